#if Speech
import CEspeakNG
import Foundation
import PickerSpeech

/// Every raw call into libsoxr, in one file: resampling for `--sample-rate`.
///
/// libsoxr (the SoX project's resampler, Debian's libsoxr0) is loaded with `dlopen` the
/// first time audio is resampled, as espeak-ng is, so commands that do not resample do not
/// load it; a build without the Speech trait has no trace of it.
enum SoxrCalls {
    private static let loaded: Result<pv_soxr_library, SpeechError> = {
        var failure: UnsafePointer<CChar>?
        guard let library = pv_soxr_load("libsoxr.so.0", &failure) else {
            let reason = failure.map { String(cString: $0) } ?? "unknown error"
            return .failure(.engineUnavailable("libsoxr cannot be loaded (\(reason)); install it (Debian: libsoxr0)"))
        }
        defer { free(UnsafeMutablePointer(mutating: library)) }
        return .success(library.pointee)
    }()

    /// `samples`, 16-bit mono at `inputRate`, at `outputRate`, in libsoxr's high quality
    /// (`SOXR_HQ`, 20 bits, the band below the lower Nyquist frequency kept).
    static func resample(_ samples: [Int16], from inputRate: Int, to outputRate: Int) throws(SpeechError) -> [Int16] {
        let library = try loaded.get()
        var io = library.io_spec(SOXR_INT16_I, SOXR_INT16_I)
        var quality = library.quality_spec(UInt(SOXR_HQ), 0)
        let capacity = Int((Double(samples.count) * Double(outputRate) / Double(inputRate)).rounded(.up)) + 16
        var output = [Int16](repeating: 0, count: capacity)
        var written = 0
        let error = samples.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                library.oneshot(
                    Double(inputRate), Double(outputRate), 1, input.baseAddress, samples.count, nil,
                    out.baseAddress, capacity, &written, &io, &quality, nil
                )
            }
        }
        if let error { throw .engineFailed(operation: "resample", message: String(cString: error)) }
        return Array(output.prefix(written))
    }
}
#endif
