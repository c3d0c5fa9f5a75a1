/// The examples of a command's help, laid out so that no line is broken inside an argument.
///
/// ArgumentParser wraps help text at the last space that fits the terminal, which split
/// examples inside quoted arguments ("increment / month") and in the middle of an option
/// and its value, so a copied example no longer ran. Each example is laid out here at
/// argument boundaries, with a trailing `\` where it goes on, in lines short enough that an
/// 80-column terminal does not wrap them again.
enum HelpExamples {
    /// The columns an example line may take, its indent included: ArgumentParser wraps
    /// at the terminal width, 80 when it cannot tell.
    static let width = 78

    /// `discussion` with the lines after its `Examples:` (or `Example:`) line laid out again; an example
    /// goes on to the next line where a line ends in ` \`.
    static func laidOut(_ discussion: String) -> String {
        var lines = discussion.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(where: { $0 == "Examples:" || $0 == "Example:" }) else { return discussion }
        let examples = lines[(heading + 1)...]
        let end = examples.firstIndex { !$0.hasPrefix("  ") } ?? lines.endIndex
        var commands: [String] = []
        var continuing = false
        for line in lines[(heading + 1)..<end] {
            let text = line.trimmingCharacters(in: .whitespaces)
            let body = text.hasSuffix(" \\") ? String(text.dropLast(2)) : text
            if continuing, let last = commands.popLast() { commands.append(last + " " + body) } else { commands.append(body) }
            continuing = text.hasSuffix(" \\")
        }
        lines.replaceSubrange((heading + 1)..<end, with: commands.flatMap(layOut))
        return lines.joined(separator: "\n")
    }

    /// One command in lines of at most ``width`` columns, broken only between arguments.
    static func layOut(_ command: String) -> [String] {
        var lines: [String] = []
        var line = "  "
        for word in units(of: command) {
            let indent = lines.isEmpty ? "  " : "    "
            if line.count > indent.count, line.count + 1 + word.count + 2 > width {
                lines.append(line + " \\")
                line = "    " + word
            } else {
                line += (line.count > indent.count ? " " : "") + word
            }
        }
        return lines + [line]
    }

    /// The words of `command`, an option kept with its value (`--date 2026-11-21`).
    static func units(of command: String) -> [String] {
        var units: [String] = []
        for word in arguments(of: command) {
            if let last = units.last, last.hasPrefix("-"), !last.contains(" "), !word.hasPrefix("-"), word != ">", word != "|" {
                units[units.count - 1] += " " + word
            } else {
                units.append(word)
            }
        }
        return units
    }

    /// The shell words of `command`, quotes kept, split at spaces outside quotes.
    static func arguments(of command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        for character in command {
            if let open = quote {
                if character == open { quote = nil }
                word.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                word.append(character)
            } else if character == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
