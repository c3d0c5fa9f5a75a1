import Foundation

/// A script of user actions: `increment hour, decrement minute, select year 2030`.
///
/// Steps are separated by commas, semicolons or new lines. Each is a verb (`increment`,
/// `decrement`, `select`), a wheel kind, and for `select` the row: its text as the wheel
/// shows it (`select month March`, `select dayPeriod PM`), its number (`select year 2030`,
/// `select hour 2`), a day for the date wheel (`select date 2026-11-24`), or its position
/// counted from one (`select minute #4`). A text with a comma goes in double quotes
/// (`select date "Tue, Nov 24"`); on the date wheel, whose texts recur every few years, the
/// row nearest the current one is meant.
public struct ActionScript: Sendable {
    /// What a step does.
    public enum Verb: String, CaseIterable, Sendable {
        case increment, decrement, select
    }

    /// One step: a verb, a wheel (or column), and for `select` the row as written.
    public struct Step: Sendable, Hashable {
        /// What the step does.
        public let verb: Verb
        /// The column it acts on: a date picker's wheel, or a described picker's column.
        public let column: ColumnID
        /// What follows the wheel in a `select` step, without the quotes around it.
        public let argument: String?

        /// The date picker's wheel the step acts on; `nil` for another picker's column.
        public var wheel: WheelKind? { WheelKind(rawValue: column.rawValue) }

        /// The step as written, normalized.
        public var text: String {
            [verb.rawValue, column.rawValue, argument].compactMap(\.self).joined(separator: " ")
        }
    }

    /// A step of a script that cannot be read, as one English sentence.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The step the error is in, counted from 1; `nil` when the script has no step.
        public let step: Int?
        /// What is wrong, naming the step ("step 2 'twist hour': unknown action 'twist'…").
        public let description: String

        init(step: Int?, _ description: String) {
            self.step = step
            self.description = description
        }
    }

    /// The steps, in order.
    public let steps: [Step]

    /// Reads a script.
    ///
    /// - Parameter columns: the columns the steps may name; `nil` means a date picker's
    ///   wheel kinds.
    /// - Throws: ``ParseError`` naming the step and what is wrong with it.
    public init(_ script: String, columns: [ColumnID]? = nil) throws(ParseError) {
        let lines = Self.steps(of: script)
            .map(\.trimmingSpaces)
            .filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw ParseError(step: nil, "no steps given (for example: \"increment hour, select year 2030\")") }
        var steps: [Step] = []
        for (index, line) in lines.enumerated() {
            let words = line.split(maxSplits: 2, omittingEmptySubsequences: true, whereSeparator: \.isWhitespace).map(String.init)
            let number = index + 1
            guard let verb = Verb(rawValue: words[0].lowercased()) else {
                throw ParseError(step: number, "step \(number) '\(line)': unknown action '\(words[0])'; use increment, decrement or select")
            }
            guard words.count >= 2 else {
                throw ParseError(step: number, "step \(number) '\(line)': name a wheel after '\(verb.rawValue)'")
            }
            let known = columns ?? WheelKind.allCases.map(ColumnID.init)
            guard let wheel = known.first(where: { $0.rawValue.lowercased() == words[1].lowercased() }) else {
                let names = known.map(\.rawValue).joined(separator: ", ")
                let what = columns == nil ? "wheel" : "column"
                throw ParseError(step: number, "step \(number) '\(line)': unknown \(what) '\(words[1])'; \(what)s are \(names)")
            }
            let argument = words.count > 2 ? Self.unquoted(words[2]) : nil
            switch (verb, argument) {
            case (.select, nil):
                throw ParseError(step: number, "step \(number) '\(line)': say which row to select, e.g. 'select \(wheel.rawValue) #1'")
            case (.increment, .some), (.decrement, .some):
                throw ParseError(step: number, "step \(number) '\(line)': '\(verb.rawValue)' takes only a wheel")
            default:
                steps.append(Step(verb: verb, column: wheel, argument: argument))
            }
        }
        self.steps = steps
    }

    /// The steps of a script: separated by commas, semicolons or line breaks outside
    /// double quotes, so that a row's text may hold a comma (`select date "Tue, Nov 24"`).
    private static func steps(of script: String) -> [String] {
        var steps: [String] = []
        var current = ""
        var quoted = false
        for character in script {
            if character == "\"" { quoted.toggle() }
            if !quoted, character == "," || character == ";" || character.isNewline {
                steps.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        steps.append(current)
        return steps
    }

    /// A row's text without the double quotes around it, and with its inner white space as
    /// written.
    private static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        guard trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }
}
