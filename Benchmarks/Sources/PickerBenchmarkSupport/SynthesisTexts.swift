import Foundation

/// One text the synthesis benchmarks speak, in the voice that speaks it.
public struct SynthesisText: Sendable {
    /// A short name for the benchmark ("en-us.announcement").
    public let name: String
    /// The espeak-ng voice.
    public let voice: String
    /// What is said.
    public let text: String
}

extension SynthesisText {
    /// The texts of `Benchmarks/synthesis-texts.tsv`, which the C baseline
    /// (`Benchmarks/Baseline/espeak-synthesis.c`) reads too, so that both say the same thing.
    ///
    /// The file is found beside the sources, where `scripts/bench` and
    /// `swift package benchmark` run them.
    public static let all: [SynthesisText] = {
        let file = URL(filePath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "synthesis-texts.tsv")
        guard let contents = try? String(contentsOf: file, encoding: .utf8) else {
            preconditionFailure("cannot read \(file.path)")
        }
        return contents.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            precondition(fields.count == 3, "synthesis-texts.tsv: want name, voice and text: \(line)")
            return SynthesisText(name: fields[0], voice: fields[1], text: fields[2])
        }
    }()
}
