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
            #expect(dom.contains("<table class=\"calendar\" dir=\"rtl\" lang=\"he-IL\">"))
            #expect(dom.matches(of: /<span class="number">/).count == 30)
            #expect(dom.contains("<td class=\"selected today\"><span class=\"number\">21</span><span class=\"state\" lang=\"en\">selected, today</span></td>"))
            #expect(dom.matches(of: /<span class="state" lang="en">dimmed<\/span>/).count == 9, "1 to 9 November, before the minimum")
            let utterances = Self.fields(in: dom).filter { $0.field == "utterance" }.map(\.text)
            let expected = (json["style"]?["elements"]?.arrayValue ?? []).map { $0["utterance"]?.stringValue ?? "" }
            #expect(Array(utterances.prefix(expected.count)) == expected)
        }
    }

    @Test("simulate: a drawing of the wheels at the start and after each step, right to left in Hebrew, each showing the JSON's selected rows")
    func simulatePictures() throws {
        let arguments = PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--actions", "increment hour, decrement minute"], locale: "he_IL")
        let json = try PickerVoiceProcess.json(arguments)
        try withTemporaryFolder { folder in
            let page = folder.appending(path: "steps.html")
            try Data(try PickerVoiceProcess.succeed(arguments + ["--format", "html", "--no-audio"]).utf8).write(to: page)
            let dom = try Self.chromium(["--dump-dom"], page: page)
            let cells = dom.components(separatedBy: "<td class=\"shows\" dir=\"rtl\" lang=\"he-IL\">").dropFirst()
            let states = [json["start"]] + (json["steps"]?.arrayValue ?? []).map { $0["selected"] }
            #expect(cells.count == 3 && states.count == 3)
            for (cell, state) in zip(cells, states) {
                let drawing = try #require(cell.range(of: "</svg>").map { cell[..<$0.lowerBound] })
                #expect(drawing.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\""), "the texts beside it say the same")
                let drawn = drawing.matches(of: /class="selected">([^<]*)</).map { String($0.1) }
                #expect(drawn == (state?.arrayValue ?? []).map { $0["text"]?.stringValue ?? "" })
                let wheels = drawing.matches(of: /data-wheel="([A-Za-z]+)"/).map { String($0.1) }
                #expect(wheels == (state?.arrayValue ?? []).map { $0["wheel"]?.stringValue ?? "" })
            }
        }
    }

    /// The WCAG 2.x A and AA violations axe-core finds on `html`, run in headless Chromium:
    /// each as its rule and the elements it names. axe-core comes from
    /// scripts/install-test-schemas (.test-schemas/axe.min.js).
    static func axeViolations(_ html: String, in folder: URL) throws -> [String] {
        let axe = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../.test-schemas/axe.min.js").standardized
        let script = try #require(try? String(contentsOf: axe, encoding: .utf8), "axe-core is needed: scripts/install-dependencies fetches it")
        let runner = """
        <script>\(script)</script><script>
        axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']}}).then(function (r) {
          var p = document.createElement('pre'); p.id = 'axe-results';
          p.textContent = r.violations.map(function (v) { return v.id + ': ' + v.nodes.map(function (n) { return n.target.join(' '); }).join(', '); }).join('\\n') || 'none';
          document.body.appendChild(p);
        });
        </script>
        """
        let page = folder.appending(path: "axe-\(UUID().uuidString).html")
        try Data(html.replacingOccurrences(of: "</body>", with: runner + "</body>").utf8).write(to: page)
        let dom = try chromium(["--virtual-time-budget=10000", "--dump-dom"], page: page)
        let results = try #require(dom.firstMatch(of: /<pre id="axe-results">([^<]*)<\/pre>/), "axe-core did not report")
        let text = String(results.1).replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return text == "none" ? [] : text.split(separator: "\n").map(String.init)
    }

    @Test("axe-core finds no WCAG 2.2 A or AA violation in the reports: rows out of bounds, Hebrew, a fallback table, a calendar, the steps", arguments: [
        ["describe", "--mode", "date", "--minimum-date", "2026-11-10", "--maximum-date", "2027-03-01", "--rows"],
        ["describe", "--mode", "time", "--locale", "he_IL", "--rows"],
        ["describe", "--mode", "dateAndTime", "--locale", "mk_MK"],
        ["describe", "--mode", "dateAndTime", "--locale", "ar_EG", "--style", "compact", "--expand", "date", "--minimum-date", "2026-11-10"],
        ["simulate", "--mode", "time", "--locale", "he_IL", "--actions", "increment hour, increment minute"],
    ])
    func accessible(_ arguments: [String]) throws {
        let locale = arguments.firstIndex(of: "--locale").map { arguments[$0 + 1] } ?? "en_US"
        let html = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(arguments.filter { $0 != "--locale" && $0 != locale }, locale: locale) + ["--format", "html", "--no-audio"])
        try withTemporaryFolder { folder in
            let violations = try Self.axeViolations(html, in: folder)
            #expect(violations == [], "\(arguments)")
        }
    }

    @Test("a page without players says why")
    func audioNotes() throws {
        let html = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(["describe", "--mode", "time", "--format", "html", "--no-audio"]))
        #expect(html.contains("<p class=\"audio-note\" data-field=\"audioNote\">No audio: left out with --no-audio.</p>"))
        #if !Speech
        let unspoken = try PickerVoiceProcess.succeed(PickerVoiceProcess.pinned(["simulate", "--mode", "time", "--actions", "increment hour", "--format", "html"]))
        #expect(unspoken.contains("No audio: this pickervoice was built without speech (--disable-default-traits)."))
        #endif
    }

    @Test("the axe-core check can fail: grey text of 3.26:1 is a color-contrast violation")
    func axeCanFail() throws {
        let html = "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><main><p style=\"color: #8e8e93\">faint</p></main></body></html>"
        try withTemporaryFolder { folder in
            let violations = try Self.axeViolations(html, in: folder)
            #expect(violations.contains { $0.hasPrefix("color-contrast") }, "\(violations)")
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
