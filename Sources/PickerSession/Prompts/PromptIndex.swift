import Foundation
import PickerAccessibility
import PickerModel
import PickerReports

/// The `index.json` of a prompt set (`pickervoice schema prompts-index`): what each file
/// says, for which column and row, and what made it.
public struct PromptIndex: Codable, Sendable, Equatable {
    /// One file of the set.
    public struct Entry: Codable, Sendable, Equatable {
        /// The column (`wheel` in the JSON, as the index has always called it).
        public let column: ColumnID
        /// The row, from 0; absent for the utterance on focus.
        public let row: Int?
        /// What the file says.
        public let text: String
        /// What the engine read, where it differs from ``text`` (``SpokenForm``).
        public let spokenAs: String?
        /// The file's path inside the set's folder.
        public let file: String
        /// Its length in seconds, to the millisecond.
        public let duration: Double
        /// The content key: the same key, the same audio.
        public let key: String
        /// For a row of a date picker's date wheel, its day (ISO 8601).
        public var date: String? = nil

        /// An entry.
        public init(column: ColumnID, row: Int?, text: String, spokenAs: String? = nil, file: String, duration: Double, key: String) {
            self.column = column
            self.row = row
            self.text = text
            self.spokenAs = spokenAs
            self.file = file
            self.duration = duration
            self.key = key
        }

        enum CodingKeys: String, CodingKey {
            case column = "wheel"
            case row, text, spokenAs, file, duration, key, date
        }
    }

    /// The set's locale, BCP-47; also its folder's name.
    public let locale: String
    /// The voice that spoke it.
    public let voice: String
    /// How values were worded.
    public let phrasing: Phrasing
    /// The engine and its version.
    public let engine: String
    /// A date picker's configuration, for a set of one.
    public let picker: PickerReport?
    /// A described picker's source, for a set of one.
    public let custom: CustomPickerReport?
    /// The files, in the order of the prompt set.
    public let prompts: [Entry]

    /// An index.
    public init(
        locale: String, voice: String, phrasing: Phrasing, engine: String,
        source: PromptRun.Source, prompts: [Entry]
    ) {
        self.locale = locale
        self.voice = voice
        self.phrasing = phrasing
        self.engine = engine
        switch source {
        case .datePicker(let report): picker = report; custom = nil
        case .described(let report): picker = nil; custom = report
        }
        self.prompts = prompts
    }

    /// The entries of the index in `folder`, by file; empty when there is none or it
    /// cannot be read (then everything is rendered again).
    public static func entries(in folder: URL) -> [String: Entry] {
        guard let data = try? Data(contentsOf: folder.appending(path: "index.json")),
              let index = try? JSONDecoder().decode(PromptIndex.self, from: data) else { return [:] }
        return Dictionary(index.prompts.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
