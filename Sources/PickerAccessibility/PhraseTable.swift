import Foundation
import PickerVoiceLocalizations

/// One language's fixed phrases, read once per ``PhraseTableSet``: from its `.lproj` folder
/// in the bundle, or from values a folder of corrected tables gave.
struct PhraseTable: Sendable {
    /// The table's BCP-47 tag ("zh-Hans"), spelled canonically whatever the folder's case.
    let tag: String
    /// The keys the table lacks; they are spoken from the English table instead. An optional
    /// key the table leaves out is not missing: it says the table's phrase that it rewords.
    let missingKeys: [PhraseKey]
    private let phrases: [PhraseKey: String]

    /// Reads every key of the table at `folder`, taking missing ones from `base`.
    ///
    /// A sub-bundle does not fall back to English for a missing key, so each lookup
    /// passes a sentinel that no table contains.
    init(tag: String, folder: URL, base: PhraseTable?) {
        let sentinel = "\u{0}missing"
        let bundle = Bundle(path: folder.path)
        var values: [String: String] = [:]
        for key in PhraseKey.allCases {
            let value = bundle?.localizedString(
                forKey: key.rawValue, value: sentinel, table: PickerVoiceLocalizations.tableName
            )
            if let value, value != sentinel { values[key.rawValue] = value }
        }
        self.init(tag: tag, values: values, base: base)
    }

    /// The table of `values` by key, taking missing keys from `base`.
    init(tag: String, values: [String: String], base: PhraseTable?) {
        var phrases: [PhraseKey: String] = [:]
        var missing: [PhraseKey] = []
        for key in PhraseKey.allCases {
            if let value = values[key.rawValue] {
                phrases[key] = value
            } else if !key.isOptional {
                missing.append(key)
                phrases[key] = base?.phrases[key] ?? key.rawValue
            }
        }
        // After the loop, so that the shared phrase is the table's own (or English where it lacks it).
        for key in PhraseKey.allCases where phrases[key] == nil {
            if let shared = key.sharedKey { phrases[key] = phrases[shared] }
        }
        self.tag = tag
        self.phrases = phrases
        missingKeys = missing
    }

    subscript(key: PhraseKey) -> String {
        phrases[key] ?? key.rawValue
    }

    /// The phrase for `key` with its placeholders filled in; braces that name no
    /// placeholder of `values` stay as they are.
    ///
    /// One pass over the template, rather than a `replacingOccurrences` per placeholder:
    /// a locale's spoken values fill about 160 templates, and Foundation's search took
    /// 6% of a sweep's time.
    func phrase(_ key: PhraseKey, _ values: [Placeholder: String]) -> String {
        let template = self[key]
        var text = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
               let placeholder = Placeholder(rawValue: String(rest[afterOpen..<close])),
               let value = values[placeholder]
            {
                text += value
                rest = rest[rest.index(after: close)...]
            } else {
                text.append("{")
                rest = rest[afterOpen...]
            }
        }
        text += rest
        return text
    }

    /// `text` as one spoken sentence: with the language's closing mark unless it has one.
    func sentence(_ text: String) -> String {
        let end = self[.sentenceEnd]
        return end.isEmpty || text.hasSuffix(end) ? text : text + end
    }
}
