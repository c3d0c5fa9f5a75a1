import Foundation
import Testing

/// The HTML reports in a real browser (Debian's Chromium, headless): the page the browser
/// builds says exactly what the JSON report says, and it draws.
@Suite("HTML reports in Chromium", .serialized)
struct HTMLReportTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs headless Chromium on `page` with `arguments`; returns its standard output.
    static func chromium(_ arguments: [String], page: URL) throws -> String {
        let binary = try #require(chromium, "Chromium is needed for this test: scripts/install-dependencies installs it")
        let process = Process()
        process.executableURL = URL(filePath: binary)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments + [page.absoluteString]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of every element with `data-field`, in document order, entities decoded.
    static func fields(in dom: String) -> [(field: String, text: String)] {
        dom.matches(of: /data-field="([a-z]+)">([^<]*)</).map { match in
            let text = String(match.2)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
            return (String(match.1), text)
        }
    }

    @Test("describe: the browser's DOM holds the JSON report's strings, part by part", arguments: [
        ["--mode", "date", "--locale", "en_US"],
        ["--mode", "dateAndTime", "--locale", "he_IL", "--time-zone", "Asia/Jerusalem"],
        ["--mode", "time", "--locale", "ja_JP", "--phrasing", "natural"],
    ])
    func describe(_ options: [String]) throws {
        let arguments = PickerVoiceProcess.pinned(["describe"] + options, locale: options[3])
        let json = try PickerVoiceProcess.json(arguments)
        try withTemporaryFolder { folder in
            let page = folder.appending(path: "report.html")
            let html = try PickerVoiceProcess.succeed(arguments + ["--format", "html", "--no-audio"])
            try Data(html.utf8).write(to: page)
            let dom = try Self.chromium(["--dump-dom"], page: page)
            #expect(dom.contains("<svg"), "the picker is drawn")

            var expected: [(String, String)] = []
            expected.append(("table", json["wheels"]?.arrayValue?.first?["localization"]?["table"]?.stringValue ?? ""))
            for wheel in json["wheels"]?.arrayValue ?? [] {
                expected.append(("utterance", wheel["utterance"]?.stringValue ?? ""))
                for part in wheel["parts"]?.arrayValue ?? [] {
                    expected.append((part["kind"]?.stringValue ?? "", part["text"]?.stringValue ?? ""))
                }
            }
            let found = Self.fields(in: dom)
            #expect(found.map(\.field) == expected.map(\.0))
            #expect(found.map(\.text) == expected.map(\.1))

            let screenshot = folder.appending(path: "report.png")
            _ = try Self.chromium(["--window-size=1000,1400", "--screenshot=\(screenshot.path)"], page: page)
            let png = try Data(contentsOf: screenshot)
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
            #expect(png.count > 20_000, "a page with something drawn, not a blank: \(png.count) bytes")
        }
    }

    @Test("describe --style inline: the month drawn right to left in Hebrew, its states in text, and the elements' strings as in the JSON")
    func inlineCalendar() throws {
        let arguments = PickerVoiceProcess.pinned(
            ["describe", "--mode", "date", "--style", "inline", "--minimum-date", "2026-11-10"], locale: "he_IL"
        )
        let json = try PickerVoiceProcess.json(arguments)
        try withTemporaryFolder { folder in
            let page = folder.appending(path: "calendar.html")
            try Data(try PickerVoiceProcess.succeed(arguments + ["--format", "html", "--no-audio"]).utf8).write(to: page)
            let dom = try Self.chromium(["--dump-dom"], page: page)
            #expect(dom.contains("<table class=\"calendar\" dir=\"rtl\">"))
            #expect(dom.matches(of: /<span class="number">/).count == 30)
            #expect(dom.contains("<td class=\"selected today\"><span class=\"number\">21</span><span class=\"state\">selected, today</span></td>"))
            #expect(dom.matches(of: /<span class="state">dimmed<\/span>/).count == 9, "1 to 9 November, before the minimum")
            let utterances = Self.fields(in: dom).filter { $0.field == "utterance" }.map(\.text)
            let expected = (json["style"]?["elements"]?.arrayValue ?? []).map { $0["utterance"]?.stringValue ?? "" }
            #expect(Array(utterances.prefix(expected.count)) == expected)
        }
    }

    @Test("simulate: each step's announcement in the DOM equals the JSON's")
    func simulate() throws {
        let arguments = PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--actions", "increment hour, decrement minute, select dayPeriod AM"])
        let json = try PickerVoiceProcess.json(arguments)
        try withTemporaryFolder { folder in
            let page = folder.appending(path: "steps.html")
            try Data(try PickerVoiceProcess.succeed(arguments + ["--format", "html", "--no-audio"]).utf8).write(to: page)
            let found = Self.fields(in: try Self.chromium(["--dump-dom"], page: page)).filter { $0.field == "announcement" }
            #expect(found.map(\.text) == json["steps"]?.arrayValue?.compactMap { $0["announcement"]?.stringValue })
            #expect(found.map(\.text) == ["3 o'clock", "4 minutes", "AM"])
        }
    }
}
