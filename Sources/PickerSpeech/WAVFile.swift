import Foundation
import PickerModel

/// Reads and writes 16-bit PCM mono WAV files (RIFF, little-endian).
public enum WAVFile {
    /// The most sample bytes a WAV file can hold: its sizes are 32-bit (4 GiB less the header).
    public static let maximumDataBytes = Int(UInt32.max) - 36

    /// The bytes of a WAV file holding `audio`.
    ///
    /// - Throws: ``SpeechError/audioTooLong(seconds:)`` when the samples would not fit the
    ///   format's 32-bit sizes (about 27 hours at 22,050 Hz).
    public static func data(for audio: SpeechAudio) throws(SpeechError) -> Data {
        let dataBytes = try dataSize(samples: audio.samples.count, sampleRate: audio.sampleRate)
        var data = header(sampleRate: audio.sampleRate, dataBytes: dataBytes)
        data.reserveCapacity(headerSize + dataBytes)
        appendLittleEndian(audio.samples[...], to: &data)
        return data
    }

    /// The 44 bytes before the samples of a WAV file: the RIFF header, the fmt chunk, and
    /// the data chunk's header for `dataBytes` bytes of samples.
    static func header(sampleRate: Int, dataBytes: Int) -> Data {
        var data = Data(capacity: headerSize)
        data.append(contentsOf: Array("RIFF".utf8))
        data.appendLittleEndian(UInt32(36 + dataBytes))
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8))
        data.appendLittleEndian(UInt32(16))                     // size of the fmt chunk
        data.appendLittleEndian(UInt16(1))                      // PCM
        data.appendLittleEndian(UInt16(1))                      // mono
        data.appendLittleEndian(UInt32(sampleRate))
        data.appendLittleEndian(UInt32(sampleRate * 2))         // bytes per second
        data.appendLittleEndian(UInt16(2))                      // bytes per frame
        data.appendLittleEndian(UInt16(16))                     // bits per sample
        data.append(contentsOf: Array("data".utf8))
        data.appendLittleEndian(UInt32(dataBytes))
        return data
    }

    /// The size of ``header(sampleRate:dataBytes:)``.
    static let headerSize = 44

    /// Appends `samples` to `data` as 16-bit little-endian values, in one copy on a
    /// little-endian machine.
    static func appendLittleEndian(_ samples: ArraySlice<Int16>, to data: inout Data) {
#if _endian(little)
        samples.withUnsafeBytes { data.append(contentsOf: $0) }
#else
        for sample in samples { data.appendLittleEndian(UInt16(bitPattern: sample)) }
#endif
    }

    /// The bytes of sample data a WAV file of `samples` samples holds.
    ///
    /// - Throws: ``SpeechError/audioTooLong(seconds:)`` over ``maximumDataBytes``.
    public static func dataSize(samples: Int, sampleRate: Int) throws(SpeechError) -> Int {
        let bytes = samples * 2
        guard bytes <= maximumDataBytes else { throw .audioTooLong(seconds: samples / max(sampleRate, 1)) }
        return bytes
    }

    /// Writes `audio` to `url` whole or not at all.
    ///
    /// The file is written next to its destination under a temporary name and renamed into
    /// place, so a reader never sees half a file and a failure leaves nothing behind. A
    /// file it replaces keeps its permissions, and a symbolic link stays a link: its target
    /// gets the audio. (Foundation's atomic write gives the new file default permissions
    /// and replaces a link with a file.) What is not a regular file (a folder, a FIFO, a
    /// device, a socket) is refused, not replaced. For files whose names the program
    /// chooses itself, in a folder others can write, use ``WAVFolder``, which never
    /// follows a link.
    /// - Throws: ``SpeechError/cannotWrite(path:reason:)``.
    public static func write(_ audio: SpeechAudio, to url: URL) throws(SpeechError) {
        let bytes = try data(for: audio)
        let target = FileIO.resolvedLink(url)
        if let refusal = FileIO.refusalToReplace(target.path) { throw .cannotWrite(path: url.path, reason: refusal) }
        var existing = stat()
        let replacedMode = stat(target.path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        let temporary = target.deletingLastPathComponent()
            .appending(path: ".\(target.lastPathComponent).pickervoice-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        // A new file gets the usual 0666 less the umask; a replaced one keeps its mode.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replacedMode ?? 0o666)
        guard descriptor >= 0 else {
            throw .cannotWrite(path: url.path, reason: reason(for: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO), writing: url))
        }
        var failure = FileIO.writeAll(bytes, to: descriptor)
        if let replacedMode, fchmod(descriptor, replacedMode) != 0, failure == nil { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary.path, target.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw .cannotWrite(path: url.path, reason: reason(for: POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO), writing: url))
        }
    }

    /// The audio in a WAV file's bytes.
    ///
    /// - Throws: ``SpeechError/invalidWAV(_:)`` unless the bytes are a RIFF WAVE file of
    ///   16-bit PCM, mono, with a data chunk.
    public static func audio(from data: Data) throws(SpeechError) -> SpeechAudio {
        let bytes = [UInt8](data)
        guard bytes.count >= 12, bytes[0..<4] == Array("RIFF".utf8)[...], bytes[8..<12] == Array("WAVE".utf8)[...] else {
            throw .invalidWAV("no RIFF WAVE header")
        }
        var offset = 12
        var format: (channels: Int, rate: Int, bits: Int, code: Int)?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(bytes.littleEndianUInt32(at: offset + 4))
            let body = offset + 8
            guard body + size <= bytes.count else { throw .invalidWAV("chunk '\(id)' runs past the end of the file") }
            switch id {
            case "fmt ":
                guard size >= 16 else { throw .invalidWAV("fmt chunk of \(size) bytes") }
                format = (
                    channels: Int(bytes.littleEndianUInt16(at: body + 2)),
                    rate: Int(bytes.littleEndianUInt32(at: body + 4)),
                    bits: Int(bytes.littleEndianUInt16(at: body + 14)),
                    code: Int(bytes.littleEndianUInt16(at: body))
                )
            case "data":
                guard let format else { throw .invalidWAV("data chunk before the fmt chunk") }
                guard format.code == 1, format.bits == 16, format.channels == 1, format.rate > 0 else {
                    throw .invalidWAV("format \(format.code), \(format.channels) channels, \(format.bits) bits")
                }
                let samples = stride(from: body, to: body + size - 1, by: 2).map {
                    Int16(bitPattern: bytes.littleEndianUInt16(at: $0))
                }
                return SpeechAudio(sampleRate: format.rate, samples: samples)
            default:
                break
            }
            offset = body + size + size % 2
        }
        throw .invalidWAV("no data chunk")
    }

    private static func reason(for error: any Error, writing url: URL) -> String {
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            return "the folder \(directory.path) does not exist"
        }
        if !isDirectory.boolValue { return "\(directory.path) is not a folder" }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a folder"
        }
        if !FileManager.default.isWritableFile(atPath: directory.path) { return "permission denied" }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return (error as NSError).localizedDescription
    }
}

extension Data {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}

extension [UInt8] {
    fileprivate func littleEndianUInt16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    fileprivate func littleEndianUInt32(at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(self[offset + $1]) << (8 * $1) }
    }
}
