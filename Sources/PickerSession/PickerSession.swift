import Foundation
import PickerAccessibility
import PickerModel
import PickerReports
import PickerSpeech

/// A live picker that a program in any language drives with JSON Lines: one request per
/// line, one response per line with the same `id`. See `docs/session.md` for the protocol
/// and `pickervoice schema session` for its JSON Schema.
///
/// ```swift
/// let session = PickerSession(clock: { now }, synthesizer: EspeakSynthesizer())
/// session.respond(to: #"{"id": 1, "op": "configure", "picker": {"mode": "time", "locale": "de_DE"}}"#)
/// session.respond(to: #"{"id": 2, "op": "increment", "wheel": "hour"}"#)
/// // {"announcement":"15 Uhr","changed":true,"date":"...","id":2,"ok":true,"wheels":[...]}
/// ```
///
/// Every request gets a response, and no request ends the session: a malformed line, an
/// unknown op, a wheel the mode lacks, a line over ``maximumLineBytes`` are answered with
/// `{"id": ..., "error": {"code": ..., "message": ...}}`.
public final class PickerSession {
    /// The longest request line read, in bytes; a longer one is answered with `too-long`.
    public static let maximumLineBytes = 1 << 20

    /// The stable error codes.
    public enum ErrorCode: String, CaseIterable, Sendable {
        /// The line is not a JSON object.
        case parse
        /// The line is longer than ``PickerSession/maximumLineBytes``.
        case tooLong = "too-long"
        /// `op` is missing or unknown.
        case unknownOp = "unknown-op"
        /// A field the op needs is missing or of the wrong kind or value.
        case invalidField = "invalid-field"
        /// An op on the picker before `configure`.
        case notConfigured = "not-configured"
        /// The picker's mode has no such wheel.
        case wheelNotInMode = "wheel-not-in-mode"
        /// `select` named a row the wheel does not have.
        case noSuchRow = "no-such-row"
        /// Speaking failed, or this build has no speech.
        case speech
    }

    struct Failure: Error {
        let code: ErrorCode
        let message: String
    }

    private let clock: @Sendable () -> Date
    let synthesizer: (any SpeechSynthesizer)?
    /// Where `"audio": "file"` writes, under names of this session's own.
    let audioFiles: WAVFolder?
    let player: (any AnnouncementPlayer)?
    /// Where a played announcement's outcome goes, as a line of JSON.
    let events: (@Sendable (String) -> Void)?
    /// The request being answered, as its `id` is written in JSON (`3`, `"a"`, `null`).
    private(set) var requestID = "null"
    /// The picker of the last good `configure`, with what its reports say of its input.
    var configuration: ConfiguredPicker?
    private var picker: DatePicker? { configuration?.picker }
    /// The picker of the last good `configure` with `columns`: the app's own rows.
    var described: (picker: any ColumnPicker, report: CustomPickerReport)?
    /// The translation tables of every picker of the session.
    let tables: PhraseTableSet
    var narrator: PickerNarrator
    /// The voice and prosody of the last good `configure`.
    var speech = SessionSpeech()
    /// The VoiceOver user of a `configure` with a `style`: the compact or inline picker.
    var navigator: StyleNavigator?

