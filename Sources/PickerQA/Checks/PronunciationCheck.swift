import Foundation
import PickerAccessibility
import PickerModel
import PickerSpeech

/// Asks a speech checker what a voice makes of texts, once per voice and text for the
/// whole sweep, and says what cannot be said.
///
/// Many locales share a voice and many of their texts ("14 Uhr" in de_DE, de_AT, de_CH...),
/// and espeak-ng serializes every call, so answers are kept.
final class PronunciationCheck: Sendable {
    let checker: any QASpeechChecker
    private let problems = Locked<[Key: PronunciationProblem?]>([:])
    private let agreements = Locked<[AgreementKey: NumberAgreement.Other?]>([:])

    private struct Key: Hashable {
        let voice: Voice
        let text: String
    }

    private struct AgreementKey: Hashable {
        let voice: Voice
        let agreement: NumberAgreement
    }

    init(checker: any QASpeechChecker) {
        self.checker = checker
    }

    /// The voice for `locale`, or the reason there is none.
    func voice(for locale: Locale) -> Result<Voice, SpeechError> {
        do {
            return .success(try checker.voice(for: locale))
        } catch {
            return .failure(error)
        }
    }

    /// What the engine printed while `voice` was in use, after it has read something in
    /// it at least once, so that a message printed when the voice loads is always there
    /// whichever locale loaded it first.
    func engineMessages(for voice: Voice) -> [String] {
        _ = problem(saying: "1", voice: voice)
        return checker.engineMessages(for: voice)
    }

    /// Why `voice` cannot say `text`, as what the voice does ("says nothing for it") with
    /// the finding code it makes, or `nil` when it can.
    ///
    /// What espeak-ng does with what it cannot read, measured with 1.51:
    /// - a character outside the voice's alphabet is named, through a switch to another
    ///   voice, written `(en)` in the phonemes: "月" in Japanese is `(en)tʃˈaɪniːz(ja)lˈe̞tə`,
    ///   "Москва" in German "kyrillisch (en)ˈɛm(de)...";
    /// - digits a voice cannot read are silent (Hebrew, Cherokee; any voice with digits of
    ///   another script): "14" in Hebrew has no phonemes, "14 שעות" only those of the word;
    /// - a mark that is not punctuation to the voice is read as a word: "/" is "slash" in
    ///   English, and in Hebrew through English ("החלק/י" is `ʔχlk (en)slˈaʃ(he) jˈod`).
    ///   A mark is read aloud when the phonemes with it differ from those with a space in
    ///   its place; the marks that are meant to be said ("%", "+", "°") are not looked at.
    func problem(saying text: String, voice: Voice) -> PronunciationProblem? {
        let key = Key(voice: voice, text: text)
        if let known = problems.withLock({ $0[key] }) { return known }
        let problem = findProblem(saying: text, voice: voice)
        problems.withLock { $0[key] = problem }
        return problem
    }

