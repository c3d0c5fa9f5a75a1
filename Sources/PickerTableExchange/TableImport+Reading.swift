import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension TableImport {
    /// The largest XLIFF file an import reads: 8,000,000 bytes.
    ///
    /// An export of every table in one file is about 540,000 bytes, so a reviewer's file is
    /// far smaller. The limit stays below libxml2's own (10,000,000 bytes of input, and of
    /// one comment or text, without its "huge" option), past which FoundationXML reports
    /// only "XML error 1" or a comment "that is never closed": a larger file is refused
    /// before it is read, with its size.
    public static let maximumFileBytes = 8_000_000

    /// The bytes of the XLIFF file at `url`, which must be a regular file of at most
    /// ``maximumFileBytes``.
    ///
    /// The file is opened first and then examined, so what is read is what was examined; it
    /// is opened without waiting, so a FIFO without a writer is refused, not waited for.
    /// (`Data(contentsOf:)` reports a device such as `/dev/null` as "permission denied" even
    /// to root, and a folder as "NSCocoaErrorDomain error 256".)
    static func contents(of url: URL) throws(TableExchangeError) -> Data {
        let path = url.relativePath
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path: path, reason: reason(errno)) }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = ""
        case S_IFDIR: kind = "a folder"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        guard kind.isEmpty else { throw .notAFile(path: path, kind: kind) }
        let size = Int(status.st_size)
        guard size <= maximumFileBytes else { throw .fileTooLarge(path: path, bytes: size, limit: maximumFileBytes) }
        // Up to one byte past the limit: a file that grows while it is read stops there.
        var data = Data(count: maximumFileBytes + 1)
        var count = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            while count < buffer.count {
                let got = read(descriptor, base + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if got == 0 { break }
                count += got
            }
            return nil
        }
        if let failure { throw .unreadableFile(path: path, reason: reason(failure)) }
        guard count <= maximumFileBytes else { throw .fileTooLarge(path: path, bytes: nil, limit: maximumFileBytes) }
        data.count = count
        return data
    }

    /// `errno` of a failed open or read, in the words the other messages use.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case ENOTDIR: "a folder on its path is a file"
        default: String(cString: strerror(code))
        }
    }
}
