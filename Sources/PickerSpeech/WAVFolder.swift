import Foundation
import PickerModel

/// A folder that WAV files are written into under names the writer chooses itself, as
/// `pickervoice session --audio-dir` does: `s-1f2e3d4c-000001.wav`, `s-1f2e3d4c-000002.wav`, …
///
/// The names start with a prefix of this writer's own, random unless given, and count up
/// from 1. A name is taken only if nothing has it yet: each file is written whole under a
/// hidden temporary name, created new, and then linked to its name, which fails rather than
/// replaces when anything is there (a file, a symbolic link, a folder); the writer then takes
/// the next number. So writers that share a folder, or a writer started again, never take
/// each other's files; a reader never sees half a file; and a link planted under a name the
/// writer might choose is never written through. (``WAVFile/write(_:to:)`` is for a path a
/// user names, where a link is followed on purpose.)
///
/// ```swift
/// let folder = WAVFolder(URL(filePath: "/tmp/kiosk-audio"))
/// let file = try folder.write(audio)   // /tmp/kiosk-audio/s-1f2e3d4c-000001.wav
/// ```
///
/// The folder itself is opened at the first write, following a link if its path is one, and
/// stays open: the files go into that folder even if its path is later moved or replaced.
public final class WAVFolder {
    /// The folder, as given.
    public let url: URL
    /// What every file name starts with, before its number: `s-` and 8 hexadecimal digits.
    public let prefix: String
    /// The open folder, once a file was written.
    private var folder: Int32?
    /// The number of the last name taken.
    private var count = 0

    /// How many names in a row may be taken by others before a write gives up.
    static let maximumTakenNames = 10_000

    /// A writer of files in `url`; nothing is opened or written yet.
    ///
    /// - Parameter prefix: what the file names start with; by default `s-` and 8 random
    ///   hexadecimal digits, so that another writer's names are unlikely to be tried at all.
    ///   It must be a name of its own, not starting with "." and without "/".
    public init(_ url: URL, prefix: String? = nil) {
        let prefix = prefix ?? Self.randomPrefix()
        precondition(!prefix.isEmpty && !prefix.hasPrefix(".") && !prefix.contains("/"), "a prefix is part of a file name")
        self.url = url
        self.prefix = prefix
    }

    deinit {
        if let folder { close(folder) }
    }

    /// `s-` and 8 random hexadecimal digits.
    public static func randomPrefix() -> String {
        "s-" + hex(UInt32.random(in: 0...UInt32.max))
    }

    /// The name of file number `number`: the prefix, a hyphen, the number in at least 6 digits.
    public func fileName(_ number: Int) -> String {
        let digits = String(number)
        return "\(prefix)-\(String(repeating: "0", count: max(0, 6 - digits.count)))\(digits).wav"
    }

    /// Writes `audio` as a WAV file under the next free name; returns the file's URL.
    ///
    /// - Throws: ``SpeechError/cannotWrite(path:reason:)`` when the folder cannot be opened
    ///   or written, or ``maximumTakenNames`` names in a row are taken;
    ///   ``SpeechError/audioTooLong(seconds:)``. Nothing is left behind.
    public func write(_ audio: SpeechAudio) throws(SpeechError) -> URL {
        let bytes = try WAVFile.data(for: audio)
        let folder = try openedFolder()
        // A new hidden file: O_EXCL fails on anything already there, a link included.
        var temporary = ""
        var file: Int32 = -1
        for _ in 0..<100 {
            temporary = ".\(prefix)-\(Self.hex(UInt32.random(in: 0...UInt32.max))).tmp"
            file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if file >= 0 || errno != EEXIST { break }
        }
        guard file >= 0 else { throw cannotWrite(url.appending(path: temporary), errno) }
        defer { unlinkat(folder, temporary, 0) }
        var failure = FileIO.writeAll(bytes, to: file)
        if close(file) != 0, failure == nil { failure = errno }
        if let failure { throw cannotWrite(url.appending(path: fileName(count + 1)), failure) }
        // linkat neither follows nor replaces what is at the new name: EEXIST, next number.
        for _ in 0..<Self.maximumTakenNames {
            count += 1
            let name = fileName(count)
            if linkat(folder, temporary, folder, name, 0) == 0 { return url.appending(path: name) }
            guard errno == EEXIST else { throw cannotWrite(url.appending(path: name), errno) }
        }
        throw .cannotWrite(path: url.appending(path: fileName(count)).path, reason: "\(Self.maximumTakenNames) names in a row are taken")
    }

    /// The folder's descriptor, opened at the first call.
    private func openedFolder() throws(SpeechError) -> Int32 {
        if let folder { return folder }
        let opened = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard opened >= 0 else {
            let code = errno
            throw .cannotWrite(path: url.path, reason: code == ENOTDIR ? "it is not a folder" : String(cString: strerror(code)))
        }
        folder = opened
        return opened
    }

    private func cannotWrite(_ file: URL, _ code: Int32) -> SpeechError {
        .cannotWrite(path: file.path, reason: String(cString: strerror(code)))
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
