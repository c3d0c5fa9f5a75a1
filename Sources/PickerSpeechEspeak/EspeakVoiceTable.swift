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

        /// The respellings the forms make: every pattern with every number of ``words``.
        var respellings: [Respelling] {
            patterns.flatMap { pattern in
                words.map { number, word in
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

    private struct File: Decodable {
        let voices: [String: String]
        let respellings: [String: [Respelling]]
        let numberForms: [String: [NumberForms]]?
    }

    /// The voice for each tag ("pt-BR": "pt-br").
    let voices: [String: Voice]
    /// The respellings for each voice, its number forms' included, longest `from` first.
    let respellings: [Voice: [Respelling]]
    private let matcher: LocaleTagMatcher

    /// The table shipped with PickerVoice, or `nil` when its resource cannot be read.
    static let shipped: Result<EspeakVoiceTable, SpeechError> = {
        do {
            let file = try JSONDecoder().decode(File.self, from: PickerVoiceResources.espeakVoiceTable())
            return .success(EspeakVoiceTable(file))
        } catch {
            return .failure(.engineUnavailable("PickerVoice's table of espeak-ng voices cannot be read: \(error)"))
        }
    }()

    private init(_ file: File) {
        voices = file.voices.mapValues(Voice.init(rawValue:))
        let numberForms = file.numberForms ?? [:]
        let names = Set(file.respellings.keys).union(numberForms.keys)
        respellings = Dictionary(uniqueKeysWithValues: names.map { name in
            let list = (file.respellings[name] ?? []) + (numberForms[name] ?? []).flatMap(\.respellings)
            return (Voice(name), list.sorted { $0.from.count > $1.from.count })
        })
        // Norwegian "no" is written in Bokmål; Nynorsk "nn" is a written language of its
        // own and gets no Bokmål voice unasked.
        matcher = LocaleTagMatcher(tags: file.voices.keys, languageAliases: ["no": "nb"])
    }

    /// The characters that group digits for `voice`: U+00A0, U+202F and U+066C, which
    /// CLDR uses in many languages, and the one of the voice's language ("," for "es-419").
    func groupingSeparators(of voice: Voice) -> Set<Character> {
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

    /// The table's voice for `locale`, if its language has one.
    func voice(for locale: Locale) -> Voice? {
        matcher.bestMatch(for: locale).flatMap { voices[$0] }
    }
}
#endif