    private func findProblem(saying text: String, voice: Voice) -> PronunciationProblem? {
        guard !TextChecks.isBlank(text) else { return nil }
        var phonemes: String
        do {
            phonemes = try checker.phonemes(of: text, voice: voice)
        } catch {
            return PronunciationProblem(code: .unpronounceable, detail: "fails on it: \(error)")
        }
        if TextChecks.isBlank(phonemes) {
            return PronunciationProblem(code: .silentToken, detail: "says nothing for it")
        }
        // A mark read as a word is reported as such, and left out of the checks below: the
        // switch to English that says Hebrew's "slash" is the mark's, not a letter's.
        var rest = text
        var restPhonemes: String?
        for mark in Self.marks(in: text) {
            let without = text.replacingOccurrences(of: String(mark), with: " ")
            guard let plain = try? checker.phonemes(of: without, voice: voice) else { continue }
            if Self.sound(of: plain) != Self.sound(of: phonemes) {
                return PronunciationProblem(code: .markReadAloud, detail: "reads the mark \"\(mark)\" aloud")
            }
            // Silent between two numbers, the mark leaves them run together: Turkish
            // "21 / 31" is heard "yirmi bir otuz bir".
            if Self.standsBetweenNumbers(mark, in: text) {
                return PronunciationProblem(
                    code: .silentToken, detail: "says nothing for the \"\(mark)\" between two numbers, which run together"
                )
            }
            rest = rest.replacingOccurrences(of: String(mark), with: " ")
            // With one mark, the text without it has just been read: not asked twice.
            restPhonemes = rest == without ? plain : nil
        }
        if rest != text, let plain = restPhonemes ?? (try? checker.phonemes(of: rest, voice: voice)) { phonemes = plain }
        if let language = Self.switchedLanguage(in: phonemes) {
            return PronunciationProblem(code: .readAsName, detail: "switches to \(language) to name characters it cannot read")
        }
        // One run of digits stands for all of them: a voice reads every number or none.
        if let digits = Self.firstDigitRun(in: text), digits != text {
            let said = try? checker.phonemes(of: digits, voice: voice)
            if said.map(TextChecks.isBlank) ?? true {
                return PronunciationProblem(code: .silentToken, detail: "says nothing for the digits \"\(digits)\"")
            }
        }
        return nil
    }

    /// Whether `voice` says each number in digits before a noun CLDR gives a gender in that
    /// gender: the phonemes of the written "1 minuta" are nearer those of CLDR's feminine
    /// "jedna minuta" than those of every other gender's ("jedan minuta", "jedno minuta").
    /// The first that is nearer another gender's, or `nil`.
    ///
    /// Nearer, not equal: espeak-ng reads a number in digits and the same number in words
    /// with small differences ("14" is `fˈɪɾtseːn`, "vierzehn" `fˈiːɾtseːn`), so only a
    /// number whose words depend on the gender is looked at, and the nearest reading wins.
    /// Case is not checked: CLDR gives a unit's forms after a number, not after a
    /// preposition ("из", "z").
    func agreementProblem(saying text: String, voice: Voice, locale: Locale) -> PronunciationProblem? {
        for agreement in NumberAgreement.all(in: text, nouns: UnitGenders.nouns(locale: locale), locale: locale) {
            let key = AgreementKey(voice: voice, agreement: agreement)
            let heardAs: NumberAgreement.Other?
            if let known = agreements.withLock({ $0[key] }) {
                heardAs = known
            } else {
                heardAs = otherGender(heardIn: agreement, voice: voice)
                agreements.withLock { $0[key] = .some(heardAs) }
            }
            if let heardAs {
                let noun = agreement.noun
                return PronunciationProblem(
                    code: .numberAgreement,
                    detail: "says \"\(agreement.written)\" as the \(heardAs.gender) \"\(heardAs.said)\", where CLDR gives "
                        + "\"\(noun.word)\" the \(noun.gender) gender: \"\(agreement.said)\""
                )
            }
        }
        return nil
    }

    /// The other gender whose reading the voice's reading of `agreement.written` is nearest,
    /// when it is that reading exactly ("два" for Ukrainian "2 хвилини", one vowel from
    /// "дві") or nearer than the noun's own by two phonemes or more; else `nil`. An engine
    /// that fails on any of them is reported by ``problem(saying:voice:)``, not here.
    private func otherGender(heardIn agreement: NumberAgreement, voice: Voice) -> NumberAgreement.Other? {
        func sound(_ text: String) -> [Unicode.Scalar]? {
            (try? checker.phonemes(of: text, voice: voice)).map { Array(Self.sound(of: $0).unicodeScalars) }
        }
        guard let heard = sound(agreement.written), let said = sound(agreement.said) else { return nil }
        let own = Self.distance(heard, said)
        var nearest: (other: NumberAgreement.Other, distance: Int)?
        for other in agreement.otherwise {
            guard let phonemes = sound(other.said) else { return nil }
            let distance = Self.distance(heard, phonemes)
            if distance < nearest?.distance ?? Int.max { nearest = (other, distance) }
        }
        guard let nearest, nearest.distance < own,
              nearest.distance == 0 || nearest.distance + Self.agreementMargin <= own
        else { return nil }
        return nearest.other
    }

