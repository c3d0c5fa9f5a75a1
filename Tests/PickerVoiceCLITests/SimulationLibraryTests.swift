import Foundation
import PickerAccessibility
import PickerModel
import PickerSession
import Testing

/// `simulate` as a library call: what a Swift kiosk gets in process is what the command
/// prints, and the session selects rows by the same reading as the command line.
@Suite("Simulation in the library")
struct SimulationLibraryTests {
    static let arguments = ["--mode", "dateAndTime", "--locale", "de_DE", "--time-zone", "Europe/Berlin",
                            "--date", "2026-11-21T14:05", "--now", "2026-11-21T09:00:00Z", "--minute-interval", "5"]
    static let actions = "increment hour, decrement minute, select date 2026-11-27, select hour #1, select minute 30"

    @Test("Simulation.run in process gives the report simulate --format json prints")
    func inProcessMatchesCLI() throws {
        let request = PickerRequest(mode: .dateAndTime, locale: "de_DE", timeZone: "Europe/Berlin", date: "2026-11-21T14:05",
                                    now: "2026-11-21T09:00:00Z", minuteInterval: 5)
        let configured = try request.build(in: .init(locale: nil, timeZone: nil, clock: { Date(timeIntervalSince1970: 0) }), naming: .options)
        let report = try Simulation.run(try ActionScript(Self.actions), on: configured, narrator: PickerNarrator())
        #expect(report.steps.map(\.announcement) == ["15 Uhr", "0 Minuten", "Freitag, 27. November", "0 Uhr", "30 Minuten"])
        let inProcess = try JSON(parsing: try report.rendered(as: .json))
        let printed = try PickerVoiceProcess.json(["simulate"] + Self.arguments + ["--actions", Self.actions])
        #expect(printed["provenance"]?["tool"] == "pickervoice")
        #expect(inProcess == printed.removing("provenance"))
    }

    @Test("a step that names no row fails with its number and text, and no option name")
    func stepFailure() throws {
        let configured = try PickerRequest(mode: .time, locale: "en_US", timeZone: "UTC", date: "2026-11-21T14:05", now: "2026-11-21T12:00:00Z")
            .build(in: .init(locale: nil, timeZone: nil, clock: { Date(timeIntervalSince1970: 0) }), naming: .json)
        #expect {
            try Simulation.run(try ActionScript("increment hour, select hour 13"), on: configured, narrator: PickerNarrator())
        } throws: { error in
            let failure = error as? Simulation.StepFailure
            return failure?.step == 2 && failure?.description.hasPrefix("step 2 'select hour 13': no row '13' on the hour wheel") == true
                && failure?.description.contains("--") == false
        }
    }

    @Test("the session's select by text reads numbers, positions and days as the command line does")
    func sessionSelectsLikeCLI() throws {
        let (lines, _) = try SessionTests.session([
            #"{"id":1,"op":"configure","picker":{"mode":"dateAndTime","locale":"de_DE","timeZone":"Europe/Berlin","date":"2026-11-21T14:05","now":"2026-11-21T09:00:00Z"}}"#,
            #"{"id":2,"op":"select","wheel":"date","text":"2026-11-27"}"#,
            ##"{"id":3,"op":"select","wheel":"hour","text":"#1"}"##,
            #"{"id":4,"op":"select","wheel":"minute","text":"30"}"#,
            #"{"id":5,"op":"select","wheel":"minute","text":"Smarch"}"#,
        ])
        let responses = try lines.map { try JSON(parsing: $0) }
        #expect(responses[1]["announcement"] == "Freitag, 27. November")
        #expect(responses[2]["announcement"] == "0 Uhr")
        #expect(responses[3]["announcement"] == "30 Minuten")
        #expect(responses[4]["error"]?["code"] == "no-such-row")
        #expect(responses[4]["error"]?["message"]?.stringValue?.hasPrefix("no row 'Smarch' on the minute wheel, whose rows run from 00 to 59") == true)
    }
}

/// Naming a row of a date wheel millions of rows long (the fuzzer's session stall).
@Suite("Row selection on a very long date wheel")
struct LongDateWheelSelectionTests {
    @Test("a text names a day within ten years of the selection; a day further off is named by its date")
    func reach() throws {
        let configured = try PickerRequest(mode: .dateAndTime, locale: "en_US", timeZone: "UTC", date: "9999-12-31", now: "2026-11-21T12:00:00Z")
            .build(in: .init(locale: nil, timeZone: nil, clock: { Date(timeIntervalSince1970: 0) }), naming: .json)
        let picker = configured.picker
        let wheel = try #require(picker.wheel(.date))
        #expect(wheel.rowCount > 2_900_000)
        #expect(try RowSelection.row(named: "Mon, Dec 27", on: .date, of: picker) == wheel.selectedRow - 4)
        #expect(throws: PickerInput.Failure.self) { try RowSelection.row(named: "PM", on: .date, of: picker) }
        #expect(try RowSelection.row(named: "1990-05-01", on: .date, of: picker) == wheel.rowIndex(containing: try Date("1990-05-01T12:00:00Z", strategy: .iso8601)))
    }
}
