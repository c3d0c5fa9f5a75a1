import Foundation
import PickerAccessibility
import PickerModel
import PickerSession
import PickerSpeech
import PickerTestSupport
import Testing

/// Speaking a picker, above the speech layer: a recording synthesizer stands in for the
/// engine, and its audio is a tone of 10 ms per character.
@Suite("PickerSpeaker")
struct PickerSpeakerTests {
    let synthesizer = RecordingSynthesizer(sampleRate: 1000, millisecondsPerCharacter: 10)

    @Test("an element is spoken part by part, with each part's pause after it")
    func partsAndPauses() throws {
        let picker = makePicker(.time, locale: "en_US")
        let speaker = PickerSpeaker(synthesizer: synthesizer)
        let element = try #require(PickerNarrator().element(for: .hour, of: picker))
        let spoken = try #require(try speaker.speakElement(for: .hour, of: picker))

        // What the engine was asked to say: each part without its closing mark.
        #expect(synthesizer.requests.map(\.text) == [
            "Hour", "2 o'clock", "Picker Item", "Adjustable", "3 of 12",
            "Swipe up or down with one finger to adjust the value",
        ])
        #expect(synthesizer.requests.allSatisfy { $0.voice == Voice("en") && $0.format == .plainText })
        #expect(spoken.text == element.utterance)

        // 10 samples per character at 1 kHz, then the pause: 200 ms after the label, 400
        // after the value, 250 after the others, none after the last.
        let pauses = [200, 400, 250, 250, 250, 0]
        var expectedStart = 0
        for (segment, pause) in zip(spoken.segments, pauses) {
            #expect(segment.start == .milliseconds(expectedStart))
            #expect(segment.pauseAfter == .milliseconds(pause))
            let sound = segment.speech.text.count * 10
            let first = expectedStart
            #expect(spoken.audio.samples[first..<first + sound].allSatisfy { $0 == RecordingSynthesizer.toneLevel })
            #expect(spoken.audio.samples[first + sound..<first + sound + pause].allSatisfy { $0 == 0 })
            expectedStart += sound + pause
        }
        #expect(spoken.audio.samples.count == expectedStart)
        #expect(spoken.segments.map(\.kind) == [.label, .value, .trait, .trait, .position, .hint])
    }

    @Test("settings that leave parts out leave them out of the audio too")
    func settings() throws {
        let picker = makePicker(.time, locale: "en_US")
        let narrator = PickerNarrator(settings: VoiceOverSettings(speaksLabels: false, speaksPosition: false, speaksHints: false))
        let spoken = try #require(try PickerSpeaker(synthesizer: synthesizer, narrator: narrator).speakElement(for: .hour, of: picker))
        #expect(synthesizer.requests.map(\.text) == ["2 o'clock", "Picker Item", "Adjustable"])
        #expect(spoken.audio.samples.count == (9 + 11 + 10) * 10 + 400 + 250)
    }

    @Test("an action speaks the announcement: the new value alone")
    func announcement() throws {
        let picker = makePicker(.time, locale: "de_DE")
        let speaker = PickerSpeaker(synthesizer: synthesizer, prosody: Prosody(rate: 300))
        let action = try speaker.perform(.increment, on: .hour, of: picker)
        #expect(action.speech.text == "15 Uhr")
        #expect(action.result.announcement == "15 Uhr")
        #expect(action.result.changed)
        #expect(action.result.wheels.map(\.selectedRowContent.text) == ["15", "05"])
        #expect(synthesizer.requests == [.init(text: "15 Uhr", voice: Voice("de"), prosody: Prosody(rate: 300), format: .plainText)])
        #expect(action.speech.audio.samples.count == 6 * 10)
        #expect(try speaker.speakAnnouncement(for: .dayPeriod, of: picker) == nil, "a 24-hour clock has no AM/PM wheel")
    }

    @Test("the voice comes from the picker's locale unless one is given, and a missing one is an error")
    func voices() throws {
        let picker = makePicker(.time, locale: "fr_CA")
        #expect(try PickerSpeaker(synthesizer: synthesizer).voice(for: picker) == Voice("fr"))
        #expect(try PickerSpeaker(synthesizer: synthesizer, voice: Voice("en-us")).voice(for: picker) == Voice("en-us"))
        let englishOnly = RecordingSynthesizer(voices: ["en": Voice("en-us")])
        #expect(throws: SpeechError.noVoice(locale: "fr_CA")) {
            try PickerSpeaker(synthesizer: englishOnly).speakElement(for: .hour, of: picker)
        }
        #expect(englishOnly.requests.isEmpty)
    }

    @Test("the engine gets the spoken form of the picker's locale; the text and segments keep the written one")
    func spokenForm() throws {
        let picker = makePicker(.time, locale: "ru_RU")
        let spoken = try PickerSpeaker(synthesizer: synthesizer).speak(announcement: "21 минута", of: picker)
        #expect(synthesizer.requests.map(\.text) == ["двадцать одна минута"])
        #expect(spoken.text == "21 минута")
        #expect(spoken.segments.map(\.written) == ["21 минута"])
        #expect(spoken.segments.map(\.speech.text) == ["двадцать одна минута"])
    }

    @Test("the recording synthesizer refuses empty text, and marks each word where it is")
    func recorder() throws {
        #expect(throws: SpeechError.emptyText) { try synthesizer.synthesize(" \n", voice: Voice("en")) }
        let speech = try synthesizer.synthesize("Swipe up  or down", voice: Voice("en"))
        #expect(speech.words.map { String(speech.text[$0.range]) } == ["Swipe", "up", "or", "down"])
        #expect(speech.words.map(\.time) == [0, 60, 100, 130].map { .milliseconds($0) })
    }
}

