import Foundation

/// The few POSIX file operations PickerVoice's writers share (WAV files, staged output
/// sets, standard output), where Foundation's own either hides `errno` or gets a case wrong.
package enum FileIO {
    /// Writes all of `bytes` to `descriptor`, again after an interruption by a signal;
    /// returns `errno` of the write that failed, or `nil`.
    package static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = write(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return nil
        }
    }

    /// A symbolic link's target, so that a file written "through" the link replaces the
    /// target and the link stays a link; any other path as it is.
    package static func resolvedLink(_ url: URL) -> URL {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
              let real = realpath(url.path, nil) else { return url }
        defer { free(real) }
        return URL(filePath: String(cString: real))
    }
}
