import Foundation
import PickerReports

extension ReportProvenance {
    /// The provenance of a report this run writes: this version, the arguments it was called
    /// with, the engine this build could speak with, and now, or the time
    /// `SOURCE_DATE_EPOCH` gives (seconds since 1970, the reproducible-builds convention),
    /// so that a report made twice is the same file.
    ///
    /// - Throws: ``CLIError`` when `SOURCE_DATE_EPOCH` is set to anything but whole seconds.
    static func ofThisRun(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) throws(CLIError) -> ReportProvenance {
        var madeAt = Date()
        if let epoch = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int64(epoch), seconds >= 0 else {
                throw CLIError("SOURCE_DATE_EPOCH '\(epoch)' is not a count of seconds since 1970-01-01T00:00:00Z, such as 1790000000")
            }
            madeAt = Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return ReportProvenance(
            toolVersion: PickerVoice.version, arguments: arguments, madeAt: madeAt, speechEngine: SpeechBackend.availableEngineVersion
        )
    }
}

extension ReportProvenance {
    /// ``ofThisRun(environment:arguments:)`` for a report in `format`, or `nil` for a format
    /// that does not carry it.
    static func ofThisRun(for format: ReportFormat) throws(CLIError) -> ReportProvenance? {
        format.carriesProvenance ? try ofThisRun() : nil
    }

    /// ``ofThisRun(environment:arguments:)`` for a QA report in `format`, or `nil` for a
    /// format that does not carry it.
    static func ofThisRun(for format: QAFormat) throws(CLIError) -> ReportProvenance? {
        format.carriesProvenance ? try ofThisRun() : nil
    }
}
