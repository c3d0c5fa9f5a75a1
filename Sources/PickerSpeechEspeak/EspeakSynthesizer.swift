#if Speech
import CEspeakNG
import Foundation
import PickerAccessibility
import PickerSpeech

/// Speaks through espeak-ng, in-process, to 16-bit mono PCM at espeak-ng's sample rate
/// (22,050 Hz).
///
/// Every instance shares the process's one espeak-ng, whose calls are serialized: any
/// number of tasks can speak at once and each gets its own audio. espeak-ng starts the
/// first time it is needed; its data is read from `$ESPEAK_DATA_PATH/espeak-ng-data`,
/// else from where the system package put it.
///
/// ```swift
/// let espeak = EspeakSynthesizer()
/// let voice = try espeak.voice(for: Locale(identifier: "pt_BR"))   // "pt-br"
/// let speech = try espeak.synthesize("14 horas", voice: voice)
/// try WAVFile.write(speech.audio, to: URL(filePath: "hora.wav"))
/// try espeak.phonemes(of: "2 o'clock", voice: Voice("en-us"))     // "tˈuː əklˈɑːk"
/// ```
///
/// Text is plain unless ``TextFormat/ssml`` is asked for; SSML is accepted only as far as
/// ``SSMLDocument`` allows (no `<audio>`), and what it changes (voice, rate) ends with its
/// synthesis. Where PickerVoice's resources
/// hold a respelling for the voice (see `Resources/Voices/espeak-ng.json`), the engine
/// reads the respelled text; the marks still point into the caller's text.
public struct EspeakSynthesizer: SpeechSynthesizer {
    /// espeak-ng's voices, with the languages each speaks.
    public struct VoiceDescription: Sendable, Hashable {
        /// The name to select it by: its file's name ("de", "en", "en-us", "cmn").
        public let voice: Voice
        /// espeak-ng's name for people ("German").
        public let displayName: String
        /// Its file in `espeak-ng-data` ("gmw/de").
        public let identifier: String
        /// Every language it may speak, best first.
        public let languages: [String]
    }

    /// A synthesizer on the process's espeak-ng.
    public init() {}

    /// The engine and its version, "espeak-ng 1.51", for keys that say which engine made
    /// an audio file.
    public func engineVersion() -> String {
        Self.loadedEngineVersion() ?? "espeak-ng ?"
    }

    /// The engine and its version, "espeak-ng 1.51", or `nil` where the library cannot be
    /// loaded: what a report names as the engine that could speak it.
    public static func loadedEngineVersion() -> String? {
        (try? SpeechLibrary.load())?.Info(nil).map { "espeak-ng " + String(cString: $0) }
    }

    /// espeak-ng's sample rate.
    ///
    /// - Throws: ``SpeechError/engineUnavailable(_:)`` when espeak-ng cannot start.
    public func sampleRate() throws(SpeechError) -> Int {
        try EspeakEngine.shared.withEngine { $0 }
    }

    /// The voices espeak-ng can speak with, sorted by name. MBROLA voices, which need data
    /// Debian's package does not ship, are left out.
    public func availableVoices() throws(SpeechError) -> [VoiceDescription] {
        try EspeakEngine.shared.voices()
                .filter { !$0.languages.isEmpty }
                .map { VoiceDescription(voice: Voice(EspeakEngine.name(ofFile: $0.identifier)), displayName: $0.name,
                                        identifier: $0.identifier, languages: $0.languages) }
                .sorted { $0.voice.rawValue < $1.voice.rawValue }
    }

    /// The voice for `locale`: PickerVoice's table for the languages it has translations
    /// for ("fr_CA": "fr", "pt_BR": "pt-br", "zh-Hans": "cmn", "zh_HK": "yue"), else an
    /// espeak-ng voice of the locale's language ("am_ET": "am").
    ///
    /// - Throws: ``SpeechError/noVoice(locale:)`` when espeak-ng has no voice for the
    ///   locale's language. No voice of another language stands in.
    public func voice(for locale: Locale) throws(SpeechError) -> Voice {
        if let voice = try EspeakVoiceTable.shipped.voice(for: locale) { return voice }
        guard let language = LocaleTagMatcher.languageCode(of: locale) else { throw .noVoice(locale: locale.identifier) }
        let region = locale.language.region?.identifier.lowercased()
        let voices = try availableVoices()
        func speaks(_ tag: String) -> VoiceDescription? {
            voices.first { $0.languages.contains(tag) }
        }
        if let region, let voice = speaks("\(language)-\(region)") { return voice.voice }
        if let voice = speaks(language) { return voice.voice }
        if let voice = voices.first(where: { $0.languages.contains { $0.hasPrefix("\(language)-") } }) {
            return voice.voice
        }
        throw .noVoice(locale: locale.identifier)
    }

