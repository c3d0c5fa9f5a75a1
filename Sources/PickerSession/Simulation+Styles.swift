import Foundation
import PickerAccessibility
import PickerModel
import PickerReports

extension Simulation {
    /// The gestures of a script for a styled picker: `next, activate, increment`, and the
    /// words people use for them ("swipe right", "double tap", "swipe up", "scrub").
    ///
    /// - Throws: ``StepFailure`` for the first step that is no gesture.
    package static func gestures(_ text: String) throws(StepFailure) -> [(text: String, gesture: StyleNavigator.Gesture)] {
        let aliases: [String: StyleNavigator.Gesture] = [
            "swipe right": .next, "swipe left": .previous, "double tap": .activate, "double-tap": .activate,
            "swipe up": .increment, "swipe down": .decrement, "scrub": .escape, "two-finger scrub": .escape,
        ]
        let steps = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var gestures: [(text: String, gesture: StyleNavigator.Gesture)] = []
        for (index, step) in steps.enumerated() {
            let name = step.lowercased()
            guard let gesture = StyleNavigator.Gesture(rawValue: name) ?? aliases[name] else {
                let known = StyleNavigator.Gesture.allCases.map(\.rawValue).joined(separator: ", ")
                throw StepFailure(step: index + 1, text: step, reason: "not a gesture; the gestures are \(known) (or swipe right, swipe left, double tap, swipe up, swipe down, scrub)")
            }
            gestures.append((step, gesture))
        }
        guard !gestures.isEmpty else { throw StepFailure(step: 1, text: text, reason: "no gesture") }
        return gestures
    }

    /// Performs `gestures` as a VoiceOver user on the configured picker shown in `style`,
    /// from its first element (with the popover of `expanded` open, for a compact picker),
    /// and reports what is said after each: each step names the element focused after it.
    package static func run(
        gestures: [(text: String, gesture: StyleNavigator.Gesture)], on configured: ConfiguredPicker, style: DatePickerStyle,
        expanded: CompactDatePicker.Part? = nil, narrator: PickerNarrator, extraWarnings: [WarningReport] = []
    ) -> SimulateReport {
        let picker = configured.picker
        let start = configured.report(extraWarnings: extraWarnings)
        let shownAtStart = picker.columns.map(ColumnShown.init)
        let user = StyleNavigator(picker: picker, style: style, narrator: narrator)
        if let expanded { user.open(expanded) }
        let steps = gestures.map { step in
            let result = user.perform(step.gesture)
            return StepReport(action: step.text, focused: result.focused, changed: result.changed, announcement: result.announcement, picker: picker)
        }
        var report = SimulateReport(
            picker: start, settings: SimulateSettingsReport(phrasing: narrator.settings.phrasing),
            localization: narrator.localization(of: picker), start: shownAtStart, steps: steps
        )
        report.style = user.style
        return report
    }
}
