import Foundation
import PickerAccessibility
import PickerModel
import Testing

@_exported import PickerTestSupport

extension PickerNarrator {
    /// The spoken value of a wheel, failing the test when the mode has no such wheel.
    func value(of wheel: WheelKind, _ picker: DatePicker, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let element = element(for: wheel, of: picker)
        #expect(element != nil, "no \(wheel) wheel", sourceLocation: sourceLocation)
        return element?.value ?? ""
    }
}
