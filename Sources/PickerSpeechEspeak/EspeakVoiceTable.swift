#if Speech
import Foundation
import PickerModel
import PickerAccessibility
import PickerSpeech
import PickerVoiceResources

/// `Resources/Voices/espeak-ng.json`: the voice for each translation table's language, and
/// the respellings each voice needs, some written as number forms.
struct EspeakVoiceTable: Sendable {
    /// A replacement made in the text sent to the engine only.
    struct Respelling: Sendable, Decodable {
        /// Where a respelling applies.
        enum Scope: String, Sendable, Decodable {
            /// A whole text equal to `from` (a phrase or value of PickerVoice's).
            case part
            /// `from` wherever it occurs, but never as a piece of a longer number.
            case anywhere
        }

        /// The text as the caller wrote it ("1 hora").
        let from: String
        /// What the engine reads instead ("una hora").
        let to: String
        /// Where it applies.
        let scope: Scope
    }

    /// The numbers a voice reads in another form before some nouns, written once for all
    /// those nouns: a voice's list in the table's `numberForms`.
    ///
    /// espeak-ng reads a number in its counting form, which in many languages is the
    /// masculine ("1 hora" as "uno hora"). Each pattern holds `{n}` where the number stands;
    /// for each number in ``words``, the pattern with the number's digits becomes an
    /// `anywhere` respelling to the pattern with its word. `"{n} hora"` with `"1": "una"`
    /// makes "1 hora" → "una hora"; a number left out is read as the engine reads it, and
    /// "21 horas" is never taken for "1 horas" (see ``EngineText``).
    struct NumberForms: Sendable, Decodable {
        /// The texts around a number, each with `{n}` once ("{n} horas", "ora {n}").
        let patterns: [String]
        /// The word the engine reads for a number, by the number's digits ("21": "veintiuna").
        let words: [String: String]

        /// The respellings the forms make: every pattern with every number of ``words``,
        /// the numbers in order (a dictionary's order changes from run to run).
        var respellings: [Respelling] {
            patterns.flatMap { pattern in
                words.sorted { $0.key < $1.key }.map { number, word in
                    Respelling(from: pattern.replacingOccurrences(of: Self.placeholder, with: number),
                               to: pattern.replacingOccurrences(of: Self.placeholder, with: word), scope: .anywhere)
                }
            }
        }

        /// Where a pattern's number stands.
        private static let placeholder = "{n}"

        private enum CodingKeys: String, CodingKey {
            case patterns, words
        }

