import PickerAccessibility
import PickerModel

extension PickerScreen {
    /// Where everything goes: the title, the wheels, then what is spoken, the settings and
    /// the keys, each section wrapped to the terminal's width.
    struct Layout {
        /// One wheel as drawn: its label above, and the rows around its selection.
        struct Column {
            let kind: ColumnID
            let label: String
            /// From two rows above the selected one to two below; `nil` past an end.
            let rows: [String?]
            /// The columns of the widest text, label included.
            let width: Int
        }

        /// The spaces left of the wheels.
        static let margin = 2
        /// The columns a cell adds to its text: a marker and a space on each side.
        static let cellPadding = 4
        /// The columns of the section names ("Announced  ").
        static let sectionWidth = 11
        /// Title, value, blank, labels, five rows, blank.
        static let linesAboveText = 10

        let screen: PickerScreen
        let columns: [Column]

        init(_ screen: PickerScreen) {
            self.screen = screen
            let elements = screen.narrator.elements(of: screen.picker)
            let reports = zip(screen.picker.columns, elements).map { WheelReport($0, element: $1, rows: nil) }
            let byKind = Dictionary(reports.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
            columns = screen.wheelsOnScreen.compactMap { kind in byKind[kind].map { (kind, $0) } }.map { kind, report in
                let label = ScreenText.safe(report.label)
                let rows = report.nearbyRows.map { $0.map(ScreenText.safe) }
                let width = ([label] + rows.compactMap { $0 }).map(ReportText.columns).max() ?? 0
                return Column(kind: kind, label: label, rows: rows, width: width)
            }
        }

        /// The columns the wheels take, margins included.
        var wheelsWidth: Int {
            Self.margin * 2 + columns.map { $0.width + Self.cellPadding }.reduce(0, +) + max(0, columns.count - 1)
        }

        /// The lines at `width` of everything but the announcement and the utterance.
        func fixedLines(width: Int) -> Int {
            Self.linesAboveText + 1 + settingsLines(width: width).count + keyLines(width: width).count
        }

        func lines(in size: Size, style: ScreenStyle) -> [String] {
            let width = size.columns
            var lines = [
                style.styled(ScreenText.truncated(title, to: width), "1"),
                ScreenText.truncated(valueLine, to: width),
                "",
            ]
            lines += wheelLines(style: style)
            lines.append("")
            let middle = size.rows - fixedLines(width: width)
            lines += screen.showsHelp ? helpLines(width: width, count: middle) : spokenLines(width: width, count: middle, style: style)
            lines.append("")
            lines += settingsLines(width: width)
            lines += keyLines(width: width)
            return lines
        }

        // MARK: Sections

        private var title: String {
            // The locale and zone are input: written visibly, they cannot retitle the terminal.
            guard let picker = screen.picker as? DatePicker else {
                return "described picker · \(ReportText.visible(screen.picker.locale.identifier(.bcp47)))"
            }
            return "\(picker.mode.rawValue) picker · \(ReportText.visible(picker.locale.identifier(.bcp47))) · "
                + "\(CalendarNames.cldrName(of: picker.calendar.identifier)) · \(ReportText.visible(screen.timeZoneName))"
        }

        private var valueLine: String {
            guard let picker = screen.picker as? DatePicker else {
                return "shows     " + screen.picker.columns.map { ScreenText.safe($0.selectedRowContent.text) }.joined(separator: " | ")
            }
            if picker.mode == .countDownTimer {
                return "duration  \(Int(picker.countDownDuration)) s (\(ReportText.duration(picker.countDownDuration)))"
            }
            return "date      \(ReportText.iso(picker.date)) (\(ReportText.wallTime(picker.date, in: picker.timeZone)))"
        }

        /// The labels, then the five rows; the middle row is the selection.
        private func wheelLines(style: ScreenStyle) -> [String] {
            let focus = screen.focusedWheel
            let margin = String(repeating: " ", count: Self.margin)
            let header = columns.map { column in
                let text = "  " + ScreenText.centered(column.label, in: column.width) + "  "
                return column.kind == focus ? style.styled(text, "1;4") : text
            }
            var lines = [margin + header.joined(separator: " ")]
            let reach = WheelReport.nearbyReach
            for offset in 0..<(2 * reach + 1) {
                let distance = abs(offset - reach)
                let cells = columns.map { column in
                    let row = column.rows[offset] ?? ""
                    let cellWidth = column.width + Self.cellPadding
                    guard distance == 0 else { return style.styled(ScreenText.centered(row, in: cellWidth), distance == 2 ? "2" : "") }
                    let focused = column.kind == focus
                    // Without color, marks hug the text; with color, the attributes fill the cell.
                    let marked = style.color ? row : focused ? "> \(row) <" : "[ \(row) ]"
                    return style.styled(ScreenText.centered(marked, in: cellWidth), focused ? "1;7" : "1")
                }
                lines.append(margin + cells.joined(separator: " "))
            }
            return lines
        }

        /// The announcement and the focused wheel's utterance, in `count` lines at most;
        /// the utterance gives way first.
        private func spokenLines(width: Int, count: Int, style: ScreenStyle) -> [String] {
            let textWidth = width - Self.sectionWidth
            let announced = screen.announcement.map { ScreenText.wrap(ScreenText.safe($0), width: textWidth) }
            let utterance = ScreenText.wrap(ScreenText.safe(screen.focusedElement?.utterance ?? ""), width: textWidth)
            let announcedLines = ScreenText.limited(announced ?? ["(nothing yet)"], to: max(1, count - 1), width: textWidth)
            let utteranceLines = ScreenText.limited(utterance, to: max(1, count - announcedLines.count), width: textWidth)
            let shown = announced == nil ? announcedLines.map { style.styled($0, "2") } : announcedLines.map { style.styled($0, "1") }
            return section("Announced", shown) + section("On focus", utteranceLines)
        }

        private func helpLines(width: Int, count: Int) -> [String] {
            let keys = PickerScreen.keyHelp.map { keys, what in "  " + ScreenText.padded(keys, to: 16) + what }
            let lines = ["Keys (? or Esc closes this list)"] + keys
            return ScreenText.limited(lines.map { ScreenText.truncated($0, to: width) }, to: max(1, count), width: width)
        }

        private func settingsLines(width: Int) -> [String] {
            let settings = screen.narrator.settings
            func state(_ on: Bool) -> String { on ? "on" : "off" }
            let items = [
                "labels \(state(settings.speaksLabels))", "position \(state(settings.speaksPosition))",
                "hints \(state(settings.speaksHints))", "phrasing \(settings.phrasing.rawValue)",
            ]
            return section("Speaks", ScreenText.wrap(items: items, separator: " · ", width: width - Self.sectionWidth))
        }

        private func keyLines(width: Int) -> [String] {
            section("Keys", ScreenText.wrap(items: PickerScreen.keyLegend, separator: "  ", width: width - Self.sectionWidth))
        }

        /// Lines under a name in the first column: "Announced  3 o'clock".
        private func section(_ name: String, _ lines: [String]) -> [String] {
            lines.enumerated().map { index, line in
                ScreenText.padded(index == 0 ? name : "", to: Self.sectionWidth) + line
            }
        }
    }
}
