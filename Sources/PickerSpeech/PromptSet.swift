import Foundation
import PickerAccessibility
import PickerModel

/// Everything a kiosk plays for a picker, as a list of prompts to render once: each row's
/// announcement, and each wheel's utterance on focus.
///
/// ```swift
/// let prompts = PromptSet(picker: picker, narrator: PickerNarrator(settings: .init(phrasing: .natural)),
///                         wheels: [.hour, .minute])
/// prompts.prompts.count          // 24 + 60 announcements, 2 focus utterances
/// prompts.prompts[0].file        // "hour/focus.wav"
/// ```
///
/// The `dateAndTime` date wheel, which spans two centuries, is covered for
/// ``dateWheelDays`` days around the picker's date.
public struct PromptSet: Sendable {
    /// One thing to say, and where its audio goes.
    public struct Prompt: Sendable, Hashable {
        /// The wheel.
        public let wheel: WheelKind
        /// The row whose announcement this is (from 0), or `nil` for the utterance on focus.
        public let row: Int?
        /// What is said.
        public let text: String
        /// The utterance's parts, with their pauses.
        public let parts: [UtterancePart]
        /// What the engine reads for ``text`` where it differs from it (``SpokenForm``).
        public let spokenAs: String?
        /// The file's path inside the set's folder: "hour/focus.wav", "hour/014.wav".
        public let file: String
    }

    /// How many days of the `dateAndTime` date wheel a set covers, centred on the date.
    public static let dateWheelDays = 365

    /// The prompts, wheel by wheel in on-screen order, focus first, then the rows in order.
    public let prompts: [Prompt]
    /// What the engine reads for the picker's locale.
    public let spokenForm: SpokenForm

    /// The prompts of `wheels` (all of the picker's when `nil`) as `narrator` words them.
    public init(picker: DatePicker, narrator: PickerNarrator, wheels: [WheelKind]? = nil) {
        var prompts: [Prompt] = []
        let spokenForm = SpokenForm(locale: picker.locale)
        let elements = narrator.elements(of: picker)
        for (wheel, element) in zip(picker.wheels, elements) where wheels?.contains(wheel.kind) ?? true {
            let name = wheel.kind.rawValue
            prompts.append(Prompt(
                wheel: wheel.kind, row: nil, text: element.utterance, parts: element.parts,
                spokenAs: spokenForm.spokenAs(element.utterance), file: "\(name)/focus.wav"
            ))
            var rows = 0..<wheel.rowCount
            if wheel.kind == .date {
                let half = Self.dateWheelDays / 2
                let first = max(0, wheel.selectedRow - half)
                rows = first..<min(wheel.rowCount, first + Self.dateWheelDays)
            }
            let width = String(wheel.rowCount - 1).count
            for index in rows {
                let text = narrator.spokenValue(of: wheel.row(at: index), in: picker)
                let number = String(index)
                let file = "\(name)/\(String(repeating: "0", count: max(0, width - number.count)))\(number).wav"
                prompts.append(Prompt(
                    wheel: wheel.kind, row: index, text: text,
                    parts: [UtterancePart(kind: .value, text: text, pauseAfter: .zero)], spokenAs: spokenForm.spokenAs(text), file: file
                ))
            }
        }
        self.prompts = prompts
        self.spokenForm = spokenForm
    }

    /// A key for a prompt's audio: the same key, the same audio. It covers the text and its
    /// parts with their pauses, the spoken form where it differs, the voice, the prosody and
    /// the engine (name and version): audio made before a change in the spoken form is made again.
    /// FNV-1a over UTF-8, written in hex: stable across runs and machines.
    public static func contentKey(of prompt: Prompt, voice: Voice, prosody: Prosody, engine: String) -> String {
        let parts = prompt.parts.map { "\($0.kind.rawValue):\($0.pauseAfter.components.seconds).\($0.pauseAfter.components.attoseconds):\($0.text)" }
        // The spoken form only where it differs, so that keys of other languages stay as they were.
        let spoken = prompt.spokenAs.map { ["spoken:\($0)"] } ?? []
        let material = ([engine, voice.rawValue, "\(prosody.rate)/\(prosody.pitch)/\(prosody.volume)"] + parts + spoken)
            .joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in material.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
