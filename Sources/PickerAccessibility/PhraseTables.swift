import Foundation
import PickerModel
import PickerVoiceLocalizations

/// The translation tables shipped in `Localizations/`, and which one speaks for a locale.
///
/// The process language plays no part: on Linux it is ignored by Foundation, and
/// `Bundle.preferredLocalizations` always answers its first entry. A locale is matched
/// against the tables' tags by ``LocaleTagMatcher`` (tag as given, likely form, CLDR's
/// parent locales, language), where Norwegian "no" and Nynorsk "nn" read the Bokmål table
/// "nb"; a locale whose language has no table gets English, reported as a fallback.
public enum PhraseTables {
    /// The tags of the tables shipped with PickerVoice, sorted ("ar", "ca", ..., "zh-Hant").
    public static var availableTags: [String] {
        folders.keys.map(canonicalTag).sorted()
    }

    /// The table that speaks for `locale`, and whether it is in the locale's language.
    public static func match(for locale: Locale) -> LocalizationMatch {
        resolved(for: locale).match
    }

    /// The table for `locale` and how it was matched, cached per locale.
    static func resolved(for locale: Locale) -> (table: PhraseTable, match: LocalizationMatch) {
        let identifier = locale.identifier
        if let cached = resolutions.withLock({ $0[identifier] }) { return cached }
        let requested = locale.identifier(.bcp47)
        let language = LocaleTagMatcher.languageCode(of: locale) ?? "und"
        let key = matcher.bestMatch(for: locale) ?? baseKey
        let table = table(forKey: key)
        let tableLanguage = Self.language(ofTable: key)
        let sameLanguage = tableLanguage == language
            || (faithfulAliases.contains(language) && key == languageAliases[language]?.lowercased())
        let match = LocalizationMatch(
            requested: requested,
            table: table.tag,
            isFallback: !sameLanguage || !table.missingKeys.isEmpty
        )
        let result = (table, match)
        resolutions.withLock { $0[identifier] = result }
        return result
    }

    /// Matches locales to the folders' tags.
    private static let matcher = LocaleTagMatcher(tags: folders.keys, languageAliases: languageAliases)

    /// Tables for languages that have none of their own.
    private static let languageAliases = ["no": "nb", "nn": "nb"]

    /// The aliases whose table is written in the locale's own language, so not a fallback:
    /// Norwegian "no" is written in Bokmål. Nynorsk is a written language of its own:
    /// Bokmål phrases for it are a fallback.
    private static let faithfulAliases: Set<String> = ["no"]

    // MARK: Loading

    private static let baseKey = "en"

    /// The `.lproj` folders of the bundle, by lowercased tag.
    private static let folders: [String: URL] = {
        let bundle = PickerVoiceLocalizations.bundle
        guard let root = bundle.resourceURL,
              let entries = try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
        else { return [:] }
        var folders: [String: URL] = [:]
        for entry in entries where entry.pathExtension.lowercased() == "lproj" {
            folders[entry.deletingPathExtension().lastPathComponent.lowercased()] = entry
        }
        return folders
    }()

    private static let tables = Locked<[String: PhraseTable]>([:])
    private static let resolutions = Locked<[String: (table: PhraseTable, match: LocalizationMatch)]>([:])

    /// The table at the folder for `key`, read once.
    static func table(forKey key: String) -> PhraseTable {
        if let cached = tables.withLock({ $0[key] }) { return cached }
        let base = key == baseKey ? nil : table(forKey: baseKey)
        let table: PhraseTable
        if let folder = folders[key] {
            table = PhraseTable(tag: canonicalTag(key), folder: folder, base: base)
        } else {
            preconditionFailure("PickerVoice's bundle has no \(key).lproj; the package is incomplete")
        }
        tables.withLock { $0[key] = table }
        return table
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
