import Foundation
@testable import PickerAccessibility
import Testing

/// CLDR's genders of time units, read from the toolchain's ICU (its `unit` tree), and the
/// words that name the units after a number.
@Suite("Unit genders from CLDR")
struct UnitGendersTests {
    @Test("Russian: минута in every plural form is feminine, час masculine")
    func russian() {
        let nouns = UnitGenders.nouns(locale: Locale(identifier: "ru_RU"))
        for word in ["минута", "минуты", "минут"] {
            #expect(nouns[word]?.gender == "feminine", "\(word)")
            #expect(nouns[word]?.ruleSet == "%spellout-cardinal-feminine", "\(word)")
            #expect(nouns[word]?.unit == "duration-minute", "\(word)")
        }
        #expect(nouns["час"]?.gender == "masculine")
        #expect(nouns["часа"]?.ruleSet == "%spellout-cardinal-masculine")
    }

    @Test("Animacy is said as the masculine, Swedish common gender by its reale rule set, Danish by common")
    func ruleSets() {
        #expect(UnitGenders.nouns(locale: Locale(identifier: "pl_PL"))["dni"]?.gender == "inanimate")
        #expect(UnitGenders.nouns(locale: Locale(identifier: "pl_PL"))["dni"]?.ruleSet == "%spellout-cardinal-masculine")
        #expect(UnitGenders.nouns(locale: Locale(identifier: "sv_SE"))["minuter"]?.ruleSet == "%spellout-cardinal-reale")
        #expect(UnitGenders.nouns(locale: Locale(identifier: "da_DK"))["time"]?.ruleSet == "%spellout-cardinal-common")
        #expect(UnitGenders.nouns(locale: Locale(identifier: "da_DK"))["minut"]?.ruleSet == "%spellout-cardinal-neuter")
        #expect(UnitGenders.genderRuleSets(locale: Locale(identifier: "hr_HR")) == [
            "%spellout-cardinal-masculine", "%spellout-cardinal-feminine", "%spellout-cardinal-neuter",
        ])
    }

    @Test("No nouns where CLDR has no gender, where numbers have one form, or where its spell-out is wrong",
          arguments: ["en_US", "bg_BG", "hi_IN", "nl_NL", "ja_JP", "sl_SI"])
    func none(_ identifier: String) {
        #expect(UnitGenders.nouns(locale: Locale(identifier: identifier)).isEmpty)
    }

    @Test("The plural samples reach every word CLDR writes after 0 to 110, in every language with unit genders")
    func samplesReachEveryForm() {
        let languages = Set(Locale.availableIdentifiers.map { Locale(identifier: $0).language.languageCode?.identifier ?? "" })
        var checked = 0
        for language in languages.sorted() where !language.isEmpty {
            for unit in UnitGenders.units {
                guard ICUCalls.unitGenders([unit], locale: language)[unit] != nil,
                      let all = ICUCalls.measures((0...110).map(Double.init), unit: unit, width: "unit-width-full-name", locale: language),
                      let sampled = ICUCalls.measures(UnitGenders.pluralSamples, unit: unit, width: "unit-width-full-name", locale: language)
                else { continue }
                checked += 1
                #expect(Set(sampled.compactMap(UnitGenders.wordAfterNumber)) == Set(all.compactMap(UnitGenders.wordAfterNumber)), "\(language) \(unit)")
            }
        }
        #expect(checked > 100)
    }

    @Test("The word after the number: not before it, not an abbreviation")
    func wordAfterNumber() {
        #expect(UnitGenders.wordAfterNumber(in: "21 минута") == "минута")
        #expect(UnitGenders.wordAfterNumber(in: "1\u{A0}heure") == "heure")
        #expect(UnitGenders.wordAfterNumber(in: "٣ دقائق") == "دقائق")
        #expect(UnitGenders.wordAfterNumber(in: "5 min.") == nil)
        #expect(UnitGenders.wordAfterNumber(in: "5分") == nil)
        #expect(UnitGenders.wordAfterNumber(in: "שעה") == nil)
    }
}
