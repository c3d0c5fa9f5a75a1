import Foundation
import PickerAccessibility
import PickerModel
import PickerReports
import PickerTestSupport
import Testing

/// The interactive screen: what it draws for a size and a color setting, and what each
/// command does and says.
@Suite("Picker screen")
struct PickerScreenTests {
    static let terminal = PickerScreen.Size(columns: 80, rows: 24)

    static func screen(
        _ mode: DatePickerMode = .time, locale: String = "en_US", zone: String = "UTC",
        at time: String = "2026-11-21T14:05", settings: VoiceOverSettings = VoiceOverSettings(), focus: ColumnID? = nil
    ) -> PickerScreen {
        PickerScreen(
            picker: makePicker(mode, locale: locale, zone: zone, at: time),
            narrator: PickerNarrator(settings: settings), focus: focus, timeZoneName: zone
        )
    }

    /// `lines`, each checked to fit `size`, joined for comparison.
    static func text(_ lines: [String], fitting size: PickerScreen.Size, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        #expect(lines.count <= size.rows, "\(lines.count) lines for \(size)", sourceLocation: sourceLocation)
        for line in lines {
            #expect(ReportText.columns(line) <= size.columns, "wider than \(size): \(line)", sourceLocation: sourceLocation)
        }
        return lines.joined(separator: "\n")
    }

