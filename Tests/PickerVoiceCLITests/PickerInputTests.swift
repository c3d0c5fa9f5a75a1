import Foundation
import PickerSession
import Testing

@Suite("Reading input")
struct PickerInputTests {
    @Test("the known languages are each available locale's language, as Locale reads it")
    func knownLanguages() {
        let asLocaleReadsThem = Set(Locale.availableIdentifiers.compactMap { Locale(identifier: $0).language.languageCode?.identifier })
        #expect(asLocaleReadsThem.count > 200)
        #expect(PickerInput.knownLanguages == asLocaleReadsThem)
    }
}
