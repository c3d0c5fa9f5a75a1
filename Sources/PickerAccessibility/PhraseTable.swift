import Foundation
import PickerVoiceLocalizations

/// One language's fixed phrases, read from its `.lproj` folder once per process.
struct PhraseTable: Sendable {
    /// The table's BCP-47 tag ("zh-Hans"), spelled canonically whatever the folder's case.
    let tag: String
    /// The keys the table lacks; they are spoken from the English table instead.
    let missingKeys: [PhraseKey]
    private let phrases: [PhraseKey: String]

    /// Reads every key of the table at `folder`, taking missing ones from `base`.
    ///
    /// A sub-bundle does not fall back to English for a missing key, so each lookup
    /// passes a sentinel that no table contains.
    init(tag: String, folder: URL, base: PhraseTable?) {
        let sentinel = "\u{0}missing"
        let bundle = Bundle(path: folder.path)
        var phrases: [PhraseKey: String] = [:]
        var missing: [PhraseKey] = []
        for key in PhraseKey.allCases {
            let value = bundle?.localizedString(
                forKey: key.rawValue, value: sentinel, table: PickerVoiceLocalizations.tableName
            )
            if let value, value != sentinel {
                phrases[key] = value
            } else {
                missing.append(key)
                phrases[key] = base?.phrases[key] ?? key.rawValue
            }
        }
        self.tag = tag
        self.phrases = phrases
        missingKeys = missing
    }

    subscript(key: PhraseKey) -> String {
        phrases[key] ?? key.rawValue
    }

    /// The phrase for `key` with its placeholders filled in.
    func phrase(_ key: PhraseKey, _ values: [Placeholder: String]) -> String {
        var text = self[key]
        for (placeholder, value) in values {
            text = text.replacingOccurrences(of: placeholder.token, with: value)
        }
        return text
    }

    /// `text` as one spoken sentence: with the language's closing mark unless it has one.
    func sentence(_ text: String) -> String {
        let end = self[.sentenceEnd]
        return end.isEmpty || text.hasSuffix(end) ? text : text + end
    }
}
