import Foundation

/// Finds which of a set of BCP-47 tags serves a locale, without ever leaving its language.
///
/// Translation tables and speech voices both come as a set of tags ("fr", "fr-CA",
/// "es-419", "zh-Hant"); this picks the one for a locale, in this order:
/// 1. the tag as given: language, script and region ("zh-Hant-HK", "zh-HK", "zh-Hant");
/// 2. its likely full form from CLDR ("zh_TW" is "zh-Hant-TW", so "zh-Hant"; "pt" is
///    "pt-Latn-BR", so "pt-BR");
/// 3. a tag for a group of regions that contains the locale's region, from CLDR's region
///    containment ("es_MX" is in Latin America: "es-419");
/// 4. the language alone ("fr_BE": "fr"), or the tag a language alias names.
///
/// Deprecated codes are read as their replacements ("iw" as "he"). Tags match without
/// regard to case, and answers are spelt as the tags were given.
package struct LocaleTagMatcher: Sendable {
    /// The tags by their lowercased form.
    private let tags: [String: String]
    private let languageAliases: [String: String]

    /// A matcher over `tags`.
    ///
    /// - Parameter languageAliases: language codes to try after a language that has no tag
    ///   of its own: `["no": "nb"]` lets Norwegian use Bokmål.
    package init(tags: some Sequence<String>, languageAliases: [String: String] = [:]) {
        self.tags = Dictionary(tags.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        self.languageAliases = languageAliases
    }

    /// The best tag for `locale`, or `nil` when no tag is in its language (or an alias).
    package func bestMatch(for locale: Locale) -> String? {
        candidates(for: locale).lazy.compactMap { tags[$0] }.first
    }

    /// The locale's language code with deprecated codes replaced ("iw_IL": "he").
    package static func languageCode(of locale: Locale) -> String? {
        canonical(locale).language.languageCode?.identifier.lowercased()
    }

    /// The lowercased tags to try for `locale`, best first.
    func candidates(for locale: Locale) -> [String] {
        let locale = Self.canonical(locale)
        guard let code = locale.language.languageCode?.identifier.lowercased() else { return [] }
        let script = locale.language.script?.identifier.lowercased()
        let region = locale.language.region?.identifier.lowercased()
        let likely = Locale.Language(identifier: locale.language.maximalIdentifier)
        let likelyScript = likely.script?.identifier.lowercased()
        let likelyRegion = likely.region?.identifier.lowercased()

        var candidates: [String] = []
        func add(_ parts: String?...) {
            let present = parts.compactMap { $0 }
            guard present.count == parts.count else { return }
            candidates.append(([code] + present).joined(separator: "-"))
        }
        add(script, region)
        add(region)
        add(script)
        add(likelyScript, likelyRegion)
        add(likelyScript)
        add(likelyRegion)
        if let group = (region ?? likelyRegion).flatMap({ regionGroupTag(language: code, containing: $0) }) {
            candidates.append(group)
        }
        candidates.append(code)
        if let alias = languageAliases[code] { candidates.append(alias.lowercased()) }
        return candidates.uniqued()
    }

    /// The locale with deprecated codes replaced: "iw_IL" is "he-IL", "in_ID" is "id-ID".
    private static func canonical(_ locale: Locale) -> Locale {
        Locale(identifier: locale.identifier(.bcp47))
    }

    /// A tag of `language` for a numeric region group ("es-419") that contains `region`.
    private func regionGroupTag(language: String, containing region: String) -> String? {
        let groups = tags.keys.filter { tag in
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
}

extension Array where Element: Hashable {
    /// The elements without repeats, in first-seen order.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
