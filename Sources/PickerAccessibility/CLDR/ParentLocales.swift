import Foundation
import PickerModel

/// CLDR's parent locales: where a locale's data comes from when it has none of its own.
///
/// Cutting a locale short is usually its parent ("fr_BE" → "fr"), but not always, and
/// CLDR lists the exceptions (`parentLocales` in `supplementalData.xml`): Portuguese outside
/// Brazil inherits from Portugal ("pt_AO" → "pt_PT"), Spanish in the Americas from Latin
/// America ("es_US" → "es_419"), English outside the United States from "world English"
/// ("en_IN" → "en_001"), Chinese of Macau from Hong Kong ("zh_Hant_MO" → "zh_Hant_HK"), and a
/// locale in another script than its language's usual one from root ("zh_Hant" → root, not
/// "zh"). ICU carries each exception in the locale's own data as `%%Parent`; this reads it
/// from the ICU inside the toolchain's Foundation (``ICUCalls/localeData(_:)``), so the
/// chain follows the CLDR version Foundation formats with, and no list is kept here.
package enum ParentLocales {
    /// `identifier` and its ancestors, nearest first, without root, in ICU's form:
    /// "pt_AO" → ["pt_AO", "pt_PT", "pt"]; "zh_TW" → ["zh_Hant_TW", "zh_Hant"].
    ///
    /// The first entry is the locale whose data ICU holds for the identifier: an alias
    /// resolved ("zh_TW" is "zh_Hant_TW"), or the nearest locale that has data ("pt_Latn_AO"
    /// is "pt_AO"). Empty when ICU knows nothing of the identifier's language.
    ///
    /// - Parameter identifier: an ICU locale identifier without keywords ("pt_AO", "zh_Hant_MO").
    package static func chain(of identifier: String) -> [String] {
        if let cached = chains.withLock({ $0[identifier] }) { return cached }
        var chain: [String] = []
        var next: String? = identifier
        // CLDR's chains are at most four deep; the bound only guards against a cycle in the data.
        while let current = next, chain.count < 8, current != "root", let data = ICUCalls.localeData(current) {
            guard !chain.contains(data.actual) else { break }
            chain.append(data.actual)
            next = data.parent ?? truncated(data.actual)
        }
        chains.withLock { $0[identifier] = chain }
        return chain
    }

    /// The ICU identifier of `locale`'s language, script and region, without keywords:
    /// "hi-IN-u-nu-deva" is "hi_IN", "zh-Hant-HK" is "zh_Hant_HK".
    package static func identifier(of locale: Locale) -> String? {
        // Not from `locale.language`, whose script is filled in with the likely one ("pt" is
        // "pt_Latn"), which ICU's data does not name.
        let identifier = String(locale.identifier(.icu).prefix { $0 != "@" })
        return identifier.isEmpty ? nil : identifier
    }

    /// `identifier` without its last part ("pt_BR" → "pt"), or `nil` for a bare language.
    private static func truncated(_ identifier: String) -> String? {
        guard let cut = identifier.lastIndex(of: "_") else { return nil }
        return String(identifier[..<cut])
    }

    private static let chains = Locked<[String: [String]]>([:])
}
