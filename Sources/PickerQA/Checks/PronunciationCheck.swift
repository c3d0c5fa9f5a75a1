import Foundation
import PickerModel
import PickerSpeech

/// Asks a speech checker what a voice makes of texts, once per voice and text for the
/// whole sweep, and says what cannot be said.
///
/// Many locales share a voice and many of their texts ("14 Uhr" in de_DE, de_AT, de_CH...),
/// and espeak-ng serializes every call, so answers are kept.
final class PronunciationCheck: Sendable {
    let checker: any QASpeechChecker
    private let problems = Locked<[Key: String?]>([:])

    private struct Key: Hashable {
        let voice: Voice
        let text: String
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

    /// Why `voice` cannot say `text`, as what the voice does ("says nothing for it"), or
    /// `nil` when it can.
    ///
    /// What espeak-ng does with what it cannot read, measured with 1.51:
    /// - a character outside the voice's alphabet is named, through a switch to another
    ///   voice, written `(en)` in the phonemes: "月" in Japanese is `(en)tʃˈaɪniːz(ja)lˈe̞tə`,
    ///   "Москва" in German "kyrillisch (en)ˈɛm(de)...";
    /// - digits a voice cannot read are silent (Hebrew, Cherokee; any voice with digits of
    ///   another script): "14" in Hebrew has no phonemes, "14 שעות" only those of the word.
    func problem(saying text: String, voice: Voice) -> String? {
        let key = Key(voice: voice, text: text)
        if let known = problems.withLock({ $0[key] }) { return known }
        let problem = findProblem(saying: text, voice: voice)
        problems.withLock { $0[key] = problem }
        return problem
    }

    private func findProblem(saying text: String, voice: Voice) -> String? {
        guard !TextChecks.isBlank(text) else { return nil }
        let phonemes: String
        do {
            phonemes = try checker.phonemes(of: text, voice: voice)
        } catch {
            return "fails on it: \(error)"
        }
        if let language = Self.switchedLanguage(in: phonemes) {
            return "switches to \(language) to name characters it cannot read"
        }
        if TextChecks.isBlank(phonemes) {
            return "says nothing for it"
        }
        // One run of digits stands for all of them: a voice reads every number or none.
        if let digits = Self.firstDigitRun(in: text), digits != text {
            let said = try? checker.phonemes(of: digits, voice: voice)
            if said.map(TextChecks.isBlank) ?? true {
                return "says nothing for the digits \"\(digits)\""
            }
        }
        return nil
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
