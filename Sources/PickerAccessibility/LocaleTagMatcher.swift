import Foundation

/// Finds which of a set of BCP-47 tags serves a locale, without ever leaving its language.
///
/// Translation tables and speech voices both come as a set of tags ("fr", "fr-CA",
/// "es-419", "zh-Hant"); this picks the one for a locale, in this order:
/// 1. the tag as given, with its region: "zh-Hant-HK", "zh-HK";
/// 2. its likely full form from CLDR: "pt" is "pt-Latn-BR", so "pt-BR";
/// 3. CLDR's parent locales (``ParentLocales``), each also in its shortest form:
///    "pt_AO" → "pt_PT", "es_US" → "es_419", "zh_TW" → "zh_Hant", "zh_MO" → "zh_Hant_HK"
///    (so "zh-HK"), as long as the chain stays in the locale's language;
/// 4. the tag as given or in its likely form with the script alone ("zh-Hant"), the
///    language alone ("fr_BE": "fr"), or the tag a language alias names.
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
        add(likelyScript, likelyRegion)
        add(likelyRegion)
        // A chain can cross into another language ("hi_Latn" → "en_IN": CLDR's Hinglish data
        // is English); a table of another language would be a fallback, so it stops there.
        let chain = ParentLocales.identifier(of: locale).map(ParentLocales.chain(of:)) ?? []
        for ancestor in chain.prefix(while: { $0.prefix { $0 != "_" }.lowercased() == code }) {
            candidates.append(Self.tag(ancestor))
            candidates.append(Self.tag(Locale.Language(identifier: ancestor).minimalIdentifier))
        }
        add(script)
        add(likelyScript)
        candidates.append(code)
        if let alias = languageAliases[code] { candidates.append(alias.lowercased()) }
        return candidates.uniqued()
    }

    /// An ICU or BCP-47 identifier as a lowercased tag: "zh_Hant_HK" is "zh-hant-hk".
    private static func tag(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "_", with: "-").lowercased()
    }

    /// The locale with deprecated codes replaced: "iw_IL" is "he-IL", "in_ID" is "id-ID".
    private static func canonical(_ locale: Locale) -> Locale {
        Locale(identifier: locale.identifier(.bcp47))
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, in first-seen order.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
