#if Speech
import Foundation
import PickerAccessibility
import PickerSpeech
import PickerVoiceResources
import Synchronization

/// `Resources/Voices/espeak-ng.json`: the voice for each translation table's language, and
/// the respellings each voice needs.
struct EspeakVoiceTable: Sendable {
    /// A replacement made in the text sent to the engine only.
    struct Respelling: Sendable, Decodable {
        /// Where a respelling applies.
        enum Scope: String, Sendable, Decodable {
            /// A whole text equal to `from` (a phrase or value of PickerVoice's).
            case part
            /// `from` wherever it occurs.
            case anywhere
        }

        let from: String
        let to: String
        let scope: Scope
    }

    private struct File: Decodable {
        let voices: [String: String]
        let respellings: [String: [Respelling]]
    }

    /// The voice for each tag ("pt-BR": "pt-br").
    let voices: [String: Voice]
    /// The respellings for each voice, longest `from` first.
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
        respellings = Dictionary(uniqueKeysWithValues: file.respellings.map { name, list in
            (Voice(name), list.sorted { $0.from.count > $1.from.count })
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

    private static let separators = Mutex<[Voice: Set<Character>]>([:])

    /// The table's voice for `locale`, if its language has one.
    func voice(for locale: Locale) -> Voice? {
        matcher.bestMatch(for: locale).flatMap { voices[$0] }
    }
}
#endif
