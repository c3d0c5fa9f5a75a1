import Foundation
import PickerAccessibility
import PickerFiles
import PickerModel
import PickerReports
import PickerSpeech

/// A `prompts` run: the prompt sets of one or more locales of a picker, rendered to WAV
/// files with an `index.json` each, into one folder, all or nothing.
///
/// ```swift
/// let speaker = PickerSpeaker(synthesizer: espeak, narrator: narrator, voice: nil, prosody: prosody)
/// let set = try PromptRun.LocaleSet(picker: picker, source: .datePicker(report), columns: [.hour], speaker: speaker)
/// let run = PromptRun(folder: URL(filePath: "prompts"), sets: [set], speaker: speaker, engine: "espeak-ng 1.51")
/// let summary = try run.render()      // summary.rendered, summary.kept
/// ```
///
/// A rerun renders only what changed: a file whose content key (text, parts, voice,
/// prosody, engine) is in the set's previous index is kept, unless ``force``. Every set is
/// staged (``StagedFolder``) before any is moved into place: a run that fails, or is
/// interrupted by SIGINT, SIGTERM or SIGHUP, leaves every locale's previous set.
public struct PromptRun {
    /// What a set's index says the picker was.
    public enum Source: Sendable {
        /// A date picker, with its configuration.
        case datePicker(PickerReport)
        /// A picker described in a file.
        case described(CustomPickerReport)
    }

    /// One locale's set, checked: its picker, its voice, its prompts.
    public struct LocaleSet {
        /// The picker, in the set's locale.
        public let picker: any ColumnPicker
        /// What its index says of it.
        public let source: Source
        /// The voice that speaks it.
        public let voice: Voice
        /// What it says.
        public let prompts: PromptSet

        /// The set of `columns` of `picker` (all when `nil`), checked: every column exists,
        /// and `speaker` has a voice for the picker's locale.
        public init(picker: any ColumnPicker, source: Source, columns: [ColumnID]?, speaker: PickerSpeaker) throws(PromptRunError) {
            if let columns, let missing = columns.first(where: { picker.column($0) == nil }) {
                throw .noSuchColumn(missing, locale: picker.locale.identifier(.bcp47), columns: picker.columns.map(\.id))
            }
            self.picker = picker
            self.source = source
            voice = try Self.voice(of: picker, speaker: speaker)
            prompts = PromptSet(picker: picker, narrator: speaker.narrator, columns: columns)
        }

        /// The set of a date picker's compact or inline `style`: every element the style shows
        /// (all the days of the month shown, and the popovers of a compact picker), each said
        /// as on focus; `speaker` must have a voice for the picker's locale.
        public init(picker: DatePicker, source: Source, style: DatePickerStyle, speaker: PickerSpeaker) throws(PromptRunError) {
            self.picker = picker
            self.source = source
            voice = try Self.voice(of: picker, speaker: speaker)
            let narrator = speaker.narrator
            var elements: [AccessibilityElement] = []
            switch style.resolved(for: picker.mode) {
            case .compact:
                let compact = CompactDatePicker(picker: picker)
                elements = narrator.elements(of: compact)
                for part in compact.parts {
                    compact.activate(part)
                    elements += narrator.elements(of: compact).filter { element in !elements.contains { $0.column == element.column } }
                }
            case .inline where picker.mode != .time:
                elements = narrator.elements(of: InlineCalendar(picker: picker), showsTime: picker.mode == .dateAndTime)
            default:
                elements = narrator.elements(of: picker)
            }
            prompts = PromptSet(elements: elements, locale: picker.locale)
        }

        /// The voice `speaker` speaks `picker` in, or why there is none.
        private static func voice(of picker: any ColumnPicker, speaker: PickerSpeaker) throws(PromptRunError) -> Voice {
            do {
                return try speaker.voice(for: picker)
            } catch {
                throw .speech(error)
            }
        }

        /// The set's folder name: its locale, BCP-47.
        public var tag: String { picker.locale.identifier(.bcp47) }
    }

    /// How many files a run rendered, and how many it kept because they were current.
    public struct Summary: Codable, Sendable, Equatable {
        /// Files spoken and written.
        public var rendered: Int
        /// Files kept from the previous run.
        public var kept: Int

        /// A summary.
        public init(rendered: Int = 0, kept: Int = 0) {
            self.rendered = rendered
            self.kept = kept
        }
    }

    /// The folder that holds a folder per locale.
    public let folder: URL
    /// The locales' sets, each once.
    public let sets: [LocaleSet]
    /// Who speaks them: the synthesizer, narrator and prosody.
    public let speaker: PickerSpeaker
    /// The engine and its version, for the content keys and the index.
    public let engine: String
    /// Whether to render every file, even those that are current.
    public let force: Bool

