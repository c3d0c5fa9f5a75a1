/// Why a set of files could not be written, or why writing them stopped: one sentence that
/// names the path and the reason ("cannot write /tmp/out/hour/014.wav: No space left on
/// device"), for a front end to show as it is.
public struct FileOutputError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The sentence.
    public let description: String

    /// An error that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