    /// A session with no picker yet.
    ///
    /// - Parameters:
    ///   - clock: the instant a `configure` without `now` takes as now.
    ///   - synthesizer: the engine for `"audio"` in responses and the `speak` op; `nil`
    ///     in a build without speech.
    ///   - audioFolder: where `"audio": "file"` writes WAV files, each under a new name of
    ///     this session's own (`s-1f2e3d4c-000001.wav`, then `…-000002.wav`), never over a
    ///     file, a link or a folder that is there, so sessions can share the folder (see
    ///     ``WAVFolder``).
    ///   - player: where announcements are heard as they happen (`pickervoice session
    ///     --play`): each focus, increment, decrement, select and speak plays its text in
    ///     the picker's voice and cuts off the one before, and `stop` silences it. Its
    ///     voice comes from `synthesizer`.
    ///   - tables: the translation tables every picker of the session speaks its fixed
    ///     phrases from (`pickervoice session --localizations`); those built into
    ///     PickerVoice by default.
    ///   - events: receives a line of JSON, from any thread, when an announcement `player`
    ///     played has finished (`{"event":"finished","id":3,"seconds":1.42}`) or was cut off
    ///     (`{"event":"cutOff","id":3,"playedSeconds":0.5}`), `id` being its request's. A
    ///     cut-off is sent before the response to the request that cut it off.
    public init(
        clock: @escaping @Sendable () -> Date, synthesizer: (any SpeechSynthesizer)?, audioFolder: URL? = nil,
        player: (any AnnouncementPlayer)? = nil, tables: PhraseTableSet = .bundled,
        events: (@Sendable (String) -> Void)? = nil
    ) {
        self.tables = tables
        narrator = PickerNarrator(tables: tables)
        self.clock = clock
        self.synthesizer = synthesizer
        audioFiles = audioFolder.map { WAVFolder($0) }
        self.player = player
        self.events = events
    }