    /// A run of `sets` into `folder`.
    public init(folder: URL, sets: [LocaleSet], speaker: PickerSpeaker, engine: String, force: Bool = false) {
        self.folder = folder
        self.sets = sets
        self.speaker = speaker
        self.engine = engine
        self.force = force
    }

    /// Renders every set and moves them all into place; returns what was rendered and kept.
    ///
    /// - Parameter progress: called before each file with how many of the locale's
    ///   prompts are done, how many it has, and its tag.
    public func render(progress: ((_ done: Int, _ total: Int, _ locale: String) -> Void)? = nil) throws(PromptRunError) -> Summary {
        let (staged, summary) = try stage(progress: progress)
        do {
            try StagedFolder.commit(staged)
        } catch {
            throw .files(error)
        }
        return summary
    }

    /// Renders every set into its staging folder, and returns the folders (for
    /// ``StagedFolder/commit(_:)``, together with those of other processes' runs) and what
    /// was rendered and kept. Nothing is in place yet.
    public func stage(
        progress: ((_ done: Int, _ total: Int, _ locale: String) -> Void)? = nil
    ) throws(PromptRunError) -> (folders: [StagedFolder], summary: Summary) {
        var staged: [StagedFolder] = []
        var summary = Summary()
        let prosody = speaker.prosody
        for set in sets {
            let tag = set.tag
            let setFolder = folder.appending(path: tag, directoryHint: .isDirectory)
            let previous = force ? [:] : PromptIndex.entries(in: setFolder)
            let stage: StagedFolder
            do {
                let folders = set.prompts.prompts.compactMap { $0.file.split(separator: "/").dropLast().first.map(String.init) }
                stage = try StagedFolder(in: setFolder, subfolders: Set(folders).sorted())
            } catch {
                throw .files(error)
            }
            staged.append(stage)
            var entries: [PromptIndex.Entry] = []
            for (number, prompt) in set.prompts.prompts.enumerated() {
                progress?(number, set.prompts.prompts.count, tag)
                let key = PromptSet.contentKey(of: prompt, voice: set.voice, prosody: prosody, engine: engine)
                if let old = previous[prompt.file], old.key == key,
                   FileManager.default.fileExists(atPath: setFolder.appending(path: prompt.file).path) {
                    entries.append(old)
                    summary.kept += 1
                    continue
                }
                let spoken: SpokenUtterance
                let wav: Data
                do {
                    spoken = try SpokenUtterance(
                        text: prompt.text, parts: prompt.parts, voice: set.voice, prosody: prosody,
                        spokenForm: set.prompts.spokenForm, synthesizer: speaker.synthesizer
                    )
                    wav = try WAVFile.data(for: spoken.audio)
                } catch {
                    throw .speech(error)
                }
                do {
                    try stage.write(wav, named: prompt.file.replacingOccurrences(of: "/", with: "__"), as: prompt.file)
                } catch {
                    throw .files(error)
                }
                var entry = PromptIndex.Entry(
                    column: prompt.column, row: prompt.row, text: prompt.text, spokenAs: prompt.spokenAs, file: prompt.file,
                    duration: SpeechFormats.seconds(spoken.audio.duration), key: key
                )
                entry.date = prompt.date
                entries.append(entry)
                summary.rendered += 1
            }
            let index = PromptIndex(
                locale: tag, voice: set.voice.rawValue, phrasing: speaker.narrator.settings.phrasing, engine: engine,
                source: set.source, prompts: entries
            )
            do {
                let json = try ReportText.json(index) + "\n"
                try stage.write(Data(json.utf8), named: "index.json")
            } catch let error as FileOutputError {
                throw .files(error)
            } catch {
                throw .files(FileOutputError("cannot encode \(setFolder.path)/index.json: \(error)"))
            }
        }
        return (staged, summary)
    }
}

/// Why a prompt run could not render its sets.
public enum PromptRunError: Error, Sendable, CustomStringConvertible {
    /// A column asked for is not one of the picker's.
    case noSuchColumn(ColumnID, locale: String, columns: [ColumnID])
    /// The speech engine failed, or has no voice for a locale.
    case speech(SpeechError)
    /// A file could not be written, or a signal stopped the run.
    case files(FileOutputError)
    /// A process rendering some of the locales failed or could not be started.
    case worker(String)

    public var description: String {
        switch self {
        case .noSuchColumn(let id, let locale, let columns):
            "the \(locale) picker has no \(id) column; its columns are \(columns.map(\.rawValue).joined(separator: ", "))"
        case .speech(let error): "\(error)"
        case .files(let error): error.description
        case .worker(let message): message
        }
    }
}
