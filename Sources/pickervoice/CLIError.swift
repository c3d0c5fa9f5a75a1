import PickerFiles

/// A user input error: printed as one line on stderr, with exit status 1; or, for input
/// with several problems (a picker description), one line per problem.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    /// The problems, each printed on a line of its own; empty for a one-line error.
    let problems: [String]

    init(_ description: String) {
        self.description = description
        problems = []
    }

    /// An error of several problems, each a line.
    init(problems: [String]) {
        description = problems.joined(separator: "; ")
        self.problems = problems
    }
}

extension CLIError {
    /// A file output's error, as it says itself.
    init(_ error: FileOutputError) {
        self.init(error.description)
    }

    /// Runs `body`, turning a file output's error into a CLI error.
    static func files<T>(_ body: () throws(FileOutputError) -> T) throws(CLIError) -> T {
        do {
            return try body()
        } catch {
            throw CLIError(error)
        }
    }
}