    /// The response to one request line, as one line of JSON without its line break.
    public func respond(to line: String) -> String {
        guard line.utf8.count <= Self.maximumLineBytes else {
            return Self.encode(["id": NSNull(), "error": Self.error(.tooLong, "the line has \(line.utf8.count) bytes, more than \(Self.maximumLineBytes)")])
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed]),
              let request = object as? [String: Any]
        else {
            return Self.encode(["id": NSNull(), "error": Self.error(.parse, "the line is not a JSON object")])
        }
        let id = Self.identifier(request["id"])
        requestID = (try? JSONSerialization.data(withJSONObject: id, options: [.fragmentsAllowed]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "null"
        do {
            var response = try handle(request)
            response["id"] = id
            response["ok"] = true
            return Self.encode(response)
        } catch {
            return Self.encode(["id": id, "error": Self.error(error.code, error.message)])
        }
    }

    /// The response to a line too long to read, without reading it.
    ///
    /// - Parameter bytes: The line's length, counted as it was skipped.
    public static func tooLongResponse(bytes: Int) -> String {
        encode(["id": NSNull(), "error": error(.tooLong, "the line has \(bytes) bytes, more than \(maximumLineBytes)")])
    }

    // MARK: Ops

    private func handle(_ request: [String: Any]) throws(Failure) -> [String: Any] {
        guard let op = request["op"] as? String else { throw Failure(code: .unknownOp, message: "the request has no op") }
        try Self.checkFields(request, op: op)
        if let described, ["focus", "increment", "decrement", "select", "describe", "state"].contains(op) {
            return try handleDescribed(op, request, picker: described.picker, report: described.report)
        }
        switch op {
        case "configure":
            let speech = try Self.speech(request)
            try checkVoice(speech.voice)
            var response = try configure(request)
            self.speech = speech
            // A voice listeners do not understand still speaks, but the client is told.
            response["voiceCannotServe"] = voiceCannotServe(locale: picker?.locale ?? described?.picker.locale)
            return response
        case "focus":
            let (picker, wheel) = try wheel(request)
            guard let element = narrator.element(for: wheel, of: picker) else { throw notInMode(wheel, picker) }
            var response: [String: Any] = [
                "wheel": wheel.rawValue, "utterance": element.utterance,
                "parts": element.parts.map { ["kind": $0.kind.rawValue, "text": $0.text, "pauseAfterMilliseconds": Self.milliseconds($0.pauseAfter)] },
            ]
            try addAudio(request, text: element.utterance, parts: element.parts, to: &response, locale: picker.locale)
            try play(element.utterance, locale: picker.locale, into: &response)
            return response
        case "increment", "decrement", "select":
            let (picker, wheel) = try wheel(request)
            let action = try action(op, request, wheel: wheel, picker: picker)
            let result: NarratedAction
            do {
                result = try narrator.perform(action, on: wheel, of: picker)
            } catch .wheelNotInMode {
                throw notInMode(wheel, picker)
            } catch {
                throw Failure(code: .noSuchRow, message: "\(error)")
            }
            var response = state(of: picker, wheels: result.wheels)
            response["announcement"] = result.announcement
            response["changed"] = result.changed
            try addAudio(request, text: result.announcement, parts: nil, to: &response, locale: picker.locale)
            try play(result.announcement, locale: picker.locale, into: &response)
            return response
        case "describe":
            let picker = try configured()
            var report = DescribeReport(
                of: picker, narrator: narrator,
                configuration: configuration?.report() ?? PickerReport(picker, now: clock(), timeZoneName: picker.timeZone.identifier),
                includeRows: false
            )
            report.style = navigator.map { StyleReport(of: picker, style: $0.style, expanded: $0.compact.expanded, narrator: narrator) }
            guard let data = try? JSONEncoder().encode(report), let object = try? JSONSerialization.jsonObject(with: data) else {
                throw Failure(code: .parse, message: "the report could not be encoded")
            }
            return ["report": object]
        case "state":
            let picker = try configured()
            return state(of: picker, wheels: picker.wheels)
        case "speak":
            guard let text = request["text"] as? String else { throw Failure(code: .invalidField, message: "speak needs a text") }
            var response: [String: Any] = ["text": text]
            var withAudio = request
            if withAudio["audio"] == nil { withAudio["audio"] = "base64" }
            let locale = picker?.locale ?? described?.picker.locale
            try addAudio(withAudio, text: text, parts: nil, to: &response, locale: locale)
            try play(text, locale: locale, into: &response)
            return response
        case "stop":
            player?.stop()
            return ["stopped": true]
        case "gesture":
            return try gesture(request)
        default:
            throw Failure(code: .unknownOp, message: "unknown op '\(op)'; ops are configure, state, focus, increment, decrement, select, gesture, describe, speak, stop")
        }
    }

    private func configure(_ request: [String: Any]) throws(Failure) -> [String: Any] {
        guard let spec = request["picker"] as? [String: Any] else {
            throw Failure(code: .invalidField, message: "configure needs a picker object")
        }
        if spec["columns"] != nil { return try configureDescribed(spec, request) }
        func text(_ key: String) throws(Failure) -> String? {
            guard let value = spec[key] else { return nil }
            guard let string = value as? String else { throw Failure(code: .invalidField, message: "picker.\(key) must be a string") }
            return string
        }
        func number(_ key: String) throws(Failure) -> Double? {
            guard let value = spec[key] else { return nil }
            guard let number = value as? NSNumber else { throw Failure(code: .invalidField, message: "picker.\(key) must be a number") }
            return number.doubleValue
        }
        func read<T>(_ body: () throws(PickerInput.Failure) -> T) throws(Failure) -> T {
            do {
                return try body()
            } catch {
                throw Failure(code: .invalidField, message: error.description)
            }
        }
        let modeName = try text("mode") ?? DatePickerMode.dateAndTime.rawValue
        guard let mode = DatePickerMode(rawValue: modeName) else {
            throw Failure(code: .invalidField, message: "picker.mode '\(modeName)' is not date, time, dateAndTime or countDownTimer")
        }
        let description = PickerRequest(
            mode: mode, locale: try text("locale"), calendar: try text("calendar"), timeZone: try text("timeZone"),
            date: try text("date"), minimumDate: try text("minimumDate"), maximumDate: try text("maximumDate"),
            now: try text("now"),
            minuteInterval: try number("minuteInterval").map { Int(exactly: $0.rounded()) ?? 1 } ?? 1,
            countDownDuration: try number("countDownDuration")
        )
        let configured = try read { () throws(PickerInput.Failure) in
            try description.build(in: .init(locale: nil, timeZone: nil, clock: clock), naming: .json)
        }
        let picker = configured.picker
        let settings = try Self.settings(request)
        let style = try Self.style(request)
        self.configuration = configured
        described = nil
        narrator = PickerNarrator(settings: settings, tables: tables)
        navigator = style.map { StyleNavigator(picker: picker, style: $0, narrator: narrator) }
        var response = state(of: picker, wheels: picker.wheels)
        if let navigator {
            response["style"] = navigator.style.rawValue
            response["focused"] = navigator.focused?.column.rawValue
            response["utterance"] = navigator.focused?.utterance
        }
        response["warnings"] = picker.warnings.map { ["code": $0.code, "message": $0.message] }
        response["table"] = narrator.localization(of: picker).table
        return response
    }

    // MARK: Parts of ops

    private func configured() throws(Failure) -> DatePicker {
        guard let picker else { throw Failure(code: .notConfigured, message: "no picker yet: send configure first") }
        return picker
    }

    private func wheel(_ request: [String: Any]) throws(Failure) -> (DatePicker, WheelKind) {
        let picker = try configured()
        guard let name = request["wheel"] as? String else { throw Failure(code: .invalidField, message: "the op needs a wheel") }
        guard let wheel = WheelKind(rawValue: name) else {
            throw Failure(code: .invalidField, message: "unknown wheel '\(name)'; wheels are \(WheelKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard picker.wheel(wheel) != nil else { throw notInMode(wheel, picker) }
        return (picker, wheel)
    }

    private func notInMode(_ wheel: WheelKind, _ picker: DatePicker) -> Failure {
        Failure(code: .wheelNotInMode, message: DatePickerError.wheelNotInMode(wheel, picker.mode).message(on: picker))
    }

    private func action(_ op: String, _ request: [String: Any], wheel: WheelKind, picker: DatePicker) throws(Failure) -> WheelAction {
        switch op {
        case "increment": return .increment
        case "decrement": return .decrement
        default:
            guard let shown = picker.wheel(wheel) else { throw notInMode(wheel, picker) }
            if let row = request["row"] as? NSNumber {
                guard let index = Int(exactly: row.doubleValue), (0..<shown.rowCount).contains(index) else {
                    throw Failure(code: .noSuchRow, message: "the \(wheel.rawValue) wheel has rows 0 to \(shown.rowCount - 1)")
                }
                return .select(row: index)
            }
            if let text = request["text"] as? String {
                // As the command line reads a select step: the text, a number, #position, a day.
                do {
                    return .select(row: try RowSelection.row(named: text, on: wheel, of: picker))
                } catch {
                    throw Failure(code: .noSuchRow, message: error.description)
                }
            }
            throw Failure(code: .invalidField, message: "select needs a row (from 0) or a text")
        }
    }

    func state(of picker: DatePicker, wheels: [Wheel]) -> [String: Any] {
        var response: [String: Any] = [
            "mode": picker.mode.rawValue,
            "wheels": wheels.map { wheel in
                [
                    "kind": wheel.kind.rawValue, "text": wheel.selectedRowContent.text, "row": wheel.selectedRow,
                    "rowCount": wheel.rowCount, "value": narrator.spokenValue(of: wheel.selectedRowContent, in: picker),
                ] as [String: Any]
            },
        ]
        if picker.mode == .countDownTimer {
            response["countDownDuration"] = picker.countDownDuration
        } else {
            response["date"] = ReportText.iso(picker.date)
        }
        return response
    }

    // MARK: Encoding

    private static func identifier(_ value: Any?) -> Any {
        switch value {
        case let string as String: string
        case let number as NSNumber: number
        default: NSNull()
        }
    }

    private static func error(_ code: ErrorCode, _ message: String) -> [String: Any] {
        ["code": code.rawValue, "message": message]
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    private static func encode(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return #"{"error":{"code":"parse","message":"the response could not be encoded"},"id":null}"#
        }
        return String(decoding: data, as: UTF8.self)
    }
}
