import Foundation
import PickerVoiceLocalizations
import Synchronization

/// The translation tables shipped in `Localizations/`, and which one speaks for a locale.
///
/// The process language plays no part: on Linux it is ignored by Foundation, and
/// `Bundle.preferredLocalizations` always answers its first entry. A locale is matched
/// against the tables' tags, without regard to case (SwiftPM writes `zh-hans.lproj`), in
/// this order:
/// 1. the tag as given: language, script and region ("zh-Hant-HK", "zh-HK", "zh-Hant");
/// 2. its likely full form from CLDR ("zh_TW" is "zh-Hant-TW", so "zh-Hant"; "pt" is
///    "pt-Latn-BR", so "pt-BR");
/// 3. a table for a group of regions that contains the locale's region, from CLDR's
///    region containment ("es_MX" is in Latin America: "es-419");
/// 4. the language alone ("fr_BE": "fr"), where Norwegian "no" and Nynorsk "nn" read the
///    Bokmål table "nb";
/// 5. English, reported as a fallback.
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
        let language = canonical(locale).language.languageCode?.identifier.lowercased() ?? "und"
        let key = candidates(for: locale).first { folders[$0] != nil } ?? baseKey
        let table = table(forKey: key)
        let tableLanguage = String(key.prefix { $0 != "-" })
        let sameLanguage = tableLanguage == language || (tableLanguage == "nb" && language == "no")
        let match = LocalizationMatch(
            requested: requested,
            table: table.tag,
            isFallback: !sameLanguage || !table.missingKeys.isEmpty
        )
        let result = (table, match)
        resolutions.withLock { $0[identifier] = result }
        return result
    }

    // MARK: Candidates

    /// The lowercased tags to try for `locale`, best first, before English.
    static func candidates(for locale: Locale) -> [String] {
        let locale = canonical(locale)
        guard let code = locale.language.languageCode?.identifier.lowercased() else { return [] }
        let script = locale.language.script?.identifier.lowercased()
        let region = locale.language.region?.identifier.lowercased()
        let likely = Locale.Language(identifier: locale.language.maximalIdentifier)
        let likelyScript = likely.script?.identifier.lowercased()
        let likelyRegion = likely.region?.identifier.lowercased()

        var tags: [String] = []
        func add(_ parts: String?...) {
            let present = parts.compactMap { $0 }
            guard present.count == parts.count else { return }
            tags.append(([code] + present).joined(separator: "-"))
        }
        add(script, region)
        add(region)
        add(script)
        add(likelyScript, likelyRegion)
        add(likelyScript)
        add(likelyRegion)
        if let area = (region ?? likelyRegion).flatMap({ regionGroupTable(language: code, containing: $0) }) {
            tags.append(area)
        }
        tags.append(code)
        if let alias = languageAliases[code] { tags.append(alias) }
        return tags.uniqued()
    }

    /// The locale with deprecated codes replaced: "iw_IL" is "he-IL", "in_ID" is "id-ID".
    private static func canonical(_ locale: Locale) -> Locale {
        Locale(identifier: locale.identifier(.bcp47))
    }

    /// Norwegian tables are written in Bokmål, which "no" names and Nynorsk readers read.
    private static let languageAliases = ["no": "nb", "nn": "nb"]

    /// A table of `language` for a numeric region group ("es-419") that contains `region`.
    private static func regionGroupTable(language: String, containing region: String) -> String? {
        let groups = folders.keys.filter { tag in
            let parts = tag.split(separator: "-")
            return parts.count == 2 && parts[0] == language && parts[1].allSatisfy(\.isNumber)
        }
        guard !groups.isEmpty else { return nil }
        var containers: Set<String> = []
        var current = Locale.Region(region.uppercased()).containingRegion
        while let next = current, containers.insert(next.identifier.lowercased()).inserted {
            current = next.containingRegion
        }
        return groups.sorted().first { tag in
            let group = String(tag.split(separator: "-")[1])
            let members = Locale.Region(group).subRegions.map { $0.identifier.lowercased() }
            return containers.contains(group) || !containers.isDisjoint(with: members)
        }
    }

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

    private static let tables = Mutex<[String: PhraseTable]>([:])
    private static let resolutions = Mutex<[String: (table: PhraseTable, match: LocalizationMatch)]>([:])

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

    /// "zh-hans" as BCP-47 spells it: "zh-Hans"; "es-419" and "pt-br" as "es-419", "pt-BR".
    static func canonicalTag(_ lowercased: String) -> String {
        lowercased.split(separator: "-").enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4 { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.uppercased()
        }.joined(separator: "-")
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, in first-seen order.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
