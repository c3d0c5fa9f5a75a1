import Foundation
import PickerModel

/// The translation tables shipped in `Localizations/`, and which one speaks for a locale:
/// ``PhraseTableSet/bundled``, for callers that never speak from other tables.
///
/// The process language plays no part: on Linux it is ignored by Foundation, and
/// `Bundle.preferredLocalizations` always answers its first entry. A locale is matched
/// against the tables' tags as ``PhraseTableSet`` matches it.
public enum PhraseTables {
    /// The tags of the tables shipped with PickerVoice, sorted ("ar", "ca", ..., "zh-Hant").
    public static var availableTags: [String] {
        PhraseTableSet.bundled.availableTags
    }

    /// The shipped table that speaks for `locale`, and whether it is in the locale's language.
    public static func match(for locale: Locale) -> LocalizationMatch {
        PhraseTableSet.bundled.match(for: locale)
    }

    /// The shipped table at the folder for the lowercased tag `key`, read once.
    static func table(forKey key: String) -> PhraseTable {
        PhraseTableSet.bundled.table(forKey: key)
    }

    /// The language of a table's tag, lowercased: "es" for "es-419", "zh" for "zh-Hant".
    package static func language(ofTable tag: String) -> String {
        String(tag.prefix { $0 != "-" }).lowercased()
    }

    /// "zh-hans" as BCP-47 spells it: "zh-Hans"; "es-419" and "pt-br" as "es-419", "pt-BR".
    static func canonicalTag(_ lowercased: String) -> String {
        lowercased.split(separator: "-").enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.uppercased()
        }.joined(separator: "-")
    }
}
