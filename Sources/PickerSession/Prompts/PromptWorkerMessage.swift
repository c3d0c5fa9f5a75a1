import Foundation

/// What a process rendering some locales of a `prompts` run tells the run, one JSON object
/// per line on its standard output: `{"staged":{"kept":0,"rendered":84}}` once its sets are
/// staged, or `{"failed":"the de-DE picker has no year column; ..."}` when it cannot render
/// them, and `{"progress":{"done":12,"total":84}}` as it renders. The run answers on the
/// process's standard input (``PromptWorkerLink``).
public struct PromptWorkerMessage: Codable, Sendable, Equatable {
    /// Set when the process's sets are staged: what it rendered and kept.
    public var staged: PromptRun.Summary?
    /// Set when it failed: why, in one line.
    public var failed: String?
    /// Set while it renders: how many of its prompts are done, of how many.
    public var progress: Progress?

    /// How far a process has come.
    public struct Progress: Codable, Sendable, Equatable {
        /// Prompts done.
        public var done: Int
        /// Prompts in all of its sets.
        public var total: Int
    }

    /// The message that the sets are staged.
    public static func staged(_ summary: PromptRun.Summary) -> PromptWorkerMessage {
        PromptWorkerMessage(staged: summary, failed: nil, progress: nil)
    }

    /// The message that the process failed.
    public static func failed(_ reason: String) -> PromptWorkerMessage {
        PromptWorkerMessage(staged: nil, failed: reason, progress: nil)
    }

    /// The message that `done` of `total` prompts are rendered.
    public static func progress(_ done: Int, of total: Int) -> PromptWorkerMessage {
        PromptWorkerMessage(staged: nil, failed: nil, progress: Progress(done: done, total: total))
    }

    /// The message as one line, without its line feed.
    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"failed":"unencodable message"}"#
    }

    /// The messages in `output`, a process's standard output; lines that are not messages
    /// are skipped.
    static func messages(in output: String) -> [PromptWorkerMessage] {
        let decoder = JSONDecoder()
        return output.split(separator: "\n").compactMap { try? decoder.decode(PromptWorkerMessage.self, from: Data($0.utf8)) }
    }
}