    public func synthesize(
        _ text: String, voice: Voice, prosody: Prosody, format: TextFormat,
        streamingTo receive: (SpeechChunk) -> SpeechStreamReply
    ) throws(SpeechError) -> SpeechStreamEnd {
        try SpeechText.validate(text)
        let given = voice
        let voice = Self.canonical(voice)
        let prosody = try prosody.validated()
        let engineText = try engineText(text, voice: voice, format: format)
        return try withoutActuallyEscaping(receive) { receive throws(SpeechError) -> SpeechStreamEnd in
            let collector = try Self.naming(given) { () throws(SpeechError) in
                try EspeakEngine.shared.withVoice(
                    voice, prosody: prosody, changesVoice: format == .ssml
                ) { (rate: Int) throws(SpeechError) -> EspeakCalls.Collector in
                    let collector = EspeakCalls.Collector(sampleRate: rate, receive: receive)
                    try EspeakCalls.synthesize(engineText.text, ssml: format == .ssml, into: collector)
                    return collector
                }
            }
            return SpeechStreamEnd(
                text: text, voice: voice, sampleRate: collector.sampleRate, sampleCount: collector.sampleCount,
                marks: marks(of: collector, in: engineText), stopped: collector.stopped
            )
        }
    }

    public func phonemes(of text: String, voice: Voice) throws(SpeechError) -> String {
        try SpeechText.validate(text)
        let given = voice
        let voice = Self.canonical(voice)
        let engineText = try engineText(text, voice: voice, format: .plainText)
        return try Self.naming(given) { () throws(SpeechError) in
            try EspeakEngine.shared.withVoice(voice, prosody: Prosody()) { _ in
                EspeakCalls.phonemes(of: engineText.text)
            }
        }
    }

    /// What espeak-ng printed while `voice` was in use in this process, each message once
    /// ("Full dictionary is not installed for 'be'"): it goes here instead of the
    /// terminal. A voice not used yet has none.
    public func engineMessages(for voice: Voice) -> [String] {
        EspeakEngine.shared.messages(for: Self.canonical(voice))
    }

    /// Why `voice` cannot serve its language: listeners do not understand it.
    ///
    /// The voices here were heard by native listeners with espeak-ng 1.51 (the audio
    /// review of issue 22): Thai's tones and vowel lengths are wrong throughout, so a Thai
    /// listener understands neither the values nor the phrases. Hebrew and Arabic, read
    /// without vowel marks, are poor but understood, and are not listed. A variant
    /// (`th+f3`) is its voice.
    public func cannotServe(_ voice: Voice) -> String? {
        let name = Self.canonical(voice).rawValue
        let base = name.split(separator: "+").first.map(String.init) ?? name
        return Self.voicesThatCannotServe[base.lowercased()]
    }

    /// The language of `voice`: PickerVoice's voice table's ("cmn-latn-pinyin" and "cmn"
    /// speak "zh-Hans"), else the voice's name read as a tag ("am" is Amharic), without
    /// its variant.
    public func language(of voice: Voice) -> Locale? {
        if let language = try? EspeakVoiceTable.shipped.language(of: Self.canonical(voice)) { return language }
        let name = EspeakEngine.withoutVariant(Self.canonical(voice)).rawValue
        return name.isEmpty ? nil : Locale(identifier: name)
    }

    /// espeak-ng's voices that listeners do not understand, by name, with the reason.
    public static let voicesThatCannotServe: [String: String] = [
        "th": "native listeners do not understand espeak-ng 1.51's Thai voice: its tones and vowel lengths are wrong",
    ]

    /// Plays audio on the default output and returns when it has played.
    ///
    /// - Throws: ``SpeechError/noAudioDevice(_:)`` where there is no sound card and no
    ///   sound server, ``SpeechError/playbackFailed(_:)`` when playing fails.
    public func play(_ audio: SpeechAudio) throws(SpeechError) {
        try EspeakEngine.shared.withEngine { _ throws(SpeechError) in
            try EspeakCalls.play(audio.samples, sampleRate: audio.sampleRate)
        }
    }

    // MARK: Helpers

    /// The name PickerVoice's tables know a voice by: espeak-ng also accepts "DE" and
    /// "gmw/de" for "de", and the respellings must follow whichever was given.
    static func canonical(_ voice: Voice) -> Voice {
        Voice(EspeakEngine.name(ofFile: voice.rawValue))
    }

    /// Runs `body`; an unknown voice is reported by the name the caller gave.
    private static func naming<T>(_ given: Voice, _ body: () throws(SpeechError) -> T) throws(SpeechError) -> T {
        do {
            return try body()
        } catch .unknownVoice {
            throw .unknownVoice(given.rawValue)
        }
    }

    /// What the engine reads for `text`: plain text respelled for the voice, or SSML as
    /// ``SSMLDocument`` writes it after checking it against its allow-list (espeak-ng's own
    /// `<audio>` would open files and run `sox` through the shell).
    private func engineText(_ text: String, voice: Voice, format: TextFormat) throws(SpeechError) -> EngineText {
        guard format == .plainText else {
            return EngineText(try SSMLDocument(parsing: text), original: text)
        }
        let table = EspeakVoiceTable.shipped
        return EngineText(text, respellings: try table.respellings(of: voice), groupingSeparators: table.groupingSeparators(of: voice))
    }