        /// Reads the forms; a pattern without exactly one `{n}`, or a number that is not
        /// ASCII digits, is a data error.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            patterns = try container.decode([String].self, forKey: .patterns)
            words = try container.decode([String: String].self, forKey: .words)
            if let pattern = patterns.first(where: { $0.components(separatedBy: Self.placeholder).count != 2 }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .patterns, in: container, debugDescription: "'\(pattern)' needs {n} exactly once")
            }
            if let number = words.keys.first(where: { $0.isEmpty || !$0.allSatisfy { ("0"..."9").contains($0) } }) {
                throw DecodingError.dataCorruptedError(
                    forKey: .words, in: container, debugDescription: "'\(number)' is not a number in digits")
            }
        }
    }

    /// The file, read one part at a time (``JSONSlice``): the voices when a locale's voice
    /// is first looked up, a voice's respellings when it first speaks.
    private let json: [UInt8]
    private let respellingsRead = Locked<[Voice: [Respelling]]>([:])
    /// The voice for each tag ("pt-BR": "pt-br"), and the matcher over the tags.
    private let voicesRead = Locked<(voices: [String: Voice], matcher: LocaleTagMatcher)?>(nil)
    /// The answers of ``voice(for:)`` by locale identifier: a session or a simulation asks
    /// for the same locale's voice before every announcement.
    private let voicesByLocale = Locked<[String: Voice?]>([:])

    /// The table shipped with PickerVoice, compiled into the code.
    static let shipped = EspeakVoiceTable(json: PickerVoiceResources.espeakVoiceTable)

    private init(json: [UInt8]) {
        self.json = json
    }

    private static func unreadable(_ error: any Error) -> SpeechError {
        .engineUnavailable("PickerVoice's table of espeak-ng voices is malformed: \(error)")
    }

    /// The respellings of `voice`, its number forms' included, longest `from` first.
    ///
    /// - Throws: ``SpeechError/engineUnavailable(_:)`` when the voice's entries in the
    ///   file are malformed.
    func respellings(of voice: Voice) throws(SpeechError) -> [Respelling] {
        let voice = EspeakEngine.withoutVariant(voice)
        if let read = respellingsRead.withLock({ $0[voice] }) { return read }
        // Only the voice's own entries are decoded: all 39 languages' took longer than a
        // short synthesis, and scanning the whole file for one voice a tenth of a prompt.
        let respellings: [Respelling]
        let numberForms: [NumberForms]
        do {
            let document = JSONSlice(json)
            let decoder = JSONDecoder()
            respellings = try document.value(at: ["respellings", voice.rawValue]).map { try decoder.decode([Respelling].self, from: Data($0)) } ?? []
            numberForms = try document.value(at: ["numberForms", voice.rawValue]).map { try decoder.decode([NumberForms].self, from: Data($0)) } ?? []
        } catch {
            throw Self.unreadable(error)
        }
        let list = (respellings + numberForms.flatMap(\.respellings)).sorted { $0.from.count > $1.from.count }
        respellingsRead.withLock { $0[voice] = list }
        return list
    }

    /// The characters that group digits for `voice`: U+00A0, U+202F and U+066C, which
    /// CLDR uses in many languages, and the one of the voice's language ("," for "es-419").
    func groupingSeparators(of voice: Voice) -> Set<Character> {
        let voice = EspeakEngine.withoutVariant(voice)
        if let cached = Self.separators.withLock({ $0[voice] }) { return cached }
        var separators: Set<Character> = ["\u{00A0}", "\u{202F}", "\u{066C}"]
        // A voice's file name is a language tag ("es-419", "pt-br"), which Locale reads.
        if let own = Locale(identifier: EspeakEngine.name(ofFile: voice.rawValue)).groupingSeparator?.first {
            separators.insert(own)
        }
        Self.separators.withLock { $0[voice] = separators }
        return separators
    }

    private static let separators = Locked<[Voice: Set<Character>]>([:])

    /// The language the table gives `voice` (a variant, "+f3", left out): the shortest tag
    /// whose voice it is, one of the voice's own language first ("zh-Hans" for
    /// "cmn-latn-pinyin", "yue-Hans" for "yue", "sr" for "sr"), or one whose
    /// voice starts with the same subtag ("cmn" is the Mandarin of "cmn-latn-pinyin"); `nil`
    /// for a voice the table does not use.
    func language(of voice: Voice) throws(SpeechError) -> Locale? {
        let name = EspeakEngine.withoutVariant(voice).rawValue.lowercased()
        let voices = try tableVoices().voices
        let first = name.split(separator: "-").first.map(String.init) ?? name
        // A tag of the voice's own language first ("yue-Hans" for "yue", not "zh-HK").
        func shortest(_ tags: [String]) -> String? {
            tags.min { ($0.lowercased().hasPrefix(first) ? 0 : 1, $0.count, $0) < ($1.lowercased().hasPrefix(first) ? 0 : 1, $1.count, $1) }
        }
        let exact = voices.filter { $0.value.rawValue.lowercased() == name }.map(\.key)
        let tag = shortest(exact) ?? shortest(voices.filter {
            $0.value.rawValue.lowercased().split(separator: "-").first.map(String.init) == first
        }.map(\.key))
        return tag.map { Locale(identifier: $0) }
    }

    /// The table's voice for `locale`, if its language has one.
    ///
    /// - Throws: ``SpeechError/engineUnavailable(_:)`` when the table's voices are malformed.
    func voice(for locale: Locale) throws(SpeechError) -> Voice? {
        if let known = voicesByLocale.withLock({ $0[locale.identifier] }) { return known }
        let read = try tableVoices()
        let voice = read.matcher.bestMatch(for: locale).flatMap { read.voices[$0] }
        voicesByLocale.withLock { $0[locale.identifier] = voice }
        return voice
    }

    /// The table's voices by tag, and a matcher of its tags; decoded once.
    private func tableVoices() throws(SpeechError) -> (voices: [String: Voice], matcher: LocaleTagMatcher) {
        try voicesRead.withLock { (read) throws(SpeechError) in
            if let read { return read }
            // Only the file's voices are decoded, as only a voice's own respellings are.
            let voices: [String: String]
            do {
                guard let slice = try JSONSlice(json).value(at: ["voices"]) else { throw JSONSlice.Malformed(offset: 0, problem: "no voices") }
                voices = try JSONDecoder().decode([String: String].self, from: Data(slice))
            } catch {
                throw Self.unreadable(error)
            }
            // Norwegian "no" is written in Bokmål; Nynorsk "nn" is a written language of
            // its own and gets no Bokmål voice unasked.
            let made = (voices: voices.mapValues(Voice.init(rawValue:)),
                        matcher: LocaleTagMatcher(tags: voices.keys, languageAliases: ["no": "nb"]))
            read = made
            return made
        }
    }
}
#endif
