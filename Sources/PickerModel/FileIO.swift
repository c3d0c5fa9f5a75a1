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

    /// Why a file may not be written over what is at `path` (a link followed): "it is a
    /// folder", "it is a FIFO, not a regular file", and so on; `nil` for a regular file or
    /// nothing at all.
    ///
    /// Renaming a new file onto a FIFO, a device or a socket would silently put a regular
    /// file in its place, and the program reading the FIFO would wait forever.
    package static func refusalToReplace(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: return "it is not a regular file"
        }
        return "it is \(kind), not a regular file"
    }
}
