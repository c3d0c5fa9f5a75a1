#if Speech
import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech
import PickerSpeechEspeak
import Testing

extension EspeakEngineTests {
    /// Which espeak-ng voice speaks each language PickerVoice has phrases for. The expected
    /// names are espeak-ng's, written here by hand from `espeak-ng --voices`. Chinese in
    /// Han characters gets `cmn-latn-pinyin`: plain `cmn` reads many characters as pinyin
    /// spelt in English ("年" as "nian two"), measured with espeak-ng 1.51.
    @Suite("espeak-ng voice for a locale")
    struct VoiceMappingTests {
        let espeak = EspeakSynthesizer()

        static let expected: [String: String] = [
            "ar": "ar", "ca": "ca", "cs": "cs", "da": "da", "de": "de", "el": "el",
            "en": "en-us", "en-AU": "en", "en-GB": "en", "es": "es", "es-419": "es-419", "fi": "fi",
            "fr": "fr", "fr-CA": "fr", "he": "he", "hi": "hi", "hr": "hr", "hu": "hu", "id": "id",
            "it": "it", "ja": "ja", "ko": "ko", "ms": "ms", "nb": "nb", "nl": "nl", "pl": "pl",
            "pt-BR": "pt-br", "pt-PT": "pt", "ro": "ro", "ru": "ru", "sk": "sk", "sv": "sv",
            "th": "th", "tr": "tr", "uk": "uk", "vi": "vi", "yue-Hans": "yue", "yue-Hant": "yue", "zh-HK": "yue", "zh-Hans": "cmn-latn-pinyin", "zh-Hant": "cmn-latn-pinyin",
            "af": "af", "bg": "bg", "bn": "bn", "et": "et", "eu": "eu", "fa": "fa", "ga": "ga", "hy": "hy", "is": "is",
            "ka": "ka", "kk": "kk", "lt": "lt", "lv": "lv", "mr": "mr", "sl": "sl", "sr": "sr", "sr-Latn": "sr",
            "sw": "sw", "ta": "ta", "te": "te", "ur": "ur",
        ]

        @Test("all 62 tables have a voice")
        func coversTables() {
            #expect(Set(PhraseTables.availableTags) == Set(Self.expected.keys))
        }

        @Test("each table's language is spoken by its own voice, which speaks its hint", arguments: expected.keys.sorted())
        func tableLanguage(_ tag: String) throws {
            let locale = Locale(identifier: tag)
            let voice = try espeak.voice(for: locale)
            #expect(voice == Voice(Self.expected[tag]!))
            let hint = try #require(PickerNarrator().element(for: .hour, of: picker(locale)).map(\.hint))
            let speech = try espeak.synthesize(hint, voice: voice)
            #expect(speech.audio.peak > 5_000)
            #expect(speech.audio.duration > .milliseconds(800), "\(tag): '\(hint)' took \(speech.audio.duration)")
        }

        @Test("regional and script forms find their voice", arguments: [
            ("fr_CA", "fr"), ("fr_BE", "fr"), ("pt_BR", "pt-br"), ("pt_PT", "pt"), ("pt_AO", "pt"),
            ("zh-Hans", "cmn-latn-pinyin"), ("zh_CN", "cmn-latn-pinyin"), ("zh_TW", "cmn-latn-pinyin"), ("zh_HK", "yue"), ("zh-Hant-HK", "yue"), ("yue_HK", "yue"), ("yue_CN", "yue"),
            ("es_MX", "es-419"), ("es_ES", "es"), ("en_US", "en-us"), ("en_AU", "en"), ("en_IN", "en-us"),
            ("iw_IL", "he"), ("no_NO", "nb"), ("nb_NO", "nb"), ("es_US", "es-419"),
            ("sw_KE", "sw"), ("af_ZA", "af"), ("sr_Latn_RS", "sr"), ("sr_RS", "sr"), ("fa_AF", "fa"), ("ur_IN", "ur"),
            // A language without a phrase table, from espeak-ng's own list.
            ("am_ET", "am"),
        ])
        func regional(_ identifier: String, _ voice: String) throws {
            #expect(try espeak.voice(for: Locale(identifier: identifier)) == Voice(voice))
        }

        @Test("a language espeak-ng lacks is an error naming the locale; no other language stands in",
              arguments: ["nn_NO", "ff_SN", "ckb_IQ", "und"])
        func missing(_ identifier: String) {
            #expect(throws: SpeechError.noVoice(locale: identifier)) { try espeak.voice(for: Locale(identifier: identifier)) }
            #expect(SpeechError.noVoice(locale: identifier).description.contains(identifier))
        }

        private func picker(_ locale: Locale) -> DatePicker {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let date = calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 14, minute: 5))!
            return DatePicker(mode: .time, date: date, locale: locale, calendar: calendar, timeZone: calendar.timeZone, clock: { date })
        }
    }
}
#endif
