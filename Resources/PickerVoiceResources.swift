import Foundation

/// Data files shipped with PickerVoice that are not translated.
package enum PickerVoiceResources {
    /// The JSON outputs whose shape is a published contract.
    package enum Report: String, CaseIterable, Sendable {
        /// What `pickervoice describe --format json` prints.
        case describe
        /// What `pickervoice simulate --format json` prints.
        case simulate
        /// What `pickervoice qa --format json` prints.
        case qa
        /// Each line `pickervoice session` writes.
        case session
        /// What `pickervoice speak --timings` prints.
        case timings
        /// The `index.json` that `pickervoice simulate --speak --output-dir` writes.
        case speechIndex = "speech-index"
        /// The `index.json` of each locale that `pickervoice prompts` writes.
        case promptsIndex = "prompts-index"
        /// A picker description that `--picker FILE` reads.
        case picker
    }

    /// The JSON Schema of a report, as text.
    ///
    /// - Throws: `CocoaError` when the file is missing from the installed bundle.
    package static func schema(for report: Report) throws -> String {
        guard let url = Bundle.module.url(
            forResource: "\(report.rawValue).schema", withExtension: "json", subdirectory: "Schemas"
        ) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Schemas/\(report.rawValue).schema.json"])
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The table of espeak-ng voices: which voice speaks each translation table's language,
    /// and the respellings that help a voice say PickerVoice's words, as JSON.
    ///
    /// Compiled into the code (`Voices/espeak-ng.json`), so it is there wherever the
    /// executable is, and costs no file lookup.
    package static var espeakVoiceTable: [UInt8] { PackageResources.espeak_ng_json }
}