    /// Word and sentence marks from espeak-ng's events, in the caller's text.
    ///
    /// What espeak-ng 1.51 reports, measured, and what is made of it:
    /// - the spoken pieces of a number come as words of their own ("36" then "6 ", for
    ///   "thirty" and "six"): a word that starts inside the previous one is dropped;
    /// - the first word after a full stop comes as the white space before it, one
    ///   character long: it is taken to be the next run of characters without space;
    /// - in long texts a word may start a character late: it is widened back over
    ///   the letters and digits before it;
    /// - an empty word at the end is dropped, and ranges leave out white space;
    /// - one sentence event, at the start (or, for some text, after the first word, which
    ///   then starts the first sentence), whatever the number of sentences: a further
    ///   sentence starts at each word that follows ".", "!", "?", "。", "।" or "؟", and
    ///   each sentence ends with its last word and the punctuation after it (markup and
    ///   white space between sentences belong to neither).
    private func marks(of collector: EspeakCalls.Collector, in text: EngineText) -> [SpeechMark] {
        let original = text.original
        var words: [SpeechMark] = []
        var sentenceStart: SpeechMark?
        for event in collector.events {
            let time = Duration.milliseconds(event.audioPosition)
            switch event.type {
            case espeakEVENT_WORD:
                var range = text.trimmed(text.originalRange(position: event.textPosition, length: event.length))
                if range.isEmpty {
                    guard let start = original[range.lowerBound...].firstIndex(where: { !$0.isWhitespace }) else { continue }
                    range = start..<(original[start...].firstIndex(where: \.isWhitespace) ?? original.endIndex)
                }
                if text.isMarkup {
                    // In SSML a word ends where markup begins, and punctuation alone
                    // ("!" before "</speak>") is no word.
                    if let tag = original[range].firstIndex(of: "<") { range = range.lowerBound..<tag }
                    guard original[range].contains(where: { $0.isLetter || $0.isNumber }) else { continue }
                }
                if let previous = words.last, range.lowerBound < previous.range.upperBound { continue }
                // A word that starts a character late ("ord") starts where its letters
                // do, but never inside the previous word.
                let floor = words.last?.range.upperBound ?? original.startIndex
                var start = max(Self.characterStart(of: range.lowerBound, in: original), floor)
                while start > floor, original[original.index(before: start)].isLetter || original[original.index(before: start)].isNumber {
                    start = original.index(before: start)
                }
                range = start..<range.upperBound
                words.append(SpeechMark(kind: .word, range: range, time: time))
            case espeakEVENT_SENTENCE where sentenceStart == nil:
                sentenceStart = SpeechMark(kind: .sentence, range: text.originalRange(position: event.textPosition, length: 0), time: time)
            default:
                continue
            }
        }
        guard let sentenceStart else { return words }
        // Sentence starts: espeak-ng's, then each word after a word that ends a sentence.
        // The first is never after the first word: for some text ("\u{FFFD}\u{FFFD}......\n"
        // in ja) espeak-ng puts its sentence event there, and the first sentence's range
        // would then end before it starts.
        var starts = [(index: sentenceStart.range.lowerBound, time: sentenceStart.time)]
        if let first = words.first, first.range.lowerBound < sentenceStart.range.lowerBound {
            starts = [(first.range.lowerBound, min(first.time, sentenceStart.time))]
        }
        for (previous, word) in zip(words, words.dropFirst())
        where original[previous.range.lowerBound..<word.range.lowerBound].contains(where: Self.sentenceEnds.contains) {
            starts.append((word.range.lowerBound, word.time))
        }
        return zip(starts, starts.dropFirst().map(\.index) + [original.endIndex]).map { start, end in
            SpeechMark(kind: .sentence, range: Self.sentence(from: start.index, before: end, words: words, in: text), time: start.time)
        } + words
    }

    /// The start of the character that holds `index`: espeak-ng counts code points, and a
    /// word can begin inside a character (U+0601, the Arabic number sign, joins the letter
    /// after it), where String cannot step back by a character.
    private static func characterStart(of index: String.Index, in text: String) -> String.Index {
        var start = index
        while start > text.startIndex, start.samePosition(in: text) == nil {
            start = text.unicodeScalars.index(before: start)
        }
        return start
    }

    /// A sentence's characters: from its start to the end of its last word and the
    /// punctuation right after it, so that white space and SSML markup between two
    /// sentences belong to neither.
    private static func sentence(
        from start: String.Index, before end: String.Index, words: [SpeechMark], in text: EngineText
    ) -> Range<String.Index> {
        let original = text.original
        guard let last = words.last(where: { $0.range.lowerBound >= start && $0.range.upperBound <= end }) else {
            return text.trimmed(start..<end)
        }
        var upper = last.range.upperBound
        while upper < end, let next = original[upper...].first, next.isPunctuation, next != "<", next != "&" {
            upper = original.index(after: upper)
        }
        return text.trimmed(start..<upper)
    }

    private static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？", "।", "؟", "…"]
}
#endif
