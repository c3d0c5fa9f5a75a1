/// The comment a table starts with: how it was made, and which of its values are Apple's.
///
/// Each table lists the keys whose value is Apple's own iOS string, and the keys that are
/// PickerVoice's, with a reason where Apple has a string that the table does not use:
///
///     Apple's wording (reference copy: ..., from ...):
///     - wheel.month.label = date.picker.speech.input.month, UIKit.axbundle
///     Ours (Apple ships no string for these, or we keep our own for the reason given):
///     - wheel.month.label: Apple's speech-input name "か月" is the counter of ...
///     - wheel.date.label
struct TableHeader: Sendable, Equatable {
    /// The comment's lines, trimmed, without its leading and trailing empty lines.
    let text: String
    /// Apple's key and bundle for each key listed as Apple's wording
    /// ("date.picker.speech.input.month, UIKit.axbundle"), by table key.
    let appleWording: [String: String]
    /// The reason a key is the table's own although Apple has a string for it, by table key.
    let reasonsForOurs: [String: String]

    init(comment: String) {
        let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        text = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed().joined(separator: "\n")

        enum Section { case none, apple, ours }
        var section = Section.none
        var sectionHasEntries = false
        var apple: [String: String] = [:]
        var reasons: [String: String] = [:]
        for line in lines {
            if line.hasPrefix("Apple's wording") {
                (section, sectionHasEntries) = (.apple, false)
            } else if line.hasPrefix("Ours") {
                (section, sectionHasEntries) = (.ours, false)
            } else if line.hasPrefix("- ") {
                let entry = line.dropFirst(2)
                switch section {
                case .apple:
                    if let equals = entry.range(of: " = ") {
                        apple[String(entry[..<equals.lowerBound])] = String(entry[equals.upperBound...])
                    }
                case .ours:
                    if let colon = entry.range(of: ": ") {
                        reasons[String(entry[..<colon.lowerBound])] = String(entry[colon.upperBound...])
                    }
                case .none:
                    break
                }
                sectionHasEntries = true
            } else if sectionHasEntries {
                // A section heading can wrap onto a second line; the first line after the
                // list ends the section.
                section = .none
            }
        }
        appleWording = apple
        reasonsForOurs = reasons
    }
}
