#if Speech
import Foundation
import PickerSpeech
@testable import PickerSpeechEspeak
import Testing

extension EspeakEngineTests {
    /// Setting a voice without listing espeak-ng's voices first, which spares every process
    /// the parsing of every voice file: the names espeak-ng would take wrongly are refused,
    /// the rest are left to espeak-ng, which refuses an unknown voice itself.
    @Suite("Voice names")
    struct VoiceFilesTests {
        @Test("the variants read from espeak-ng's data folder are the variants it lists")
        func variants() throws {
            _ = try EspeakSynthesizer().sampleRate()
            let files = EspeakCalls.variantFiles()
            #expect(Set(files.map(EspeakEngine.name(ofFile:))) == Set(EspeakCalls.listVariants()))
            #expect(files.contains("!v/f3"))
        }

        @Test("unknown voices, unknown variants and MBROLA voices are refused; a voice by its path or with a variant is taken")
        func refusals() throws {
            let espeak = EspeakSynthesizer()
            for name in ["xx-nowhere", "en-us+nonesuch", "mb-de1", "mb/mb-de1", "xx-nowhere+f3"] {
                #expect(throws: SpeechError.unknownVoice(name)) { try espeak.phonemes(of: "1", voice: Voice(name)) }
            }
            // After a refusal the next text is read by the voice it names, not by what was
            // current before.
            #expect(try espeak.phonemes(of: "1", voice: Voice("de")) == "ˈaɪns")
            #expect(try espeak.phonemes(of: "1", voice: Voice("en-us+f3")) == "wˈʌn")
            #expect(try espeak.phonemes(of: "1", voice: Voice("gmw/en-US")) == "wˈʌn")
            #expect(try espeak.phonemes(of: "1", voice: Voice("EN-US")) == "wˈʌn")
        }

        @Test("a voice's language: the voice table's tag, the same subtag's, or the name read as a tag")
        func languages() {
            let espeak = EspeakSynthesizer()
            #expect(espeak.language(of: Voice("cmn-latn-pinyin"))?.identifier == "zh-Hans")
            #expect(espeak.language(of: Voice("cmn"))?.identifier == "zh-Hans")
            #expect(espeak.language(of: Voice("ru+f3"))?.identifier == "ru")
            #expect(espeak.language(of: Voice("yue"))?.identifier == "yue-Hans")
            #expect(espeak.language(of: Voice("am"))?.language.languageCode == "am")
        }
    }
}
#endif
