import Foundation
import PickerFiles
import PickerModel
import PickerReports
import PickerSpeech

/// The announcements of a simulation as WAV files, one per step, numbered in order and
/// named by the action ("01-increment-hour.wav"), beside an `index.json` that lists them:
/// what `simulate --speak --output-dir` writes, all or nothing.
///
/// ```swift
/// let spoken = try AnnouncementFiles.speak(report.steps, of: picker, speaker: speaker)
/// let index = try AnnouncementFiles.write(spoken, of: report.steps, voice: Voice("de"), locale: picker.locale, into: folder)
/// index.steps[0].file     // "01-increment-hour.wav"
/// ```
public enum AnnouncementFiles {
    /// The `index.json` of a set.
    public struct Index: Codable, Sendable, Equatable {
        /// One step's file.
        public struct Step: Codable, Sendable, Equatable {
            /// The step's number, from 1.
            public let step: Int
            /// The action as written in the script.
            public let action: String
            /// What was announced.
            public let text: String
            /// What the engine read, where it differs from ``text`` (``SpokenForm``).
            public let spokenAs: String?
            /// The file's name in the folder.
            public let file: String
            /// Its length in seconds, to the millisecond.
            public let duration: Double
        }

        /// The picker's locale, BCP-47.
        public let locale: String
        /// The voice that spoke.
        public let voice: String
        /// The files' sample rate in hertz.
        public let sampleRate: Int
        /// The files, step by step.
        public let steps: [Step]
    }

    /// Speaks each step's announcement with `speaker`, in the voice for `picker`.
    public static func speak(_ steps: [StepReport], of picker: any ColumnPicker, speaker: PickerSpeaker) throws(SpeechError) -> [SpokenUtterance] {
        try steps.map { step throws(SpeechError) in try speaker.speak(announcement: step.announcement, of: picker) }
    }

    /// The file names of `steps`: numbered from 1, in at least two digits, and the action.
    public static func fileNames(of steps: [StepReport]) -> [String] {
        let width = max(2, String(steps.count).count)
        return steps.enumerated().map { index, step in
            let number = String(repeating: "0", count: width - String(index + 1).count) + String(index + 1)
            return "\(number)-\(slug(step.action)).wav"
        }
    }

    /// Writes `spoken`, the audio of `steps` in order, and the index into `folder`, all or
    /// nothing: the set is written aside and moved into place whole (``StagedFolder``), and
    /// a failure or a signal leaves the previous set as it was. Returns the index.
    public static func write(
        _ spoken: [SpokenUtterance], of steps: [StepReport], voice: Voice, locale: Locale, into folder: URL
    ) throws(FileOutputError) -> Index {
        let spokenForm = SpokenForm(locale: locale)
        precondition(spoken.count == steps.count, "one utterance per step")
        let names = fileNames(of: steps)
        try StagedFolder.check(names + ["index.json"], in: folder)
        let entries = zip(steps, zip(names, spoken)).enumerated().map { index, item in
            let (step, (name, speech)) = item
            return Index.Step(step: index + 1, action: step.action, text: step.announcement,
                              spokenAs: spokenForm.spokenAs(step.announcement), file: name,
                              duration: SpeechFormats.seconds(speech.audio.duration))
        }
        let index = Index(
            locale: locale.identifier(.bcp47), voice: voice.rawValue,
            sampleRate: spoken.first?.audio.sampleRate ?? 0, steps: entries
        )
        let staged = try StagedFolder(in: folder)
        for (name, speech) in zip(names, spoken) {
            let wav: Data
            do {
                wav = try WAVFile.data(for: speech.audio)
            } catch {
                throw FileOutputError("cannot write \(folder.appending(path: name).path): \(error)")
            }
            try staged.write(wav, named: name)
        }
        let json: String
        do {
            json = try ReportText.json(index)
        } catch {
            throw FileOutputError("cannot encode \(folder.appending(path: "index.json").path): \(error)")
        }
        try staged.write(Data((json + "\n").utf8), named: "index.json")
        try staged.commit()
        return index
    }

    /// "select date 2026-11-27" as "select-date-2026-11-27"; letters outside ASCII become "-".
    public static func slug(_ action: String) -> String {
        let characters = action.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        return String(characters).split(separator: "-").joined(separator: "-")
    }
}
