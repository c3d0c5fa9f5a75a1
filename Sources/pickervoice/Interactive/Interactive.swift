import ArgumentParser
import Foundation
import PickerAccessibility
import PickerModel
import PickerReports

struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interactive",
        abstract: "Turn a picker's wheels in the terminal and see what a screen reader says.",
        discussion: HelpExamples.laidOut("""
        Draws the wheels side by side, each with its selected row between the rows \
        around it (the first wheel on the right for Hebrew and Arabic). Left and right, \
        or h and l, move the focus between wheels as they are drawn; Tab and Shift-Tab \
        in reading order. Up and down, or k and j, increment and decrement the focused \
        wheel. After each change the screen shows the announcement and the focused \
        wheel's whole utterance on focus.

        Keys: 1 labels, 2 position, 3 hints (spoken or not), p phrasing (voiceOver or \
        natural), ? the list of keys, q or Ctrl-C quit.

        With --speak each of these is also spoken on the sound output, and a new one \
        cuts off the one still playing, as VoiceOver does.

        Needs a terminal on standard input and output, at least 40 columns wide (more \
        for wide wheels); for scripts use simulate. With NO_COLOR set or --no-color \
        nothing is colored: brackets mark the selected rows, > < the focused one.

        Examples:
          pickervoice interactive --mode time --locale en_US \\
            --time-zone America/New_York
          pickervoice interactive --mode dateAndTime --locale he_IL \\
            --time-zone Asia/Jerusalem --focus hour
          pickervoice interactive --mode date --locale ru_RU \\
            --time-zone Europe/Moscow --phrasing natural --no-hints
          pickervoice interactive --mode time --locale de_DE \
            --time-zone Europe/Berlin --speak --rate 220
          pickervoice interactive --picker Resources/Examples/height.json \\
            --locale pl_PL --focus inches
          pickervoice interactive --mode date --style compact --locale he_IL \\
            --time-zone Asia/Jerusalem

        With --style compact (or inline) the picker is shown as iOS shows it today: left and \
        right move the focus as VoiceOver's swipes do, up and down adjust, space activates \
        (a double tap), Escape closes a popover.
        """)
    )

    @OptionGroup var options: PickerOptions

    @Option(help: ArgumentHelp("The wheel (with --picker, the column) that has focus first (default: the first in reading order).", valueName: "wheel"))
    var focus: String?

    @OptionGroup(title: "A picker of the app's own rows") var described: DescribedPickerOption

    @Option(help: ArgumentHelp(
        "Show the picker as iOS does today, compact or inline (automatic is compact), and move through it with VoiceOver's gestures.",
        valueName: "style"
    ))
    var style: DatePickerStyle?

    func validate() throws {
        try described.validate(against: options)
        try described.validateWheel(focus, option: "--focus")
        if style != nil, described.picker != nil { throw ValidationError("--style is a date picker's option; a picker from --picker has only its columns") }
        if style != nil, focus != nil { throw ValidationError("--focus names a wheel; with --style the focus starts on the first element") }
    }

    @Flag(name: .customLong("no-color"), help: "Draw without color or other attributes (as NO_COLOR does).")
    var noColor = false

    @OptionGroup(title: "Screen reader settings (keys 1, 2, 3 and p change them)") var voiceOver: VoiceOverOptions

    @Flag(help: "Speak each change on the sound output (needs a sound card or a sound server).")
    var speak = false

    @OptionGroup(title: "Speech (with --speak)") var speech: SpeechOptions

    @OptionGroup(title: "Translation tables") var tableFolder: LocalizationsOption

    func run() throws {
        let tables = try tableFolder.tables()
        let picker: any ColumnPicker
        var timeZoneName: String?
        if let file = described.picker {
            picker = try described.load(file, options: options).0
        } else {
            let configured = try options.makePicker()
            picker = configured.picker
            timeZoneName = configured.timeZoneName
        }
        if let focus, picker.column(ColumnID(rawValue: focus)) == nil {
            let names = picker.columns.map(\.id.rawValue).joined(separator: ", ")
            let what = (picker as? DatePicker).map { "a \($0.mode.rawValue) picker has no \(focus) wheel; its wheels are" }
                ?? "the picker has no \(focus) column; its columns are"
            throw CLIError("--focus \(focus): \(what) \(names)")
        }
        guard Terminal.isAvailable else { throw CLIError("interactive needs a terminal; use simulate for scripts") }
        if let style, let datePicker = picker as? DatePicker {
            return try runStyled(datePicker, style: style, tables: tables)
        }
        let environment = ProcessInfo.processInfo.environment
        let color = !noColor && (environment["NO_COLOR"] ?? "").isEmpty
        var screen = PickerScreen(
            picker: picker, narrator: PickerNarrator(settings: voiceOver.settings, tables: tables), focus: focus.map(ColumnID.init(rawValue:)),
            timeZoneName: timeZoneName
        )
        let voice: any InteractiveVoice = speak ? try PlayingVoice.make(speech, for: picker) : SilentVoice()
        try Self.loop(first: screen.focusedElement?.utterance, voice: voice, draw: { screen.lines(in: $0, color: color) }) { key in
            PickerScreen.command(for: key).flatMap { screen.perform($0) }
        }
    }

    /// The loop of `--style`: keys are VoiceOver's gestures on the compact or inline style.
    private func runStyled(_ picker: DatePicker, style: DatePickerStyle, tables: PhraseTableSet) throws {
        var screen = StyleScreen(picker: picker, style: style, narrator: PickerNarrator(settings: voiceOver.settings, tables: tables))
        let voice: any InteractiveVoice = speak ? try PlayingVoice.make(speech, for: picker) : SilentVoice()
        try Self.loop(first: screen.user.focused?.utterance, voice: voice, draw: { screen.lines(in: $0) }) { key in
            screen.perform(key)
        }
    }

    /// Owns the terminal until `q`, Ctrl-C or the end of input: says `first`, draws, and
    /// for each key calls `handle`, speaking what it returns and drawing again.
    private static func loop(
        first: String?, voice: any InteractiveVoice, draw: (PickerScreen.Size) -> [String],
        handle: (PickerScreen.Key) -> String?
    ) throws {
        let terminal = try Terminal()
        defer {
            voice.stop()
            terminal.restore()
        }
        if let first { voice.speak(first) }
        var decoder = KeyDecoder()
        try terminal.draw(draw(terminal.size))
        while true {
            // An ESC alone may be the start of an arrow's sequence: wait a moment for the rest.
            let event = try terminal.next(timeout: decoder.isWaiting ? 50 : -1)
            let keys: [KeyPress]
            switch event {
            case .input(let bytes): keys = decoder.feed(bytes)
            case .timeout: keys = decoder.flush()
            case .resized: keys = [.redraw]
            case .endOfInput: return
            }
            for key in keys {
                switch key {
                case .key(.character("q")), .key(.character("Q")), .endOfInput:
                    return
                case .interrupt:
                    // As SIGINT would have ended it; the terminal is restored on the way out.
                    throw ExitCode(128 + SIGINT)
                case .redraw:
                    break
                case .key(let key):
                    if let spoken = handle(key) { voice.speak(spoken) }
                }
            }
            try terminal.draw(draw(terminal.size))
        }
    }
}
