import Foundation
import PickerAccessibility
import PickerModel
import PickerReports
import PickerTestSupport
import Testing

/// The renderers: each format holds exactly the report's strings, in a form its readers
/// (spreadsheets, Markdown, browsers) take as text and never as markup or formulas.
@Suite("Report renderers")
struct RendererTests {
    static func describeReport(_ mode: DatePickerMode = .time, locale: String = "en_US", rows: Bool = false) -> DescribeReport {
        let picker = makePicker(mode, locale: locale)
        return DescribeReport(
            of: picker, narrator: PickerNarrator(),
            configuration: PickerReport(picker, now: referenceNow, timeZoneName: "UTC"), includeRows: rows
        )
    }

    @Test("a locale and zone a library user made with escape sequences are shown visibly in the text header (probe 2, D11)")
    func headerShowsNoControlCharacters() {
        let picker = makePicker(.time, locale: "en_US@=\u{1B}]2;PWNED\u{7}")
        let header = TextRenderer.header(PickerReport(picker, now: referenceNow, timeZoneName: "UTC\u{1B}[2J"))
        #expect(!header.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }, "\(header)")
        #expect(header.contains("\\u{001B}]2;PWNED\\u{0007}"), "\(header)")
    }

    @Test("CSV quotes per RFC 4180, ends lines in CRLF, and defuses formulas")
    func csvQuoting() {
        #expect(CSVRenderer.table([["a", "b,c", "say \"hi\"", "two\nlines"]]) == "a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n")
        for hostile in ["=HYPERLINK(\"http://x\")", "+1", "-1+2", "@SUM(A1)", "\tx", "\rx"] {
            #expect(CSVRenderer.text(hostile).hasPrefix("'"), "\(hostile)")
        }
        #expect(CSVRenderer.text("2 o'clock") == "2 o'clock")
        #expect(CSVRenderer.text("") == "")
    }

    @Test("describe as CSV: a header and a row per wheel that parse back to the report's strings")
    func describeCSV() throws {
        let report = Self.describeReport(.dateAndTime, locale: "de_DE")
        let rows = try parseCSV(CSVRenderer.describe(report))
        #expect(rows.first?.prefix(5) == ["locale", "mode", "calendar", "timeZone", "wheel"])
        #expect(rows.count == report.wheels.count + 1)
        let header = rows[0]
        for (row, wheel) in zip(rows.dropFirst(), report.wheels) {
            let field = { (name: String) in row[header.firstIndex(of: name)!] }
            #expect(field("wheel") == wheel.kind.rawValue)
            #expect(field("value") == wheel.value)
            #expect(field("utterance") == wheel.utterance)
            #expect(field("position") == wheel.position)
            #expect(field("row") == String(wheel.selectedRow + 1))
        }
    }

    @Test("Markdown tables escape pipes and markup, and have a column per header")
    func markdown() {
        #expect(MarkdownRenderer.cell("a | b") == "a \\| b")
        #expect(MarkdownRenderer.cell("<script>*x*</script>") == "\\<script\\>\\*x\\*\\</script\\>")
        let table = MarkdownRenderer.table(["A", "B"], [["1", "x|y"]])
        #expect(table == "| A | B |\n| --- | --- |\n| 1 | x\\|y |\n")
        let text = MarkdownRenderer.describe(Self.describeReport())
        #expect(text.contains("| hour | 2 | Hour | 2 o'clock | Picker Item, Adjustable | 3 of 12 | Swipe up or down with one finger to adjust the value. |"))
    }

    @Test("HTML escapes text, marks every spoken string, and needs nothing outside the page")
    func html() {
        #expect(HTMLRenderer.escaped("<a href='x'>&\"</a>") == "&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;")
        let report = Self.describeReport()
        let page = HTMLRenderer.describe(report, audio: [.hour: Data("RIFF".utf8)])
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for wheel in report.wheels {
            #expect(page.contains("data-field=\"utterance\">\(HTMLRenderer.escaped(wheel.utterance))</p>"))
        }
        #expect(page.components(separatedBy: "<audio ").count == 2, "one player: only the hour has audio")
        #expect(page.contains("src=\"data:audio/wav;base64,UklGRg==\""))
        #expect(!page.contains("<script"), "no scripts")
        #expect(!page.contains("http://") || !page.contains("src=\"http"), "no external files")
    }