    @Test("80×24 without color: the wheels, the selection marked in text, what is said, the settings and keys")
    func plainScreen() {
        let lines = Self.screen().lines(in: Self.terminal, color: false)
        // Cells are padded to their columns' widths; the comparison leaves out the spaces at the ends.
        #expect(Self.text(lines, fitting: Self.terminal).replacing(/\ +\n/, with: "\n") == """
            time picker · en-US · gregorian · UTC
            date      2026-11-21T14:05:00Z (Sat 2026-11-21 14:05:00 GMT)

                Hour     Minute     AM or PM
                 12        03
                 1         04          AM
               > 2 <     [ 05 ]      [ PM ]
                 3         06
                 4         07

            Announced  (nothing yet)
            On focus   Hour. 2 o'clock. Picker Item. Adjustable. 3 of 12. Swipe up or down
                       with one finger to adjust the value.

            Speaks     labels on · position on · hints on · phrasing voiceOver
            Keys       ←→ wheel  ↑↓ turn  1 labels  2 position  3 hints  p phrasing  ? help
                       q quit
            """)
        #expect(!lines.joined().contains("\u{1B}"), "no escape sequence without color")
    }

    @Test("with color: the focused selection in reverse video, the others bold, and the same text")
    func colorScreen() {
        let screen = Self.screen()
        let colored = screen.lines(in: Self.terminal, color: true)
        #expect(colored.contains { $0.contains("\u{1B}[1;7m") && $0.contains(" 2 ") })
        #expect(colored.contains { $0.contains("\u{1B}[1m") && $0.contains("PM") })
        let stripped = colored.map { $0.replacing(/\x{1B}\[[0-9;]*m/, with: "") }
        let plain = screen.lines(in: Self.terminal, color: false)
        #expect(stripped.count == plain.count)
        // Only the marks of the selection differ.
        #expect(zip(stripped, plain).filter { $0 != $1 }.count == 1)
    }

    @Test("every line fits, wide characters counting two, and the wheels stay in their columns", arguments: [
        ("ja_JP", DatePickerMode.dateAndTime), ("ko_KR", .time), ("zh_Hans_CN", .date), ("de_DE", .dateAndTime),
        ("he_IL", .dateAndTime), ("ar_EG", .time), ("hi_IN", .date), ("ta_IN", .dateAndTime), ("ru_RU", .countDownTimer),
    ])
    func fits(_ locale: String, _ mode: DatePickerMode) {
        let screen = Self.screen(mode, locale: locale)
        let minimum = screen.minimumSize()
        for size in [Self.terminal, minimum, PickerScreen.Size(columns: 132, rows: 50), PickerScreen.Size(columns: 30, rows: 24)] {
            for help in [false, true] {
                var shown = screen
                shown.showsHelp = help
                let lines = shown.lines(in: size, color: false)
                _ = Self.text(lines, fitting: size)
                guard size.columns >= minimum.columns, size.rows >= screen.minimumSize(columns: size.columns).rows else {
                    #expect(lines.joined(separator: " ").contains("needs at least"), "\(locale) \(mode) \(size)")
                    continue
                }
                // Every cell is padded to its column's width, so the lines are all as wide.
                let wheelLines = Array(lines[3...8])
                #expect(Set(wheelLines.map(ReportText.columns)).count == 1, "\(locale) \(mode): \(wheelLines)")
                #expect(lines[6].contains("> "), "the focused selection is marked")
            }
        }
    }

    @Test("right-to-left languages draw the first wheel on the right, and left and right follow the drawing")
    func rightToLeft() {
        var screen = Self.screen(.dateAndTime, locale: "he_IL", zone: "Asia/Jerusalem")
        #expect(screen.picker.columns.map(\.id) == [.date, .hour, .minute])
        #expect(screen.wheelsOnScreen == [.minute, .hour, .date])
        #expect(screen.focusedWheel == .date, "the first wheel in reading order")
        let lines = screen.lines(in: Self.terminal, color: false)
        let selection = lines[6]
        let date = selection.range(of: "> ")
        let hour = selection.range(of: "[ 14 ]")
        #expect(date != nil && hour != nil, "\(selection)")
        if let date, let hour { #expect(hour.lowerBound < date.lowerBound, "the date wheel is drawn right of the hour: \(selection)") }
        #expect(screen.perform(.focusRight) == nil, "nothing right of the rightmost wheel")
        #expect(screen.perform(.focusLeft)?.contains("14") == true)
        #expect(screen.focusedWheel == .hour)
        screen.perform(.focusNext)
        #expect(screen.focusedWheel == .minute, "reading order: date, hour, minute")
    }

    @Test("increment and decrement announce the value; a new focus or setting says the utterance")
    func commands() {
        var screen = Self.screen(.time, locale: "en_US")
        #expect(screen.perform(.increment) == "3 o'clock")
        #expect(screen.announcement == "3 o'clock")
        #expect(screen.perform(.focusRight) == "Minute. 5 minutes. Picker Item. Adjustable. 6 of 60. Swipe up or down with one finger to adjust the value.")
        #expect(screen.perform(.decrement) == "4 minutes")
        #expect(screen.perform(.toggleLabels) == "4 minutes. Picker Item. Adjustable. 5 of 60. Swipe up or down with one finger to adjust the value.")
        #expect(screen.perform(.togglePosition) == "4 minutes. Picker Item. Adjustable. Swipe up or down with one finger to adjust the value.")
        #expect(screen.perform(.toggleHints) == "4 minutes. Picker Item. Adjustable.")
        screen.perform(.focusRight)
        #expect(screen.perform(.focusRight) == nil, "nothing right of AM/PM")
        #expect(screen.perform(.increment) == "PM", "AM/PM stops at its end and says the same value again")
        let settings = screen.lines(in: Self.terminal, color: false).first { $0.hasPrefix("Speaks") }
        #expect(settings == "Speaks     labels off · position off · hints off · phrasing voiceOver")
    }

    @Test("the phrasing key switches to the natural wording and back")
    func phrasing() {
        var screen = Self.screen(.time, locale: "es_MX", zone: "America/Mexico_City", at: "2026-11-21T13:00")
        #expect(screen.perform(.togglePhrasing)?.contains("la una") == true)
        #expect(screen.perform(.increment) == "las dos de la tarde")
        #expect(screen.perform(.togglePhrasing)?.contains("2 en punto") == true)
    }

    @Test("keys: arrows and vi's keys move, digits and p change settings, quitting is the front end's")
    func keys() {
        let expected: [(PickerScreen.Key, PickerScreen.Command?)] = [
            (.up, .increment), (.character("k"), .increment), (.down, .decrement), (.character("j"), .decrement),
            (.left, .focusLeft), (.character("h"), .focusLeft), (.right, .focusRight), (.character("l"), .focusRight),
            (.tab, .focusNext), (.backTab, .focusPrevious), (.character("1"), .toggleLabels),
            (.character("2"), .togglePosition), (.character("3"), .toggleHints), (.character("p"), .togglePhrasing),
            (.character("?"), .toggleHelp), (.escape, .closeHelp), (.character("q"), nil), (.character("x"), nil),
        ]
        for (key, command) in expected {
            #expect(PickerScreen.command(for: key) == command, "\(key)")
        }
    }

    @Test("the list of keys takes the place of what is said until another key")
    func help() {
        var screen = Self.screen()
        screen.perform(.toggleHelp)
        let lines = screen.lines(in: Self.terminal, color: false)
        #expect(lines.contains("Keys (? or Esc closes this list)"))
        #expect(!lines.contains { $0.hasPrefix("On focus") })
        screen.perform(.increment)
        #expect(!screen.showsHelp)
        #expect(screen.lines(in: Self.terminal, color: false).contains { $0.hasPrefix("Announced  3 o'clock") })
    }

    @Test("too small: says how much room it needs, in the room there is", arguments: [
        PickerScreen.Size(columns: 30, rows: 24), PickerScreen.Size(columns: 80, rows: 10),
        PickerScreen.Size(columns: 12, rows: 3), PickerScreen.Size(columns: 1, rows: 1),
    ])
    func tooSmall(_ size: PickerScreen.Size) {
        let screen = Self.screen(.dateAndTime)
        let lines = screen.lines(in: size, color: true)
        let text = Self.text(lines, fitting: size)
        #expect(!text.contains("\u{1B}"))
        if size.rows >= 5, size.columns >= 30 {
            let needed = screen.minimumSize(columns: size.columns)
            #expect(text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                .contains("needs at least \(needed.columns) columns × \(needed.rows) rows (this terminal: \(size))"), "\(text)")
        }
        #expect(PickerScreen.Size(columns: 0, rows: 0).description == "0×0")
        #expect(screen.lines(in: PickerScreen.Size(columns: 0, rows: 0), color: false) == [])
    }

    @Test("at its minimum size the utterance is cut to a line that ends in an ellipsis")
    func minimum() {
        let screen = Self.screen(.dateAndTime, locale: "de_DE", zone: "Europe/Berlin")
        let size = screen.minimumSize()
        #expect(size.columns >= PickerScreen.minimumColumns)
        let lines = screen.lines(in: size, color: false)
        _ = Self.text(lines, fitting: size)
        let utterance = lines.first { $0.hasPrefix("On focus") }
        #expect(utterance?.hasSuffix("…") == true, "\(lines)")
        #expect(lines.count == size.rows)
    }

    @Test("Japanese, without spaces, wraps between characters and never before 、 or 。")
    func japaneseWrap() {
        let screen = Self.screen(.dateAndTime, locale: "ja_JP", zone: "Asia/Tokyo")
        for columns in 40...80 {
            let lines = screen.lines(in: PickerScreen.Size(columns: columns, rows: 40), color: false)
            let spoken = lines.drop { !$0.hasPrefix("On focus") }.prefix { !$0.isEmpty }
            #expect(spoken.count >= 2)
            for line in spoken.dropFirst() {
                let text = line.drop { $0 == " " }
                #expect(text.first != "、" && text.first != "。", "\(columns): \(line)")
            }
            let joined = spoken.map { String($0.dropFirst(11)) }.joined()
            #expect(joined == screen.focusedElement?.utterance, "nothing lost at \(columns) columns")
        }
    }

    @Test("a described picker: its columns drawn with their rows, moved and spoken by the same keys")
    func describedPicker() throws {
        let picker = ListPicker(columns: [
            .init(id: "class", label: "Ticket class", rows: ["Economy", "Business", "First"].map { ColumnRow(text: $0) }, selectedRow: 0),
            .init(id: "count", label: "Travellers", rows: (1...9).map { ColumnRow(text: "\($0)") }, selectedRow: 1, isCyclic: true),
        ], locale: Locale(identifier: "en_US"))
        var screen = PickerScreen(picker: picker, focus: "count")
        let lines = screen.lines(in: Self.terminal, color: false)
        #expect(lines[0] == "described picker · en-US")
        #expect(lines[1] == "shows     Economy | 2")
        #expect(lines.contains { $0.contains("[ Economy ]") && $0.contains("> 2 <") }, "\(lines.joined(separator: "\n"))")
        #expect(screen.perform(.increment) == "3")
        #expect(screen.perform(.focusLeft) == "Ticket class. Economy. Picker Item. Adjustable. 1 of 3. Swipe up or down with one finger to adjust the value.")
        #expect(screen.perform(.decrement) == "Economy", "the first row of a column that does not wrap")
    }
}
