import Foundation
import PickerModel

extension WAVFile {
    /// Writes a WAV file as its audio arrives, holding no more than one chunk in memory.
    ///
    /// The writer takes the descriptor of a new, empty file that the caller opened: it writes
    /// a header whose sizes are not known yet, then each chunk's samples, and the header
    /// again, with the sizes, in ``finish(sampleRate:)``. Where the file lives and how it is
    /// put in place stay the caller's: write to a temporary name and rename it, so that no
    /// reader sees a file whose header is not written yet.
    ///
    /// ```swift
    /// var writer = try WAVFile.StreamWriter(descriptor: descriptor, path: path)
    /// let end = try synthesizer.synthesize(text, voice: voice) { chunk in
    ///     (try? writer.append(chunk.samples, sampleRate: chunk.sampleRate)) == nil ? .stop : .proceed
    /// }
    /// try writer.finish(sampleRate: end.sampleRate)
    /// ```
    public struct StreamWriter {
        private let descriptor: Int32
        private let path: String
        /// The bytes of samples written so far.
        public private(set) var dataBytes = 0

        /// Starts the file open at `descriptor` with a header of sizes zero.
        ///
        /// - Parameter path: the file's path, for error messages only.
        /// - Throws: ``SpeechError/cannotWrite(path:reason:)``.
        public init(descriptor: Int32, path: String) throws(SpeechError) {
            self.descriptor = descriptor
            self.path = path
            try write(WAVFile.header(sampleRate: 1, dataBytes: 0))
        }

        /// Appends samples.
        ///
        /// - Throws: ``SpeechError/audioTooLong(seconds:)`` before writing samples that
        ///   would take the file past ``WAVFile/maximumDataBytes``;
        ///   ``SpeechError/cannotWrite(path:reason:)``.
        public mutating func append(_ samples: [Int16], sampleRate: Int) throws(SpeechError) {
            let added = try WAVFile.dataSize(samples: dataBytes / 2 + samples.count, sampleRate: sampleRate) - dataBytes
            var bytes = Data(capacity: added)
            WAVFile.appendLittleEndian(samples[...], to: &bytes)
            try write(bytes)
            dataBytes += added
        }

        /// Writes the header's sizes and `sampleRate`; the file is then complete.
        ///
        /// - Throws: ``SpeechError/cannotWrite(path:reason:)``.
        public func finish(sampleRate: Int) throws(SpeechError) {
            let header = WAVFile.header(sampleRate: sampleRate, dataBytes: dataBytes)
            let failure = header.withUnsafeBytes { buffer -> Int32? in
                pwrite(descriptor, buffer.baseAddress, buffer.count, 0) == buffer.count ? nil : errno
            }
            if let failure { throw fail(failure) }
        }

        private func write(_ bytes: Data) throws(SpeechError) {
            if let failure = FileIO.writeAll(bytes, to: descriptor) { throw fail(failure) }
        }

        private func fail(_ code: Int32) -> SpeechError {
            .cannotWrite(path: path, reason: String(cString: strerror(code)))
        }
    }
}
