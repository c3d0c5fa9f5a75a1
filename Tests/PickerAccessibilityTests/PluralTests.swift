import Foundation
import PickerAccessibility
import PickerModel
import Testing

/// Languages with more than two plural categories. The expected words are the grammar of
/// each language, written here by hand, not read back from the code.
@Suite("Plural forms")
struct PluralTests {
    let narrator = PickerNarrator()

    func minute(_ minute: Int, _ locale: String) -> String {
        let time = String(format: "2026-11-21T14:%02d", minute)
        return narrator.value(of: .minute, makePicker(.time, locale: locale, at: time))
    }

    func countDownHours(_ hours: Int, _ locale: String) -> String {
        narrator.value(of: .countDownHours, makePicker(.countDownTimer, locale: locale, countDown: TimeInterval(hours * 3_600)))
    }

    func hour(_ hour: Int, _ locale: String) -> String {
        let time = String(format: "2026-11-21T%02d:05", hour)
        return narrator.value(of: .hour, makePicker(.time, locale: locale, at: time))
    }

    @Test("Russian: one, few, many")
    func russian() {
        #expect([1, 2, 5, 11, 21, 22, 25].map { minute($0, "ru_RU") }
            == ["1 минута", "2 минуты", "5 минут", "11 минут", "21 минута", "22 минуты", "25 минут"])
        #expect([1, 3, 5, 21].map { countDownHours($0, "ru_RU") } == ["1 час", "3 часа", "5 часов", "21 час"])
        // The table's hour template takes CLDR's counted form, so the clock agrees too.
        #expect([1, 14, 21, 22].map { hour($0, "ru_RU") } == ["1 час", "14 часов", "21 час", "22 часа"])
    }

    @Test("Polish: one, few, many")
    func polish() {
        #expect([1, 2, 5, 12, 22, 25].map { minute($0, "pl_PL") }
            == ["1 minuta", "2 minuty", "5 minut", "12 minut", "22 minuty", "25 minut"])
        #expect([1, 2, 5, 22].map { countDownHours($0, "pl_PL") } == ["1 godzina", "2 godziny", "5 godzin", "22 godziny"])
    }

    @Test("Czech: one, few, other")
    func czech() {
        #expect([1, 2, 4, 5, 21].map { minute($0, "cs_CZ") } == ["1 minuta", "2 minuty", "4 minuty", "5 minut", "21 minut"])
        #expect([1, 3, 5].map { countDownHours($0, "cs_CZ") } == ["1 hodina", "3 hodiny", "5 hodin"])
    }

    @Test("Arabic: one and two without a number, few, many")
    func arabic() {
        #expect([1, 2, 3, 11].map { minute($0, "ar-EG-u-nu-latn") } == ["دقيقة", "دقيقتان", "3 دقائق", "11 دقيقة"])
        #expect([1, 2, 3, 11].map { minute($0, "ar_EG") } == ["دقيقة", "دقيقتان", "٣ دقائق", "١١ دقيقة"])
        #expect([1, 2, 3].map { countDownHours($0, "ar-EG-u-nu-latn") } == ["ساعة", "ساعتان", "3 ساعات"])
    }

    @Test("Hebrew: one, two, other")
    func hebrew() {
        #expect([1, 2, 5].map { minute($0, "he_IL") } == ["1 דקה", "שתי דקות", "5 דקות"])
        #expect([1, 2, 5].map { countDownHours($0, "he_IL") } == ["1 שעה", "שעתיים", "5 שעות"])
    }

    @Test("French counts zero and one as singular")
    func french() {
        // CLDR separates the number from "heure" with a no-break space (U+00A0), and from
        // "minute" with a plain one.
        #expect([0, 1, 2].map { minute($0, "fr_FR") } == ["0 minute", "1 minute", "2 minutes"])
        #expect([0, 1, 2].map { hour($0, "fr_FR") } == ["0\u{00A0}heure", "1\u{00A0}heure", "2\u{00A0}heures"])
    }
}
