import PickerModel

/// A script of user actions: `increment hour, decrement minute, select year 2030`.
///
/// Steps are separated by commas, semicolons or new lines. Each is a verb (`increment`,
/// `decrement`, `select`), a wheel kind, and for `select` the row: its text as the wheel
/// shows it (`select month March`, `select dayPeriod PM`), its number (`select year 2030`,
/// `select hour 2`), a day for the date wheel (`select date 2026-11-24`), or its position
/// counted from one (`select minute #4`).
struct ActionScript {
    enum Verb: String, CaseIterable {
        case increment, decrement, select
    }

    struct Step {
        let verb: Verb
        let wheel: WheelKind
        /// What follows the wheel in a `select` step.
        let argument: String?

        /// The step as written, normalized.
        var text: String {
            [verb.rawValue, wheel.rawValue, argument].compactMap(\.self).joined(separator: " ")
        }
    }

    let steps: [Step]

    init(_ script: String) throws(CLIError) {
        let lines = script.split(whereSeparator: { $0 == "," || $0 == ";" || $0.isNewline })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw CLIError("--actions: no steps given (for example: \"increment hour, select year 2030\")") }
        var steps: [Step] = []
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
            let number = index + 1
            guard let verb = Verb(rawValue: words[0].lowercased()) else {
                throw CLIError("--actions step \(number) '\(line)': unknown action '\(words[0])'; use increment, decrement or select")
            }
            guard words.count >= 2 else {
                throw CLIError("--actions step \(number) '\(line)': name a wheel after '\(verb.rawValue)'")
            }
            guard let wheel = Self.wheel(named: words[1]) else {
                let names = WheelKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw CLIError("--actions step \(number) '\(line)': unknown wheel '\(words[1])'; wheels are \(names)")
            }
            let argument = words.count > 2 ? words[2] : nil
            switch (verb, argument) {
            case (.select, nil):
                throw CLIError("--actions step \(number) '\(line)': say which row to select, e.g. 'select \(wheel.rawValue) #1'")
            case (.increment, .some), (.decrement, .some):
                throw CLIError("--actions step \(number) '\(line)': '\(verb.rawValue)' takes only a wheel")
            default:
                steps.append(Step(verb: verb, wheel: wheel, argument: argument))
            }
        }
        self.steps = steps
    }

    private static func wheel(named name: String) -> WheelKind? {
        WheelKind.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }
}
