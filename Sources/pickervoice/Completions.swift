import ArgumentParser
import Foundation
import PickerSession
import PickerVoiceResources

/// What shell completion offers for option values (`--generate-completion-script`).
///
/// The lists are made when the shell asks (ArgumentParser's custom completion calls
/// `pickervoice ---completion ...`), not when options are declared: every run declares
/// them, and listing 1,034 locales or espeak-ng's voices would slow every start.
enum Completions {
    /// Foundation's locale identifiers.
    static let locales = CompletionKind.custom { _, _, prefix in
        matching(prefix, Locale.availableIdentifiers)
    }

    /// The IANA time zones Foundation reads.
    static let timeZones = CompletionKind.custom { _, _, prefix in
        matching(prefix, TimeZone.knownTimeZoneIdentifiers)
    }

    /// The CLDR calendar names the picker takes.
    static let calendars = CompletionKind.custom { _, _, prefix in
        matching(prefix, PickerInput.calendarNames)
    }

    /// espeak-ng's voices; none in a build without speech.
    static let voices = CompletionKind.custom { _, _, prefix in
        let rows = (try? SpeechBackend.make()).flatMap { backend in try? backend.voices() } ?? []
        return matching(prefix, rows.map(\.voice))
    }

    /// The reports `pickervoice schema` prints.
    static let schemas = CompletionKind.list(PickerVoiceResources.Report.allCases.map(\.rawValue))

    private static func matching(_ prefix: String, _ words: [String]) -> [String] {
        words.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
