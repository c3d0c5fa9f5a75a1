import Foundation
import PickerAccessibility
import Testing

@Suite("Choosing a translation table")
struct LocalizationMatchTests {
    /// The 39 languages iOS is localized into (SPEC section 4); Cantonese (yue-Hans, yue-Hant) are the 40th and 41st tables.
    static let iOSLanguages = [
        "ar", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "es", "es-419", "fi", "fr", "fr-CA",
        "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro",
        "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK",
    ]

    /// Languages iOS ships no phrases for, whose tables are ours throughout (issue 23, section 4);
    /// Serbian in both of its scripts.
    static let tablesWithoutApple = [
        "af", "bg", "bn", "et", "eu", "fa", "ga", "hy", "is", "ka", "kk", "lt", "lv", "mr", "sl", "sr", "sr-Latn",
        "sw", "ta", "te", "ur",
    ]

    @Test("A table ships for every language iOS is localized into")
    func everyLanguage() {
        #expect(Set(PhraseTables.availableTags).isSuperset(of: Self.iOSLanguages))
        #expect(Self.iOSLanguages.count == 39)
    }

    @Test("The tables of languages iOS lacks ship too")
    func languagesWithoutApple() {
        #expect(Set(PhraseTables.availableTags).isSuperset(of: Self.tablesWithoutApple))
        #expect(PhraseTables.availableTags.count == Self.iOSLanguages.count + 2 + Self.tablesWithoutApple.count)
    }

    @Test("Each table's own tag matches itself, whatever the case of its folder", arguments: iOSLanguages + tablesWithoutApple)
    func exact(tag: String) {
        #expect(PhraseTables.match(for: Locale(identifier: tag)) == LocalizationMatch(requested: tag, table: tag, isFallback: false))
    }

    @Test(
        "Regions, scripts and likely forms lead to the right table",
        arguments: [
            ("en_US", "en-US", "en"),
            ("en_AU", "en-AU", "en-AU"),
            ("en_NZ", "en-NZ", "en"),
            ("fr_BE", "fr-BE", "fr"),
            ("fr_CA", "fr-CA", "fr-CA"),
            ("zh_TW", "zh-TW", "zh-Hant"),       // likely script: Hant
            ("zh_MO", "zh-MO", "zh-HK"),         // CLDR: zh_Hant_MO inherits from zh_Hant_HK
            ("zh_Hant_HK", "zh-Hant-HK", "zh-HK"),
            ("zh_HK", "zh-HK", "zh-HK"),
            ("zh_SG", "zh-SG", "zh-Hans"),
            ("zh", "zh", "zh-Hans"),             // likely form zh-Hans-CN
            ("pt", "pt", "pt-BR"),               // likely form pt-Latn-BR
            ("pt_PT", "pt-PT", "pt-PT"),
            ("es_MX", "es-MX", "es-419"),        // CLDR: es_MX inherits from es_419
            ("es_AR", "es-AR", "es-419"),
            ("es_ES", "es-ES", "es"),
            ("es_US", "es-US", "es-419"),        // CLDR: es_US inherits from es_419
            ("pt_AO", "pt-AO", "pt-PT"),         // CLDR: Portuguese outside Brazil inherits from pt_PT
            ("pt_MZ", "pt-MZ", "pt-PT"),
            ("pt_CH", "pt-CH", "pt-PT"),
            ("en_IN", "en-IN", "en"),            // CLDR: en_IN → en_001 → en
            ("hi_Latn_IN", "hi-Latn-IN", "hi"),  // CLDR's chain leaves Hindi for en_IN; the table stays Hindi
            ("nb_NO", "nb-NO", "nb"),
            ("no", "no", "nb"),
            ("iw_IL", "he-IL", "he"),            // the old code for Hebrew
            ("hi-IN-u-nu-deva", "hi-IN-u-nu-deva", "hi"),
            ("ar-EG-u-nu-latn", "ar-EG-u-nu-latn", "ar"),
            ("en-US-u-hc-h23", "en-US-u-hc-h23", "en"),
            ("yue_Hans_CN", "yue-Hans-CN", "yue-Hans"), // Apple's yue_CN: Cantonese in Simplified characters
            ("yue_CN", "yue-CN", "yue-Hans"),           // likely form yue-Hans-CN
            ("yue_HK", "yue-HK", "yue-Hant"),           // likely form yue-Hant-HK
            ("yue_Hant_HK", "yue-Hant-HK", "yue-Hant"),
            ("yue", "yue", "yue-Hant"),
            ("sr_RS", "sr-RS", "sr"),                   // likely form sr-Cyrl-RS
            ("sr_Cyrl_BA", "sr-Cyrl-BA", "sr"),
            ("sr_Latn_RS", "sr-Latn-RS", "sr-Latn"),    // Latin script: never the Cyrillic table
            ("sr_Latn_BA", "sr-Latn-BA", "sr-Latn"),
            ("sr_Latn_ME", "sr-Latn-ME", "sr-Latn"),
            ("sr_ME", "sr-ME", "sr-Latn"),              // likely form sr-Latn-ME
            ("fa_AF", "fa-AF", "fa"),
            ("ur_IN", "ur-IN", "ur"),
            ("bn_IN", "bn-IN", "bn"),
            ("sw_KE", "sw-KE", "sw"),
            ("af_NA", "af-NA", "af"),
        ]
    )
    func sameLanguage(identifier: String, requested: String, table: String) {
        #expect(PhraseTables.match(for: Locale(identifier: identifier)) == LocalizationMatch(requested: requested, table: table, isFallback: false))
    }

    @Test(
        "A locale without a table of its language falls back, and says so",
        arguments: [
            ("am_ET", "am-ET", "en"),
            ("cy_GB", "cy-GB", "en"),
            ("nn_NO", "nn-NO", "nb"),            // Nynorsk readers get Bokmål, reported
        ]
    )
    func fallback(identifier: String, requested: String, table: String) {
        #expect(PhraseTables.match(for: Locale(identifier: identifier)) == LocalizationMatch(requested: requested, table: table, isFallback: true))
    }

    @Test("The process language plays no part")
    func processLanguage() {
        // Whatever LANG says, the same locale gives the same table.
        #expect(PhraseTables.match(for: Locale(identifier: "de_DE")).table == "de")
        #expect(PhraseTables.match(for: Locale(identifier: "ja_JP")).table == "ja")
    }
}
