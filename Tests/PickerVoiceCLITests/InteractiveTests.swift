import Foundation
import Testing

/// `pickervoice interactive` in a real terminal: tmux types the keys and reads the screen.
///
/// The pane's shell runs the picker, then notes its exit status and the terminal's settings
/// (`stty -a`) and prints a line, so that a test can see that the terminal came back as it
/// was whatever ended the picker.
@Suite("pickervoice interactive", .serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux"))
struct InteractiveTests {
    /// A New York time picker at 14:05 (2 PM), everything pinned.
    static let picker = PickerVoiceProcess.pinned(["interactive", "--mode", "time"], timeZone: "America/New_York")

    /// A running picker in a pane, and where its shell notes how it ended.
    struct Run {
        let pane: TmuxPane
        let folder: URL

        /// What the shell noted once the picker ended: its exit status (128 + the signal's
        /// number after a signal) and `stty -a`.
        func ending(sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32?, stty: String) {
            let screen = try pane.wait(for: "the shell after the picker", sourceLocation: sourceLocation) { $0.contains("picker ended") }
            #expect(!screen.contains("On focus"), "the picker's screen is gone:\n\(screen)", sourceLocation: sourceLocation)
            let status = try String(contentsOf: folder.appending(path: "status"), encoding: .utf8)
            let stty = try String(contentsOf: folder.appending(path: "stty"), encoding: .utf8)
            return (Int32(status.trimmingCharacters(in: .whitespacesAndNewlines)), stty)
        }

        /// Checks that the terminal is as it was before the picker: canonical input, echo,
        /// signals from keys, output processing; the normal screen; the cursor shown.
        func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let (_, stty) = try ending(sourceLocation: sourceLocation)
            let flags = Set(stty.split(whereSeparator: { $0.isWhitespace || $0 == ";" }))
            for flag in ["icanon", "echo", "isig", "opost", "icrnl"] {
                #expect(flags.contains(Substring(flag)) && !flags.contains(Substring("-" + flag)), "stty: \(flag)\n\(stty)", sourceLocation: sourceLocation)
            }
            #expect(try pane.display("#{alternate_on}") == "0", "the normal screen is back", sourceLocation: sourceLocation)
            #expect(try pane.display("#{cursor_flag}") == "1", "the cursor is shown", sourceLocation: sourceLocation)
            #expect(try pane.display("#{wrap_flag}") == "1", "lines wrap again", sourceLocation: sourceLocation)
        }
    }

    /// Starts `pickervoice` with `arguments` in a pane, after `environment` (shell
    /// assignments such as `NO_COLOR=1`), and waits until the picker is drawn.
    static func start(
        _ arguments: [String] = picker, environment: String = "", columns: Int = 80, rows: Int = 24,
        waitFor text: String? = "On focus", in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Run {
        let binary = try PickerVoiceProcess.binary(sourceLocation: sourceLocation)
        let command = ([binary.path] + arguments).map(quoted).joined(separator: " ")
        let script = "\(environment) \(command); echo $? > status; stty -a > stty; echo picker ended; exec sleep 600"
        let pane = try TmuxPane(script, columns: columns, rows: rows, in: folder, sourceLocation: sourceLocation)
        if let text { try pane.wait(for: text, sourceLocation: sourceLocation) }
        return Run(pane: pane, folder: folder)
    }

    static func quoted(_ argument: String) -> String {
        "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    @Test("arrows turn the focused wheel and move the focus; the screen shows the announcement and the utterance")
    func turnAndMove() throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(in: folder)
            let pane = run.pane
            try pane.wait(for: "On focus   Hour. 2 o'clock. Picker Item. Adjustable. 3 of 12.")
            try pane.send("Up")
            try pane.wait(for: "Announced  3 o'clock")
            try pane.wait(for: "On focus   Hour. 3 o'clock.")
            try pane.send("Right")
            try pane.wait(for: "On focus   Minute. 5 minutes. Picker Item. Adjustable. 6 of 60.")
            try pane.send("Down")
            try pane.wait(for: "Announced  4 minutes")
            try pane.wait(for: "date      2026-11-21T20:04:00Z (Sat 2026-11-21 15:04:00 EST)")
            // vi's keys, an arrow in application cursor mode (ESC O C), and Tab.
            try pane.send("h")
            try pane.wait(for: "On focus   Hour. 3 o'clock.")
            try pane.send("k")
            try pane.wait(for: "Announced  4 o'clock")
            try pane.send(bytes: [0x1B, 0x4F, 0x43])
            try pane.wait(for: "On focus   Minute. 4 minutes.")
            try pane.send("Tab")
            try pane.wait(for: "On focus   AM or PM. PM.")
            try pane.send("q")
            #expect(try run.ending().status == 0)
            try run.expectRestored()
        }
    }

    @Test("1, 2, 3 and p change what is spoken; ? lists the keys and Escape closes the list")
    func settings() throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(in: folder)
            let pane = run.pane
            try pane.send("1")
            try pane.wait(for: "On focus   2 o'clock. Picker Item. Adjustable. 3 of 12. Swipe")
            try pane.wait(for: "labels off · position on · hints on · phrasing voiceOver")
            try pane.send("2")
            try pane.wait(for: "On focus   2 o'clock. Picker Item. Adjustable. Swipe")
            try pane.send("3")
            try pane.wait(for: "labels off · position off · hints off · phrasing voiceOver")
            try pane.wait(for: "On focus   2 o'clock. Picker Item. Adjustable.\n")
            try pane.send("p")
            try pane.wait(for: "phrasing natural")
            try pane.send("?")
            try pane.wait(for: "Keys (? or Esc closes this list)")
            try pane.send("Escape")
            try pane.wait(for: "the list closed") { !$0.contains("Keys (? or Esc") && $0.contains("On focus") }
            try pane.send("q")
            try run.expectRestored()
        }
    }

    @Test("a narrow terminal says how much room the picker needs, and a larger one gets the picker")
    func narrow() throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(columns: 30, waitFor: nil, in: folder)
            let pane = run.pane
            func words(_ screen: String) -> String { screen.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            let screen = try pane.wait(for: "the message") { words($0).contains("press q to quit") }
            let words = words(screen)
            #expect(words.contains("needs at least 40 columns ×"), "\(screen)")
            #expect(words.contains("(this terminal: 30×24)"), "\(screen)")
            for line in screen.split(separator: "\n") {
                #expect(line.count <= 30, "\(line)")
            }
            try pane.resize(columns: 80, rows: 24)
            try pane.wait(for: "On focus   Hour. 2 o'clock.")
            try pane.send("q")
            try run.expectRestored()
        }
    }

    @Test("NO_COLOR and --no-color draw without escape sequences; brackets and > < mark the selection", arguments: [
        ("NO_COLOR=1", [String]()), ("", ["--no-color"]),
    ])
    func noColor(_ environment: String, _ flags: [String]) throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(Self.picker + flags, environment: environment, in: folder)
            let screen = try run.pane.capture(escapes: true)
            #expect(!screen.contains("\u{1B}"), "\(screen)")
            #expect(screen.contains("> 2 <"))
            #expect(screen.contains("[ 05 ]"))
            #expect(screen.contains("[ PM ]"))
            try run.pane.send("q")
            try run.expectRestored()
        }
    }

    @Test("with color the selection is in reverse video and bold")
    func color() throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(in: folder)
            let screen = try run.pane.capture(escapes: true)
            #expect(screen.contains("\u{1B}[1m\u{1B}[7m") || screen.contains("\u{1B}[1;7m"), "\(screen)")
            #expect(!screen.contains("> 2 <"))
            try run.pane.send("q")
            try run.expectRestored()
        }
    }

    @Test("q, Ctrl-C and Ctrl-D quit and give the terminal back", arguments: [("q", Int32(0)), ("C-c", 130), ("C-d", 0)])
    func quit(_ key: String, _ status: Int32) throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(in: folder)
            try run.pane.send(key)
            #expect(try run.ending().status == status)
            try run.expectRestored()
        }
    }

    @Test("a signal from kill gives the terminal back, and the picker ends by the signal", arguments: [SIGTERM, SIGINT, SIGHUP])
    func signal(_ number: Int32) throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(in: folder)
            let pid = try #require(try run.pane.commandProcess())
            #expect(kill(pid, number) == 0)
            #expect(try run.ending().status == 128 + number)
            try run.expectRestored()
        }
    }

    @Test("a new size is drawn at once (SIGWINCH)")
    func resize() throws {
        try withTemporaryFolder { folder in
            let run = try Self.start(in: folder)
            try run.pane.resize(columns: 44, rows: 24)
            // At 44 columns the settings take two lines.
            try run.pane.wait(for: "Speaks     labels on · position on\n           hints on · phrasing voiceOver")
            try run.pane.send("q")
            try run.expectRestored()
        }
    }

    @Test("without a terminal: one line that points to simulate, and exit status 1")
    func notATerminal() throws {
        let output = try PickerVoiceProcess.run(Self.picker)
        #expect(output.exited && output.status == 1, "\(output)")
        #expect(output.stdout == "")
        #expect(output.stderrLines == ["pickervoice: error: interactive needs a terminal; use simulate for scripts (see 'pickervoice help')"])
        let wrongWheel = try PickerVoiceProcess.run(Self.picker + ["--focus", "year"])
        #expect(wrongWheel.stderrLines == ["pickervoice: error: --focus year: a time picker has no year wheel; its wheels are hour, minute, dayPeriod (see 'pickervoice help')"])
    }

    /// HelpExampleTests leaves interactive out: its examples need a terminal. They run here.
    @Test("every example in the help runs in a terminal")
    func helpExamples() throws {
        let help = try PickerVoiceProcess.succeed(["interactive", "--help"], environment: PickerVoiceProcess.environment(adding: ["COLUMNS": "1000"]))
        let examples = HelpExampleTests.examples(in: help)
        #expect(examples.count >= 2, "\(help)")
        #expect(examples.contains { $0.contains("--speak") })
        for example in examples {
            try withTemporaryFolder { folder in
                #if Speech
                // --speak plays on a real sound server: a PulseAudio of the test's own.
                let server = example.contains("--speak") ? try SessionPlayTests.SoundServer() : nil
                let environment = server.map { "PULSE_SERVER=" + Self.quoted($0.address) } ?? ""
                #else
                // A build without speech refuses --speak: BadInputTests-style, not a terminal matter.
                guard !example.contains("--speak") else { return }
                let environment = ""
                #endif
                // A described picker (--picker) has no date to pin; its file is read from the folder.
                let examples = URL(filePath: #filePath).deletingLastPathComponent()
                    .appending(path: "../../Resources/Examples").standardized
                try FileManager.default.createDirectory(at: folder.appending(path: "Resources"), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: examples, to: folder.appending(path: "Resources/Examples"))
                let arguments = example.contains("--picker") ? example : PickerVoiceProcess.pinned(example)
                // A styled picker's screen says what is heard where the wheels' says "On focus".
                let run = try Self.start(arguments, environment: environment, waitFor: example.contains("--style") ? "heard" : "On focus", in: folder)
                try run.pane.send("q")
                #expect(try run.ending().status == 0, "pickervoice \(example.joined(separator: " "))")
            }
        }
    }
}

/// `interactive --style`: the compact button and its calendar in a real terminal.
@Suite("pickervoice interactive --style", .serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux"))
struct InteractiveStyleTests {
    @Test("space opens the date's calendar, arrows move and change the month, Escape closes it; q leaves the terminal as it was")
    func compact() throws {
        try withTemporaryFolder { folder in
            let arguments = PickerVoiceProcess.pinned(["interactive", "--mode", "date", "--style", "compact"], locale: "en_US")
            let run = try InteractiveTests.start(arguments, waitFor: "heard   Date Picker. Nov 21, 2026. Collapsed.", in: folder)
            defer { run.pane.stop() }
            try run.pane.send("Space")
            try run.pane.wait(for: "focus   popover.dismiss")
            let month = try run.pane.wait(for: "November 2026")
            #expect(month.contains("21*"), "the selected day is marked:\n\(month)")
            try run.pane.send("Right", "Up")
            try run.pane.wait(for: "said    December 2026")
            try run.pane.send("Escape")
            let closed = try run.pane.wait(for: "focus   compact.date")
            #expect(!closed.contains("December"), "the calendar is closed:\n\(closed)")
            try run.pane.send("q")
            try run.expectRestored()
        }
    }
}
