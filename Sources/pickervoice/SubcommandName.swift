import ArgumentParser
import PickerSession

/// A first argument that is neither an option nor a subcommand, named as a mistyped
/// subcommand: ArgumentParser calls it an "unexpected argument", which does not say that
/// `descibe` was meant as a command.
enum SubcommandName {
    /// The names `pickervoice` takes first, `help` included.
    static var known: [String] {
        PickerVoice.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The line for `argument` when it is not a subcommand ("unknown subcommand 'descibe';
    /// did you mean 'describe'?"), or `nil` for an option or a known name.
    static func problem(with argument: String) -> String? {
        guard !argument.hasPrefix("-"), !known.contains(argument) else { return nil }
        let names = known
        let nearest = names.min { distance(argument, $0) < distance(argument, $1) }
        let quoted = PickerInput.quoted(argument)
        if let nearest, distance(argument, nearest) <= max(2, nearest.count / 3) {
            return "unknown subcommand \(quoted); did you mean '\(nearest)'?"
        }
        return "unknown subcommand \(quoted); the subcommands are \(names.joined(separator: ", "))"
    }

    /// Levenshtein's edit distance between two words.
    static func distance(_ left: String, _ right: String) -> Int {
        let left = Array(left), right = Array(right)
        var previous = Array(0...right.count)
        for (i, a) in left.enumerated() {
            var current = [i + 1]
            for (j, b) in right.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}
