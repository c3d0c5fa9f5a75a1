import Foundation
import PickerAccessibility
import PickerModel
import Testing

@Suite("Accessibility elements")
struct AccessibilityElementTests {
    @Test("The documented example: an en_US hour wheel at 14:00 with labels and position off")
    func documentedExample() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:00")
        let narrator = PickerNarrator(settings: VoiceOverSettings(speaksLabels: false, speaksPosition: false))
        let hour = try #require(narrator.element(for: .hour, of: picker))
        #expect(hour.utterance == "2 o'clock. Picker Item. Adjustable. Swipe up or down with one finger to adjust the value.")
    }

    @Test("Every part of an en_US hour wheel, with every setting on")
    func everyPart() throws {
        let picker = makePicker(.time, at: "2026-11-21T14:05")
        let hour = try #require(PickerNarrator().element(for: .hour, of: picker))
        #expect(hour.wheel == .hour)
        #expect(hour.label == "Hour")
        #expect(hour.value == "2 o'clock")
        #expect(hour.traits == ["Picker Item", "Adjustable"])
        #expect(hour.position == "3 of 12")
        #expect(hour.hint == "Swipe up or down with one finger to adjust the value.")
        #expect(hour.utterance == "Hour. 2 o'clock. Picker Item. Adjustable. 3 of 12. Swipe up or down with one finger to adjust the value.")
        #expect(hour.parts.map(\.kind) == [.label, .value, .trait, .trait, .position, .hint])
        // Parts carry no closing mark, the hint's included; the hint field is the sentence.
        #expect(hour.parts.map(\.text) == ["Hour", "2 o'clock", "Picker Item", "Adjustable", "3 of 12", "Swipe up or down with one finger to adjust the value"])
        #expect(hour.localization == LocalizationMatch(requested: "en-US", table: "en", isFallback: false))
    }

    @Test("Pauses follow every part but the last")
    func pauses() throws {
        let picker = makePicker(.time)
        for settings in [VoiceOverSettings(), VoiceOverSettings(speaksHints: false), VoiceOverSettings(speaksPosition: false, speaksHints: false)] {
            let parts = try #require(PickerNarrator(settings: settings).element(for: .minute, of: picker)).parts
            #expect(parts.last?.pauseAfter == .zero)
            #expect(parts.dropLast().allSatisfy { $0.pauseAfter > .zero })
            #expect(parts.dropLast().allSatisfy { $0.pauseAfter == UtterancePart.pause(after: $0.kind) })
        }
    }

    @Test(
        "Each setting removes its part and nothing else",
        arguments: [false, true], [false, true]
    )
    func settings(labels: Bool, position: Bool) throws {
        for hints in [false, true] {
            let settings = VoiceOverSettings(speaksLabels: labels, speaksPosition: position, speaksHints: hints)
            let minute = try #require(PickerNarrator(settings: settings).element(for: .minute, of: makePicker(.time)))
            var expected: [String] = []
            if labels { expected.append("Minute.") }
            expected += ["5 minutes.", "Picker Item.", "Adjustable."]
            if position { expected.append("6 of 60.") }
            if hints { expected.append("Swipe up or down with one finger to adjust the value.") }
            #expect(minute.utterance == expected.joined(separator: " "), "\(settings)")
            // The element keeps every field whatever is spoken.
            #expect(minute.label == "Minute" && minute.position == "6 of 60")
        }
    }

    @Test("Every wheel of every mode in en_US has its label and spoken value")
    func englishWheels() {
        let narrator = PickerNarrator()
        let expected: [(DatePickerMode, [(String, String)])] = [
            (.date, [("Month", "November"), ("Day", "21"), ("Year", "2026")]),
            (.time, [("Hour", "2 o'clock"), ("Minute", "5 minutes"), ("AM or PM", "PM")]),
            (.dateAndTime, [("Date", "Today"), ("Hour", "2 o'clock"), ("Minute", "5 minutes"), ("AM or PM", "PM")]),
            (.countDownTimer, [("Hours", "1 hour"), ("Minutes", "2 minutes")]),
        ]
        for (mode, wheels) in expected {
            let elements = narrator.elements(of: makePicker(mode, countDown: 3_720))
            #expect(elements.map(\.label) == wheels.map(\.0), "\(mode)")
            #expect(elements.map(\.value) == wheels.map(\.1), "\(mode)")
        }
    }

    @Test("The position counts from one, in the locale's digits")
    func position() throws {
        let picker = makePicker(.time, locale: "ar_EG", at: "2026-11-21T14:05")
        let minute = try #require(PickerNarrator().element(for: .minute, of: picker))
        #expect(minute.position == "٦ من ٦٠")
        let first = try #require(PickerNarrator().element(for: .minute, of: makePicker(.time, at: "2026-11-21T14:00")))
        #expect(first.position == "1 of 60")
    }

    @Test("Display text and spoken text differ where the eye and the ear need different things")
    func displayAndSpoken() throws {
        let narrator = PickerNarrator()
        let picker = makePicker(.dateAndTime, at: "2026-11-22T09:00")
        let date = try #require(picker.wheel(.date))
        #expect(date.selectedRowContent.text == "Sun, Nov 22")
        #expect(narrator.spokenValue(of: date.selectedRowContent, in: picker) == "Sunday, November 22")
        let minute = try #require(picker.wheel(.minute))
        #expect(minute.selectedRowContent.text == "00")
        #expect(narrator.spokenValue(of: minute.selectedRowContent, in: picker) == "0 minutes")
    }
}