    @Test("every format shows what the voice is given beside the written text where they differ, and only there")
    func spokenAsEverywhere() throws {
        // Russian: the minute's number agrees with the feminine минута, and positions take
        // the genitive after из. English is read as written.
        let russian = Self.describeReport(.time, locale: "ru_RU")
        let minute = try #require(russian.wheels.last)
        #expect(minute.utterance.contains("5 минут."))
        let spoken = try #require(minute.spokenAs)
        #expect(spoken.contains("пять минут.") && spoken.contains("шесть из шестидесяти"))
        #expect(Self.describeReport(.time, locale: "en_US").wheels.allSatisfy { $0.spokenAs == nil })

        let html = HTMLRenderer.describe(russian)
        #expect(html.contains("<p class=\"spoken-as\" lang=\"en\" dir=\"ltr\">Spoken as: <span dir=\"auto\" lang=\"ru-RU\" data-field=\"spokenAs\">\(HTMLRenderer.escaped(spoken))</span></p>"))
        #expect(!HTMLRenderer.describe(Self.describeReport(.time, locale: "en_US")).contains("Spoken as"))
        #expect(TextRenderer.describe(russian).contains("\n  spoken as  \(spoken)\n"))
        #expect(!TextRenderer.describe(Self.describeReport()).contains("spoken as"))
        #expect(MarkdownRenderer.describe(russian).contains("| Wheel | Utterance | Spoken as |"))
        #expect(!MarkdownRenderer.describe(Self.describeReport()).contains("Spoken as"))
        let csv = CSVRenderer.describe(russian).components(separatedBy: "\r\n")
        #expect(csv[0].hasSuffix(",fallback,spokenAs"))
        #expect(csv[2].hasSuffix(",\"\(spoken)\""))
        let english = CSVRenderer.describe(Self.describeReport()).components(separatedBy: "\r\n")
        #expect(english[1].hasSuffix(",no,"))
        let json = try ReportText.json(russian)
        #expect(json.contains("\"spokenAs\" : \"\(spoken)\""))
        #expect(!(try ReportText.json(Self.describeReport())).contains("spokenAs"))
    }

    @Test("the drawing has the wheels in on-screen order, right to left for Hebrew")
    func drawingOrder() throws {
        func columns(_ report: DescribeReport) throws -> [(wheel: String, x: Int)] {
            let svg = HTMLRenderer.describe(report)
            let groups = svg.matches(of: /<g class="wheel" data-wheel="(\w+)">\n<text x="(\d+)"/)
            return groups.map { (String($0.1), Int($0.2)!) }
        }
        let english = try columns(Self.describeReport(.date))
        #expect(english.map(\.wheel) == ["month", "day", "year"])
        #expect(english.map(\.x) == english.map(\.x).sorted())
        let hebrew = try columns(Self.describeReport(.dateAndTime, locale: "he_IL"))
        #expect(hebrew.map(\.wheel) == ["date", "hour", "minute"])
        #expect(hebrew.map(\.x) == hebrew.map(\.x).sorted(by: >), "the first wheel on the right")
    }

    @Test("nearby rows wrap on a cyclic wheel and stop at the end of one that does not")
    func nearbyRows() {
        let report = Self.describeReport(.time)   // 2:05 PM
        let hour = report.wheels.first { $0.kind == ColumnID(.hour) }
        #expect(hour?.nearbyRows == ["12", "1", "2", "3", "4"])
        let dayPeriod = report.wheels.first { $0.kind == ColumnID(.dayPeriod) }
        #expect(dayPeriod?.nearbyRows == [nil, "AM", "PM", nil, nil])
    }

    @Test("JSON carries the version and round-trips")
    func json() throws {
        let report = Self.describeReport(rows: true)
        let text = try report.rendered(as: .json)
        #expect(text.contains("\"version\" : 1"))
        let decoded = try JSONDecoder().decode(DescribeReport.self, from: Data(text.utf8))
        #expect(decoded.wheels == report.wheels)
        #expect(decoded.version == reportVersion)
    }
}

/// A strict RFC 4180 reader: quoted fields, doubled quotes, CRLF between records.
func parseCSV(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
        if quoted {
            if character == "\"" {
                if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
            } else {
                field.append(character)
            }
        } else if character == "\"" && field.isEmpty {
            quoted = true
        } else if character == "," {
            record.append(field); field = ""
        } else if character == "\r\n" {
            record.append(field); records.append(record); record = []; field = ""
        } else {
            #expect(character != "\n" && character != "\r", "a bare line break outside quotes", sourceLocation: sourceLocation)
            field.append(character)
        }
    }
    #expect(record.isEmpty && field.isEmpty, "the last record ends in CRLF", sourceLocation: sourceLocation)
    return records
}
