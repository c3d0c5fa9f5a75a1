// The fixtures (referenceNow, wallTime, wallText, makePicker, DatePicker.shown and .act)
// are shared by every test target: Tests/PickerTestSupport.
@_exported import PickerTestSupport
