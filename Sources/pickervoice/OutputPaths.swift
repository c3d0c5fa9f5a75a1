import Foundation
import PickerModel

/// Where a command writes files: a WAV file, or a folder, checked before any work is done.
enum OutputPaths {
    /// A path given for a WAV file, checked before any work is done: a name ending in
    /// ".wav" in a writable folder, and nothing there but a regular file, or a link to one.
    static func wavFile(_ path: String, option: String) throws(CLIError) -> URL {
        guard !path.isEmpty else { throw CLIError("\(option): the path is empty") }
        let url = URL(filePath: path)
        guard namesWAVFile(path) else {
            throw CLIError("\(option) '\(path)': the file name must end in .wav")
        }
        try requireWritableFolder(url.deletingLastPathComponent(), for: "\(option) '\(path)'")
        // A folder, a FIFO, a device or a socket: renaming the new file onto it would put a
        // regular file in its place (a link to one is followed, as for a regular file).
        if let refusal = FileIO.refusalToReplace(url.path) { throw CLIError("\(option) '\(path)': \(refusal)") }
        return url
    }

    /// Whether the file name at the end of `path` ends in ".wav", in any case, after a
    /// name: what `URL.pathExtension` answers, without its rebuilding of the URL's path,
    /// which cost a kiosk's prompt a tenth of a millisecond.
    static func namesWAVFile(_ path: String) -> Bool {
        guard let name = path.split(separator: "/").last,
              let dot = name.lastIndex(of: "."), dot != name.startIndex
        else { return false }
        return name[name.index(after: dot)...].lowercased() == "wav"
    }

    /// A folder for output files (WAV files, XLIFF files), made if missing.
    static func folder(_ path: String, option: String) throws(CLIError) -> URL {
        guard !path.isEmpty else { throw CLIError("\(option): the path is empty") }
        let url = URL(filePath: path, directoryHint: .isDirectory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError("\(option) '\(path)': it is a file, not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw CLIError("\(option) '\(path)': cannot create the folder (\(Self.reason(error)))")
            }
        }
        try requireWritableFolder(url, for: "\(option) '\(path)'")
        return url
    }

    private static func requireWritableFolder(_ folder: URL, for subject: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw CLIError("\(subject): the folder \(folder.path) does not exist")
        }
        guard isDirectory.boolValue else { throw CLIError("\(subject): \(folder.path) is not a folder") }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw CLIError("\(subject): the folder \(folder.path) is not writable")
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
