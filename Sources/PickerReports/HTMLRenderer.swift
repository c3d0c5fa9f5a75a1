import Foundation
import PickerModel

/// Reports as one self-contained HTML page an auditor can attach to a ticket: no scripts,
/// no external files; styles, the picker's drawing (inline SVG) and any audio (WAV as
/// `data:` URLs) are inside the page.
///
/// Every string a screen reader says is in an element with a `data-field` attribute
/// (`label`, `value`, `trait`, `position`, `hint`, `utterance`, `announcement`), so a
/// program can read the page's text back and compare it with the JSON report.
public enum HTMLRenderer {
    /// The picker drawn as its wheels, then each wheel's utterance part by part, with what
    /// the voice is given where it differs, and a player per wheel where `audio` has its
    /// WAV bytes.
    public static func describe(
        _ report: DescribeReport, audio: [WheelKind: Data] = [:], audioNotes: [String] = [],
        provenance: ReportProvenance? = nil
    ) -> String {
        var body = report.picker.map { header($0, title: "What a screen reader says on this date picker") }
            ?? report.custom.map { header($0, title: "What a screen reader says on this picker") } ?? ""
        if let match = report.wheels.first?.localization {
            body += "<p>Phrases: <span data-field=\"table\">\(escaped(TextRenderer.localization(match)))</span> · phrasing: \(report.settings.phrasing.rawValue)</p>\n"
        }
        body += audioNotesParagraphs(audioNotes)
        if let style = report.style {
            body += styleSection(style, locale: report.locale)
        }
        body += "<figure>\n" + pickerDrawing(report.wheels.map(\.shown), locale: report.locale)
        body += "<figcaption>The wheels as they stand, in on-screen order; the band marks each selected row.</figcaption>\n</figure>\n"
        for wheel in report.wheels {
            body += "<section class=\"wheel\" data-wheel=\"\(wheel.kind.rawValue)\">\n"
            let lang = escaped(report.locale)
            // Phrases come from the table that speaks for the locale, an English one where it
            // falls back: each run of text is marked with the language it is in.
            let phraseLang = escaped(wheel.localization.table)
            body += "<h2>\(escaped(wheel.kind.rawValue)) <small>shows “<span lang=\"\(lang)\">\(escaped(wheel.selectedText))</span>”, row \(wheel.selectedRow + 1) of \(wheel.rowCount)\(wheel.cyclic ? ", wraps" : "")</small></h2>\n"
            body += "<p class=\"utterance\" dir=\"auto\" lang=\"\(lang)\" data-field=\"utterance\">\(escaped(wheel.utterance))</p>\n"
            if let spoken = wheel.spokenAs { body += spokenAsParagraph(spoken, locale: report.locale) }
            body += "<table><thead><tr><th>Part</th><th>Spoken</th><th>Pause after</th></tr></thead><tbody>\n"
            for part in wheel.parts {
                body += "<tr><td>\(part.kind.rawValue)</td><td dir=\"auto\" lang=\"\(part.kind == .value ? lang : phraseLang)\" data-field=\"\(part.kind.rawValue)\">\(escaped(part.text))</td><td>\(part.pauseAfterMilliseconds) ms</td></tr>\n"
            }
            body += "</tbody></table>\n"
            if let kind = WheelKind(rawValue: wheel.kind.rawValue), let wav = audio[kind] {
                body += player(wav, label: "\(wheel.kind.rawValue) on focus")
            }
            if let rows = wheel.rows {
                body += "<details><summary>All \(rows.count) rows</summary><table><thead><tr><th>#</th><th>Shows</th><th>Says</th><th>State</th></tr></thead><tbody>\n"
                for (index, row) in rows.enumerated() {
                    // The state in words as well as in weight and colour.
                    let states = [index == wheel.selectedRow ? "selected" : nil, row.selectable ? nil : "not selectable"].compactMap { $0 }
                    let classes = [index == wheel.selectedRow ? "selected" : nil, row.selectable ? nil : "unselectable"].compactMap { $0 }
                    body += "<tr\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")><td>\(index + 1)</td>"
                    body += "<td lang=\"\(lang)\">\(escaped(row.text))</td><td lang=\"\(lang)\">\(escaped(row.spoken))</td><td>\(states.joined(separator: ", "))</td></tr>\n"
                }
                body += "</tbody></table></details>\n"
            }
            body += "</section>\n"
        }
        return page(
            title: "describe · \(report.picker?.mode.rawValue ?? "described picker") · \(report.locale)", locale: report.locale, body: body,
            provenance: provenance
        )
    }

    /// The steps and what was announced after each, with what the voice is given where it
    /// differs, and a player per step where `audio` has its WAV bytes (keyed by step
    /// number, from 1).
    public static func simulate(
        _ report: SimulateReport, audio: [Int: Data] = [:], audioNotes: [String] = [],
        provenance: ReportProvenance? = nil
    ) -> String {
        var body = report.picker.map { header($0, title: "What is announced after each action") }
            ?? report.custom.map { header($0, title: "What is announced after each action") } ?? ""
        body += "<p>Phrases: <span data-field=\"table\">\(escaped(TextRenderer.localization(report.localization)))</span> · phrasing: \(report.settings.phrasing.rawValue)</p>\n"
        body += audioNotesParagraphs(audioNotes)
        let countDown = report.isCountDown
        body += "<table class=\"steps\"><thead><tr><th>Step</th><th>Action</th><th>Announced</th><th>Changed</th><th>Wheels show</th><th>\(countDown ? "Duration" : "Date")</th>\(audio.isEmpty ? "" : "<th>Listen</th>")</tr></thead><tbody>\n"
        body += "<tr><td>start</td><td></td><td></td><td></td>\(wheelsShow(report.start, locale: report.locale))<td>\(escaped(report.startValue))</td>\(audio.isEmpty ? "" : "<td></td>")</tr>\n"
        for (index, step) in report.steps.enumerated() {
            body += "<tr><td>\(index + 1)</td><td>\(escaped(step.action))</td><td dir=\"auto\" lang=\"\(escaped(report.locale))\"><span data-field=\"announcement\">\(escaped(step.announcement))</span>"
            body += (step.spokenAs.map { spokenAsParagraph($0, locale: report.locale) } ?? "") + "</td>"
            body += "<td>\(step.changed ? "yes" : "no")</td>\(wheelsShow(step.selected, locale: report.locale))"
            body += "<td>\(escaped(step.valueText))</td>"
            if !audio.isEmpty {
                body += "<td>\(audio[index + 1].map { player($0, label: "step \(index + 1)") } ?? "")</td>"
            }
            body += "</tr>\n"
        }
        body += "</tbody></table>\n"
        return page(
            title: "simulate · \(report.picker?.mode.rawValue ?? "described picker") · \(report.locale)", locale: report.locale, body: body,
            provenance: provenance
        )
    }

    /// A cell of what the wheels show: a drawing of the picker, and the texts in the locale's
    /// direction, each wheel's text isolated so that right-to-left text does not reorder its
    /// neighbours. A report read from JSON made before the drawing has texts only.
    private static func wheelsShow(_ columns: [ColumnShown], locale: String) -> String {
        let direction = ReportText.readsRightToLeft(locale) ? "rtl" : "ltr"
        var cell = "<td class=\"shows\" dir=\"\(direction)\" lang=\"\(escaped(locale))\">"
        if !columns.isEmpty {
            cell += pickerDrawing(columns, locale: locale, scale: 0.6, describedNearby: true)
        }
        cell += "<span class=\"shows-texts\">" + columns.map { "<bdi>\(escaped($0.text))</bdi>" }.joined(separator: " | ") + "</span>"
        return cell + "</td>"
    }

    /// What the page could not speak, and why: no players at all, or a text the voice says
    /// almost nothing for.
    private static func audioNotesParagraphs(_ notes: [String]) -> String {
        notes.map { "<p class=\"audio-note\" data-field=\"audioNote\">\(escaped($0))</p>\n" }.joined()
    }

    /// What the engine read beside a player, where it differs from the written text.
    private static func spokenAsParagraph(_ text: String, locale: String) -> String {
        // The label is English, in a cell of the locale's language and direction.
        "<p class=\"spoken-as\" lang=\"en\" dir=\"ltr\">Spoken as: <span dir=\"auto\" lang=\"\(escaped(locale))\" data-field=\"spokenAs\">\(escaped(text))</span></p>\n"
    }

    // MARK: The picker as a drawing

    private static let rowHeight = 36
    private static let padding = 16

    /// Each wheel's nearby rows in a column, the selected one in a band across the picker;
    /// right-to-left languages put the first wheel on the right.
    ///
    /// - Parameters:
    ///   - scale: the drawing's size against its natural one (a step of `simulate` is drawn
    ///     smaller than `describe`'s picker).
    ///   - describedNearby: whether the drawing is an image with a text alternative of its
    ///     own, naming each wheel's selected row; where the same words stand next to it (a
    ///     step's "wheels show"), it is hidden from screen readers, which would say them twice.
    static func pickerDrawing(_ wheels: [ColumnShown], locale: String, scale: Double = 1, describedNearby: Bool = false) -> String {
        let rowCount = 2 * ColumnShown.nearbyReach + 1
        let widths = wheels.map { wheel in
            max(56, (wheel.nearbyRows.compactMap { $0 }.map(ReportText.columns).max() ?? 2) * 11 + 24)
        }
        let width = widths.reduce(0, +) + padding * 2
        let height = rowHeight * rowCount + padding * 2
        let rightToLeft = ReportText.readsRightToLeft(locale)
        let shownWidth = Int((Double(width) * scale).rounded())
        let shownHeight = Int((Double(height) * scale).rounded())
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        if describedNearby {
            svg += "aria-hidden=\"true\" focusable=\"false\" "
        } else {
            // A text alternative that says what the drawing shows: each wheel's selected row.
            let description = "The picker's wheels, in on-screen order: " + wheels.map { "\($0.wheel.rawValue) shows \($0.text)" }.joined(separator: ", ")
            svg += "role=\"img\" aria-label=\"\(escaped(description))\" "
        }
        svg += "lang=\"\(escaped(locale))\" width=\"\(shownWidth)\" height=\"\(shownHeight)\" viewBox=\"0 0 \(width) \(height)\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" rx=\"14\" fill=\"#f2f2f7\"/>\n"
        let bandY = padding + rowHeight * ColumnShown.nearbyReach
        svg += "<rect class=\"band\" x=\"\(padding / 2)\" y=\"\(bandY)\" width=\"\(width - padding)\" height=\"\(rowHeight)\" rx=\"8\" fill=\"#dcdce2\"/>\n"
        var x = rightToLeft ? width - padding : padding
        for (wheel, columnWidth) in zip(wheels, widths) {
            let left = rightToLeft ? x - columnWidth : x
            let center = left + columnWidth / 2
            svg += "<g class=\"wheel\" data-wheel=\"\(wheel.wheel.rawValue)\">\n"
            for (offset, text) in wheel.nearbyRows.enumerated() {
                guard let text else { continue }
                let distance = abs(offset - ColumnShown.nearbyReach)
                let y = padding + rowHeight * offset + rowHeight / 2 + 7
                let size = [21, 17, 14][min(distance, 2)]
                // Rows away from the band fade, but keep 4.5:1 against the background.
                let fill = ["#1c1c1e", "#3a3a3c", "#595959"][min(distance, 2)]
                let weight = distance == 0 ? " font-weight=\"600\"" : ""
                svg += "<text x=\"\(center)\" y=\"\(y)\" text-anchor=\"middle\" font-size=\"\(size)\" fill=\"\(fill)\"\(weight)\(distance == 0 ? " class=\"selected\"" : "")>\(escaped(text))</text>\n"
            }
            svg += "</g>\n"
            x = rightToLeft ? x - columnWidth : x + columnWidth
        }
        return svg + "</svg>\n"
    }

    // MARK: The compact and inline styles

    /// The style as iOS shows it (the compact buttons, the calendar's month with its
    /// selected day, today and dimmed days, right to left where the locale reads so), and
    /// what VoiceOver says for each element in swipe order.
    static func styleSection(_ style: StyleReport, locale: String) -> String {
        let direction = ReportText.readsRightToLeft(locale) ? "rtl" : "ltr"
        let lang = escaped(locale)
        var html = "<section class=\"style\" data-style=\"\(style.style.rawValue)\">\n<h2>The \(style.style.rawValue) style</h2>\n"
        if !style.buttons.isEmpty {
            html += "<p class=\"buttons\" dir=\"\(direction)\" lang=\"\(lang)\">"
            html += style.buttons.map { "<span class=\"compact-button\">\(escaped($0))</span>" }.joined(separator: " ")
            html += "</p>\n"
        }
        if let month = style.month {
            html += "<table class=\"calendar\" dir=\"\(direction)\" lang=\"\(lang)\"><caption>\(escaped(month.title))</caption>\n<thead><tr>"
            html += month.weekdays.map { "<th scope=\"col\">\(escaped($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            let weeks = (month.days.map(\.week).max() ?? -1) + 1
            for week in 0..<weeks {
                html += "<tr>"
                for column in 0..<7 {
                    guard let day = month.days.first(where: { $0.week == week && $0.column == column }) else {
                        html += "<td></td>"
                        continue
                    }
                    let states = [day.selected ? "selected" : nil, day.today ? "today" : nil, day.enabled ? nil : "dimmed"].compactMap { $0 }
                    html += "<td\(states.isEmpty ? "" : " class=\"\(states.joined(separator: " "))\"")><span class=\"number\">\(escaped(day.text))</span>"
                    html += states.isEmpty ? "" : "<span class=\"state\" lang=\"en\">\(states.joined(separator: ", "))</span>"
                    html += "</td>"
                }
                html += "</tr>\n"
            }
            html += "</tbody></table>\n"
        }
        html += "<table class=\"elements\"><thead><tr><th>Element</th><th>Heard in swipe order</th></tr></thead><tbody>\n"
        for element in style.elements {
            html += "<tr><td>\(escaped(element.id.rawValue))</td><td dir=\"auto\" lang=\"\(lang)\" data-field=\"utterance\">\(escaped(element.utterance))</td></tr>\n"
        }
        return html + "</tbody></table>\n</section>\n"
    }

    // MARK: Page parts

    private static func header(_ custom: CustomPickerReport, title: String) -> String {
        var html = "<h1>\(escaped(title))</h1>\n<dl class=\"config\">\n"
        html += "<dt>Description</dt><dd>\(escaped(custom.source))</dd>\n<dt>Locale</dt><dd>\(escaped(custom.locale))</dd>\n</dl>\n"
        for warning in custom.warnings {
            html += "<p class=\"warning\">Warning: \(escaped(warning.message)) <code>\(escaped(warning.code))</code></p>\n"
        }
        return html
    }

    private static func header(_ picker: PickerReport, title: String) -> String {
        var html = "<h1>\(escaped(title))</h1>\n<dl class=\"config\">\n"
        func item(_ name: String, _ value: String) { html += "<dt>\(name)</dt><dd>\(escaped(value))</dd>\n" }
        item("Mode", picker.mode.rawValue)
        item("Locale", picker.locale)
        item("Calendar", picker.calendar)
        item("Time zone", picker.timeZone)
        if picker.mode == .countDownTimer {
            item("Duration", "\(Int(picker.countDownDuration)) s (\(ReportText.duration(picker.countDownDuration)))")
        } else {
            item("Date", "\(picker.date) (\(picker.wallTime))")
        }
        item("Now", picker.now)
        item("Minute interval", "\(picker.minuteInterval) min")
        item("Bounds", picker.minimumDate == nil && picker.maximumDate == nil ? "none" : "\(picker.minimumDate ?? "…") to \(picker.maximumDate ?? "…")")
        html += "</dl>\n"
        for warning in picker.warnings {
            html += "<p class=\"warning\">Warning: \(escaped(warning.message)) <code>\(escaped(warning.code))</code></p>\n"
        }
        return html
    }

    private static func player(_ wav: Data, label: String) -> String {
        "<audio controls preload=\"none\" aria-label=\"\(escaped(label))\" src=\"data:audio/wav;base64,\(wav.base64EncodedString())\"></audio>\n"
    }

    /// The page's closing note of what made it, one fact a line.
    private static func footer(_ provenance: ReportProvenance?) -> String {
        guard let provenance else { return "" }
        let facts = [
            ("Made by", "\(provenance.tool) \(provenance.toolVersion)"),
            ("Speech engine", provenance.speechEngine ?? "none"),
            ("Made at", provenance.madeAt),
        ]
        return "<footer>\n<dl class=\"config\" id=\"provenance\">\n"
            + facts.map { "<dt>\($0.0)</dt><dd>\(escaped($0.1))</dd>\n" }.joined()
            + "<dt>Command</dt><dd><code>\(escaped(provenance.commandLine))</code></dd>\n</dl>\n</footer>\n"
    }

    private static func page(title: String, locale: String, body: String, provenance: ReportProvenance? = nil) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="pickervoice">
        <title>\(escaped(title))</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1c1c1e; }
        dl.config { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
        dt { font-weight: 600; }
        dd { margin: 0; }
        table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
        th, td { border: 1px solid #c7c7cc; padding: 0.3rem 0.6rem; text-align: start; vertical-align: top; }
        th { background: #f2f2f7; }
        .utterance { font-size: 1.1rem; background: #eef5ff; padding: 0.6rem 0.8rem; border-radius: 8px; }
        .warning { color: #8a4b00; }
        tr.selected td { font-weight: 600; }
        tr.unselectable td { color: #595959; }
        figure { margin: 1rem 0; }
        svg text { font-family: system-ui, sans-serif; fill: #1c1c1e; }
        td.shows svg { display: block; margin-bottom: 0.3rem; }
        .compact-button { display: inline-block; background: #e5e5ea; color: #0040a8; border-radius: 8px; padding: 0.3rem 0.7rem; }
        table.calendar td { text-align: center; min-width: 2.5rem; }
        table.calendar td.selected { background: #0040a8; color: #ffffff; font-weight: 600; }
        table.calendar td.today { outline: 2px solid #0040a8; }
        table.calendar td.dimmed { color: #595959; }
        table.calendar td.dimmed .number { text-decoration: line-through; }
        table.calendar .state { display: block; font-size: 0.7rem; }
        </style>
        </head>
        <body>
        <main>
        \(body)</main>
        \(footer(provenance))</body>
        </html>

        """
    }

    /// Text safe in HTML content and attribute values (see ``ReportText/markupEscaped(_:)``).
    public static func escaped(_ text: String) -> String {
        ReportText.markupEscaped(text)
    }
}
