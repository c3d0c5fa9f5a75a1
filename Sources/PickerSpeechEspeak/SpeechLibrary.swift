#if Speech
import CEspeakNG
import Foundation
import PickerSpeech

/// espeak-ng's and pcaudiolib's functions, from their shared libraries, loaded the first
/// time speech is needed rather than linked (`shim.h` says why).
enum SpeechLibrary {
    /// The environment variable that names espeak-ng's library when it is not the system's
    /// `libespeak-ng.so.1`: a path, or a file name the loader looks up (as espeak-ng itself
    /// reads `ESPEAK_DATA_PATH`). For an espeak-ng built apart from the system's.
    static let environmentKey = "PICKERVOICE_ESPEAK_LIBRARY"

    private static let loaded: Result<pv_speech_library, SpeechError> = {
        let espeak = ProcessInfo.processInfo.environment[environmentKey] ?? "libespeak-ng.so.1"
        var failure: UnsafePointer<CChar>?
        guard let library = pv_speech_library_load(espeak, "libpcaudio.so.0", &failure) else {
            let reason = failure.map { String(cString: $0) } ?? "unknown error"
            return .failure(.engineUnavailable(
                "its library cannot be loaded (\(reason)); install it (Debian: libespeak-ng1), or name the file in \(environmentKey)"
            ))
        }
        // The functions are kept by value; the block the loader allocated goes back (it was
        // dropped, 168 bytes that LeakSanitizer reported at the exit of every fuzz run).
        defer { free(UnsafeMutablePointer(mutating: library)) }
        return .success(library.pointee)
    }()

    /// The functions, loaded now if this is the first call.
    ///
    /// - Throws: ``SpeechError/engineUnavailable(_:)`` when a library or a function of it
    ///   cannot be found.
    static func load() throws(SpeechError) -> pv_speech_library {
        try loaded.get()
    }

    /// The functions, for calls that come after ``load()`` succeeded: every call into
    /// espeak-ng but the first is made by the engine it started.
    static var loadedFunctions: pv_speech_library {
        guard case .success(let library) = loaded else { preconditionFailure("espeak-ng was called before it was loaded") }
        return library
    }
}
#endif
