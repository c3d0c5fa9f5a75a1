import Foundation

/// What CLDR knows that an app's picker shows: quantities with their units in the
/// language's plural forms, and the names of regions, languages and currencies in a
/// locale's language and collation order.
package enum CLDRTexts {
    /// Quantities with their unit, each shown short ("5 ft") and said in full ("5 feet",
    /// "5 футов"), or the numbers alone where `unit` is `nil`; `nil` when CLDR has no such
    /// unit. One formatter serves all the values of a column.
    ///
    /// - Parameter unit: a CLDR unit identifier, `length-foot`, `mass-kilogram`, `duration-minute`.
    package static func quantities(_ values: [Double], unit: String?, locale: Locale) -> [(shown: String, spoken: String)]? {
        let tag = locale.identifier(.icu)
        guard let unit else {
            let texts = ICUCalls.numbers(values, skeleton: "group-off", locale: tag) ?? values.map { String($0) }
            return texts.map { ($0, $0) }
        }
        guard let shown = ICUCalls.measures(values, unit: unit, width: "unit-width-short", locale: tag),
              let spoken = ICUCalls.measures(values, unit: unit, width: "unit-width-full-name", locale: tag)
        else { return nil }
        return Array(zip(shown, spoken))
    }

    /// Whether CLDR knows `unit`.
    package static func isUnit(_ unit: String) -> Bool {
        ICUCalls.measures([1], unit: unit, width: "unit-width-full-name", locale: "en") != nil
    }

    /// The kinds of names a column can list.
    package enum Names: String, CaseIterable, Sendable {
        case regions, languages, currencies
    }

    /// Every name of `kind` in `locale`'s language, in its collation order, each with its
    /// code (`DE`, `de`, `EUR`): the countries and territories of ISO 3166 (not the
    /// continents), the languages Foundation has data for, the currencies of ISO 4217;
    /// without the regions and languages that the locale's language has no name for.
    package static func names(_ kind: Names, locale: Locale) -> [(code: String, name: String)] {
        let codes: [String]
        let name: (String) -> String?
        switch kind {
        case .regions:
            codes = Locale.Region.isoRegions.map(\.identifier).filter { code in
                code.count == 2 && code.allSatisfy(\.isLetter) && !["ZZ", "XA", "XB", "QO", "EU", "EZ", "UN"].contains(code)
            }
            name = { locale.localizedString(forRegionCode: $0) }
        case .languages:
            codes = Set(Locale.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "-" }) }).sorted()
            name = { locale.localizedString(forLanguageCode: $0) }
        case .currencies:
            codes = Locale.Currency.isoCurrencies.map(\.identifier)
            name = { locale.localizedString(forCurrencyCode: $0) }
        }
        let icuLocale = locale.identifier(.icu)
        var byName: [String: String] = [:]
        for code in codes {
            // A name that is only the code again is one CLDR does not have; one from the
            // root locale is English, in any language ("Sark" in a Japanese list).
            guard let text = name(code), text != code, byName[text] == nil else { continue }
            if kind != .currencies, !ICUCalls.hasOwnName(region: kind == .regions, code: code, locale: icuLocale) { continue }
            byName[text] = code
        }
        return ICUCalls.sorted(Array(byName.keys), locale: icuLocale).compactMap { text in
            byName[text].map { ($0, text) }
        }
    }
}
