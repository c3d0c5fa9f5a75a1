import Foundation
import PickerAccessibility
import PickerModel
import PickerTestSupport
import PickerSession
import Testing

/// What a screen reader says on a picker an app describes, in the languages of the
/// tables: the app's label, quantities in CLDR's plural forms and the locale's digits, and
/// names of regions and languages in the locale's language and collation order. Checked
/// against `Golden/described-pickers.txt`, which a person has read.
///
/// Record after a deliberate change with `PICKERVOICE_RECORD_GOLDEN=1 swift test --filter
/// DescribedGoldenTests`; recording writes the file and fails, so that nobody commits it
/// unread.
@Suite("Golden file of described pickers in the 62 tables' languages")
struct DescribedGoldenTests {
    /// The locale that stands for each table (as the date picker's golden files choose them).
    static let locales = [
        "ar_EG", "ca_ES", "cs_CZ", "da_DK", "de_DE", "el_GR", "en_US", "en_AU", "en_GB", "es_ES", "es_MX",
        "fi_FI", "fr_FR", "fr_CA", "he_IL", "hi_IN", "hr_HR", "hu_HU", "id_ID", "it_IT", "ja_JP", "ko_KR", "ms_MY",
        "nb_NO", "nl_NL", "pl_PL", "pt_BR", "pt_PT", "ro_RO", "ru_RU", "sk_SK", "sv_SE", "th_TH", "tr_TR", "uk_UA",
        "vi_VN", "yue_Hans_CN", "yue_Hant_HK", "zh_Hans_CN", "zh_Hant_TW", "zh_Hant_HK",
        "af_ZA", "bg_BG", "bn_BD", "et_EE", "eu_ES", "fa_IR", "ga_IE", "hy_AM", "is_IS", "ka_GE", "kk_KZ",
        "lt_LT", "lv_LV", "mr_IN", "sl_SI", "sr_Cyrl_RS", "sr_Latn_RS", "sw_TZ", "ta_IN", "te_IN", "ur_PK",
    ]

    /// A weight in kilograms (rows 1 to 25 kg), a region and a language; the label only in
    /// English and German, so that the other languages show the default language's.
    static let description = """
    {"defaultLanguage": "en", "columns": [
      {"id": "weight", "label": {"en": "Weight", "de": "Gewicht"}, "range": {"from": 1, "to": 25}, "unit": "mass-kilogram", "selected": 21},
      {"id": "country", "names": "regions", "selected": "DE"},
      {"id": "language", "names": "languages", "selected": "fr"}
    ]}
    """

    /// The weights whose spoken forms show every plural category of the tables' languages:
    /// one, two, few, many and other, and the teens and twenties that Slavic languages treat apart.
    static let weights = [1, 2, 3, 5, 11, 21, 22, 25]

    static let file = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden/described-pickers.txt")

    @Test("label, value, traits, position and hint of every column, and the plural forms, in each language")
    func golden() throws {
        let description = try PickerDescription(json: Data(Self.description.utf8))
        var lines = [
            "# What a screen reader says on a picker an app describes (DescribedGoldenTests.description),",
            "# one block per table's locale: each column's utterance on focus | up: after an increment | down: after a decrement;",
            "# the weights \(Self.weights.map(String.init).joined(separator: ", ")) kg as spoken; the first three regions in the locale's order.",
            "# The label is the app's (English, German), values and names are CLDR's, phrases the locale's table's.",
            "# Recorded with Swift 6.3 and its Foundation (ICU/CLDR); record with PICKERVOICE_RECORD_GOLDEN=1 and read before committing.",
        ]
        let narrator = PickerNarrator()
        for identifier in Self.locales {
            lines.append("[\(identifier)]")
            let locale = Locale(identifier: identifier)
            for column in description.makePicker(locale: locale).columns {
                let picker = description.makePicker(locale: locale)
                let focus = narrator.elements(of: picker as any ColumnPicker).first { $0.column == column.id }?.utterance ?? "(none)"
                let up = try narrator.perform(.increment, onColumn: column.id, of: picker).announcement
                let back = description.makePicker(locale: locale)
                let down = try narrator.perform(.decrement, onColumn: column.id, of: back).announcement
                lines.append("\(column.id): \(focus) | up: \(up) | down: \(down)")
            }
            let picker = description.makePicker(locale: locale)
            let weights = narrator.spokenValues(ofRows: 0..<25, inColumn: "weight", of: picker)
            lines.append("weights: " + Self.weights.map { weights[$0 - 1] }.joined(separator: " · "))
            lines.append("regions: " + narrator.spokenValues(ofRows: 0..<3, inColumn: "country", of: picker).joined(separator: " · "))
        }
        try GoldenFile.check(lines.joined(separator: "\n") + "\n", against: Self.file)
    }
}
