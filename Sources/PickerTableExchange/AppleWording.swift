import Foundation

/// Apple's own iOS strings for the keys that reproduce Apple's wording, read from the copy
/// of `apple-wording.json` that ships with this target.
///
/// The reference copy lives with the accessibility tests
/// (`Tests/PickerAccessibilityTests/Reference/apple-wording.json`); a test keeps the two
/// byte-identical.
struct AppleWording: Sendable {
    /// Apple's string for one table key in one language.
    struct Wording: Sendable, Equatable {
        /// Apple's string, exactly as iOS ships it ("%@ o’clock", with its final period).
        let text: String
        /// Apple's key ("date.picker.hours").
        let appleKey: String
        /// Where iOS keeps it: "iOS UIKit.axbundle, Accessibility.strings".
        let origin: String
    }

    private struct File: Decodable {
        struct Source: Decodable {
            let id: String
            let bundlePath: String
        }

        struct Key: Decodable {
            let source: String
            let file: String
            let languages: [String: String]
        }

        let sources: [Source]
        let tableKeys: [String: String]
        let tableLanguages: [String: String]
        let keys: [String: Key]
    }

    private let file: File
    /// Apple's language for each table, by lowercased table tag.
    private let appleLanguages: [String: String]

    /// Where the copy that ships with this target is.
    static var shippedURL: URL? {
        Bundle.module.url(forResource: "apple-wording", withExtension: "json", subdirectory: "Reference")
    }

    /// The copy that ships with this target.
    static let shipped: AppleWording = {
        guard let url = shippedURL,
              let data = try? Data(contentsOf: url)
        else { preconditionFailure("PickerTableExchange's bundle has no Reference/apple-wording.json; the package is incomplete") }
        do {
            return try AppleWording(data: data)
        } catch {
            preconditionFailure("PickerTableExchange's Reference/apple-wording.json cannot be read: \(error)")
        }
    }()

    init(data: Data) throws {
        file = try JSONDecoder().decode(File.self, from: data)
        appleLanguages = Dictionary(file.tableLanguages.map { ($1.lowercased(), $0) }) { first, _ in first }
    }

    /// Apple's string for `key` in the language of the table `tag`, if iOS ships one.
    func wording(for key: String, table tag: String) -> Wording? {
        guard let appleKey = file.tableKeys[key],
              let language = appleLanguages[tag.lowercased()],
              let entry = file.keys[appleKey],
              let text = entry.languages[language]
        else { return nil }
        let source = file.sources.first { $0.id == entry.source }
        let bundle = source.map { URL(fileURLWithPath: $0.bundlePath).lastPathComponent } ?? entry.source
        let platform = entry.source.hasPrefix("ios-") ? "iOS " : ""
        return Wording(text: text, appleKey: appleKey, origin: "\(platform)\(bundle), \(entry.file)")
    }
}