    /// How much nearer another gender's reading must be than the noun's own, unless it is
    /// that reading exactly. A reading one phoneme off either way is the engine's own form,
    /// not another gender: Italian "21 minuti" is read "ventuno", one from the masculine
    /// "ventun" and one from the feminine "ventuna". Measured on every finding
    /// of `qa --all-locales` with espeak-ng 1.51: a wrong gender is two or more nearer
    /// ("jedan" for Croatian "1 minuta" is 0 from the masculine, 2 from "jedna").
    static let agreementMargin = 2

    /// The edit distance between two phoneme strings, in scalars.
    static func distance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        var previous = Array(0...rhs.count)
        var current = previous
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }

    /// The marks of `text` that could be read as words: punctuation and symbols other than
    /// those a voice pauses at or is meant to say, each once, in order.
    static func marks(in text: String) -> [Character] {
        var seen: [Character] = []
        for character in text where !seen.contains(character) && !pausesAndSaid.contains(character) {
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { continue }
            switch scalar.properties.generalCategory {
            case .otherPunctuation, .mathSymbol, .otherSymbol, .modifierSymbol, .connectorPunctuation:
                seen.append(character)
            default:
                continue
            }
        }
        return seen
    }

    /// Whether `mark` stands between two digits in `text`, with only spaces between
    /// ("21 / 31", "6/60").
    static func standsBetweenNumbers(_ mark: Character, in text: String) -> Bool {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == mark {
            let before = characters[..<index].last { !$0.isWhitespace }
            let after = characters[(index + 1)...].first { !$0.isWhitespace }
            if before?.isNumber == true, after?.isNumber == true { return true }
        }
        return false
    }

    /// Punctuation a voice pauses at, and symbols that are meant to be said.
    private static let pausesAndSaid: Set<Character> = [
        ".", ",", ";", ":", "!", "?", "\"", "'", "…", "·", "\u{2019}", "\u{2018}",
        "。", "、", "，", "；", "：", "！", "？", "،", "؛", "؟", "।", "॥", "׳", "״",
        // Armenian, Ethiopic and Myanmar commas and full stops.
        "\u{055D}", "\u{0589}", "\u{1363}", "\u{1362}", "\u{104A}", "\u{104B}",
        "%", "‰", "+", "°", "′", "″", "&",
    ]

    /// Phonemes as heard: without the spaces and stress marks that a removed mark moves.
    private static func sound(of phonemes: String) -> String {
        String(phonemes.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "ˈ" && $0 != "ˌ" }.map(Character.init))
    }

    /// The language of the first voice switch in espeak-ng's phonemes (`(en)` → "en").
    static func switchedLanguage(in phonemes: String) -> String? {
        var rest = phonemes[...]
        while let open = rest.firstIndex(of: "(") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: ")") else { return nil }
            let name = after[..<close]
            if (2...12).contains(name.count),
               name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }),
               name.first?.isLetter == true
            {
                return String(name)
            }
            rest = after[after.index(after: close)...]
        }
        return nil
    }

    /// The first run of decimal digits of one script in `text`.
    static func firstDigitRun(in text: String) -> String? {
        var run = ""
        var runZero: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let zero = TextChecks.zero(of: scalar), runZero == nil || runZero == zero {
                runZero = zero
                run.unicodeScalars.append(scalar)
            } else if runZero != nil {
                break
            }
        }
        return run.isEmpty ? nil : run
    }
}

/// What a voice cannot do with a text: the finding code (``QAFinding/Code/readAsName``,
/// ``QAFinding/Code/silentToken``, ``QAFinding/Code/markReadAloud``, or
/// ``QAFinding/Code/unpronounceable`` when the engine fails) and what it does, as a phrase
/// ("says nothing for the digits \"14\"").
struct PronunciationProblem: Sendable, Hashable {
    let code: QAFinding.Code
    let detail: String
}
