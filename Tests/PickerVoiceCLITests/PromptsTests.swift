import Foundation
import PickerSpeech
import Testing

#if Speech
/// `pickervoice prompts`: a set per locale, and reruns that render only what changed.
@Suite("pickervoice prompts", .serialized)
struct PromptsTests {
    static let base = PickerVoiceProcess.pinned(["prompts", "--mode", "time", "--wheels", "hour", "--output-dir", "out"], locale: "de_DE")

    @Test("a set: the focus utterance and every row, an index that conforms and matches the files")
    func set() throws {
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.run(Self.base, in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            #expect(output.stdout == "prompts: 25 rendered, 0 kept (current), in out (each locale's index.json lists them)\n")
            let set = folder.appending(path: "out/de-DE")
            let index = try JSON(parsing: String(decoding: Data(contentsOf: set.appending(path: "index.json")), as: UTF8.self))
            #expect(try JSONSchemaChecker.shipped().problems(in: index, report: .promptsIndex) == [])
            let prompts = try #require(index["prompts"]?.arrayValue)
            #expect(prompts.count == 25)
            #expect(prompts.first?["file"] == "hour/focus.wav")
            #expect(prompts.first?["text"] == "Stunde. 14 Uhr. Objektauswahl. Einstellbar. 15 von 24. Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.")
            #expect(prompts[15]["text"] == "14 Uhr" && prompts[15]["row"]?.numberValue == 14)
            #expect(index["phrasing"] == "natural")
            for prompt in prompts {
                let audio = try WAVFile.audio(from: Data(contentsOf: set.appending(path: prompt["file"]?.stringValue ?? "")))
                #expect(abs(Double(audio.samples.count) / Double(audio.sampleRate) - (prompt["duration"]?.numberValue ?? -1)) < 0.001)
            }
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: set.path)).contains { $0.hasPrefix(".") })
        }
    }

    @Test("--picker: a described picker's columns, in several locales and processes, with CLDR's plurals and the file's labels")
    func describedPicker() throws {
        try withTemporaryFolder { folder in
            let height = DescribedPickerTests.examples.appending(path: "height.json").path
            let output = try PickerVoiceProcess.run(
                ["prompts", "--picker", height, "--locales", "en_US,ru_RU,ar_EG", "--jobs", "2", "--output-dir", "out"], in: folder
            )
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            // 5 feet and 12 inches, a focus utterance each, in three locales.
            #expect(output.stdout.hasPrefix("prompts: 57 rendered, 0 kept"), "\(output)")
            var texts: [String: [String: String]] = [:]
            for tag in ["en-US", "ru-RU", "ar-EG"] {
                let index = try JSON(parsing: String(decoding: Data(contentsOf: folder.appending(path: "out/\(tag)/index.json")), as: UTF8.self))
                #expect(try JSONSchemaChecker.shipped().problems(in: index, report: .promptsIndex) == [], "\(tag)")
                #expect(index["picker"] == nil && index["custom"]?["source"]?.stringValue == height)
                let prompts = try #require(index["prompts"]?.arrayValue)
                texts[tag] = Dictionary(uniqueKeysWithValues: prompts.compactMap { prompt in
                    prompt["file"]?.stringValue.map { ($0, prompt["text"]?.stringValue ?? "") }
                })
            }
            #expect(texts["en-US"]?["feet/0.wav"] == "3 feet")
            #expect(texts["ru-RU"]?["feet/0.wav"] == "3 фута" && texts["ru-RU"]?["feet/2.wav"] == "5 футов")
            #expect(texts["ru-RU"]?["feet/focus.wav"]?.hasPrefix("Футы. 5 футов. Инструмент выбора.") == true)
            #expect(texts["ar-EG"]?["inches/focus.wav"]?.isEmpty == false)
        }
    }

    @Test("--picker with a column the file does not have: one line, nothing written")
    func describedPickerUnknownColumn() throws {
        try withTemporaryFolder { folder in
            let height = DescribedPickerTests.examples.appending(path: "height.json").path
            let bad = try PickerVoiceProcess.run(["prompts", "--picker", height, "--locale", "de_DE", "--wheels", "yards", "--output-dir", "out"], in: folder)
            #expect(bad.status == 1)
            #expect(bad.stderr == "pickervoice: error: --wheels: the de-DE picker has no yards column; its columns are feet, inches (see 'pickervoice help')\n", "\(bad)")
            #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "out").path))
        }
    }

    @Test("--style inline renders a month of day cells, the calendar's buttons and its header, each as said on focus")
    func inlineStyle() throws {
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(
                ["prompts", "--mode", "date", "--style", "inline", "--output-dir", "out"], locale: "de_DE"
            ), in: folder)
            #expect(output.status == 0 && output.stderr == "", "\(output)")
            // The month and year button, previous and next, 7 weekdays, 30 November days.
            #expect(output.stdout.hasPrefix("prompts: 40 rendered, 0 kept"), "\(output)")
            let index = try JSON(parsing: String(decoding: Data(contentsOf: folder.appending(path: "out/de-DE/index.json")), as: UTF8.self))
            #expect(try JSONSchemaChecker.shipped().problems(in: index, report: .promptsIndex) == [])
            let prompts = try #require(index["prompts"]?.arrayValue)
            let day = try #require(prompts.first { $0["file"] == "calendar/day.21.wav" })
            #expect(day["text"] == "Samstag, 21. November. Heute. Ausgewählt. Taste.", "the pinned now is the 21st")
            #expect(FileManager.default.fileExists(atPath: folder.appending(path: "out/de-DE/calendar/day.21.wav").path))
            let both = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(
                ["prompts", "--mode", "date", "--style", "inline", "--wheels", "month", "--output-dir", "out"], locale: "de_DE"
            ), in: folder)
            #expect(both.status == 64 && both.stderrLines.count == 1, "\(both)")
        }
    }

    @Test("--jobs 2 on a terminal draws one progress bar from what the processes report", .enabled(if: TmuxPane.isAvailable, "needs tmux"))
    func progressBarAcrossProcesses() throws {
        try withTemporaryFolder { folder in
            let binary = try PickerVoiceProcess.binary()
            // Four locales of dateAndTime prompts (a year of dates each): long enough to see the bar.
            let arguments = PickerVoiceProcess.pinned(["prompts", "--mode", "dateAndTime", "--locales", "de_DE,fr_FR,es_ES,it_IT", "--jobs", "2", "--output-dir", "out"])
            let command = ([binary.path] + arguments).map(InteractiveTests.quoted).joined(separator: " ") + "; echo prompts ended; exec sleep 600"
            let pane = try TmuxPane(command, columns: 120, rows: 10, in: folder)
            defer { pane.stop() }
            let bar = try pane.wait(for: "the bar") { $0.contains("prompts  [") && $0.contains(" prompts  ") }
            #expect(bar.contains("/"), "\(bar)")
            let end = try pane.wait(for: "the run's end", timeout: .seconds(120)) { $0.contains("prompts ended") }
            #expect(end.contains("rendered, 0 kept"), "\(end)")
        }
    }

    @Test("the date wheel's files are named by their day, and the index gives it")
    func dateWheelFilesByDay() throws {
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(
                ["prompts", "--mode", "dateAndTime", "--wheels", "date", "--output-dir", "out"], locale: "de_DE"
            ), in: folder)
            #expect(output.status == 0, "\(output)")
            #expect(FileManager.default.fileExists(atPath: folder.appending(path: "out/de-DE/date/2026-11-21.wav").path))
            let index = try JSON(parsing: String(decoding: Data(contentsOf: folder.appending(path: "out/de-DE/index.json")), as: UTF8.self))
            #expect(try JSONSchemaChecker.shipped().problems(in: index, report: .promptsIndex) == [])
            let today = try #require(index["prompts"]?.arrayValue?.first { $0["date"] == "2026-11-21" })
            #expect(today["file"] == "date/2026-11-21.wav" && today["text"] == "Heute")
        }
    }

    @Test("a rerun keeps what is current; --force, and a change of prosody, render again")
    func reruns() throws {
        try withTemporaryFolder { folder in
            _ = try PickerVoiceProcess.run(Self.base, in: folder)
            let file = folder.appending(path: "out/de-DE/hour/14.wav")
            let written = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
            let again = try PickerVoiceProcess.run(Self.base, in: folder)
            #expect(again.stdout.hasPrefix("prompts: 0 rendered, 25 kept"), "\(again)")
            #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == written, "the file was not touched")
            #expect(try PickerVoiceProcess.run(Self.base + ["--rate", "220"], in: folder).stdout.hasPrefix("prompts: 25 rendered, 0 kept"))
            #expect(try PickerVoiceProcess.run(Self.base + ["--rate", "220", "--force"], in: folder).stdout.hasPrefix("prompts: 25 rendered, 0 kept"))
        }
    }

    @Test("--jobs 2 renders the locales in two processes: the same sets as one, and errors come back as one line")
    func processes() throws {
        try withTemporaryFolder { folder in
            let arguments = PickerVoiceProcess.pinned(["prompts", "--mode", "date", "--wheels", "month", "--locales", "de_DE,fr_FR,ja_JP"])
            let two = try PickerVoiceProcess.run(arguments + ["--output-dir", "two", "--jobs", "2"], in: folder)
            let one = try PickerVoiceProcess.run(arguments + ["--output-dir", "one", "--jobs", "1"], in: folder)
            #expect(two.status == 0 && two.stderr == "", "\(two)")
            #expect(two.stdout == "prompts: 39 rendered, 0 kept (current), in two (each locale's index.json lists them)\n")
            for locale in ["de-DE", "fr-FR", "ja-JP"] {
                let index = { (name: String) in try JSON(parsing: String(decoding: Data(contentsOf: folder.appending(path: "\(name)/\(locale)/index.json")), as: UTF8.self)) }
                // Texts, files and keys are the same; durations may differ by milliseconds,
                // because espeak-ng's audio depends a little on what the process said before.
                let fields = { (name: String) in try index(name)["prompts"]?.arrayValue?.map { [$0["file"], $0["text"], $0["key"]] } }
                #expect(try fields("two") == fields("one"), "\(locale)")
            }
            #expect(one.stdout.hasPrefix("prompts: 39 rendered"))
            let bad = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(["prompts", "--mode", "time", "--wheels", "year", "--locales", "de_DE,fr_FR", "--output-dir", "bad", "--jobs", "2"]), in: folder)
            #expect(bad.status == 1)
            #expect(bad.stderrLines.count == 1)
            #expect(bad.stderr.contains("picker has no year column; its columns are hour, minute"), "\(bad.stderr)")
        }
    }

    @Test("--locales renders a set per locale; a wheel the mode lacks is one error line")
    func locales() throws {
        try withTemporaryFolder { folder in
            let output = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(
                ["prompts", "--mode", "date", "--wheels", "month", "--locales", "de_DE,fr_FR", "--output-dir", "out"]
            ), in: folder)
            #expect(output.stdout.hasPrefix("prompts: 26 rendered"), "\(output)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "out").path).sorted() == ["de-DE", "fr-FR"])
            let bad = try PickerVoiceProcess.run(PickerVoiceProcess.pinned(["prompts", "--mode", "time", "--wheels", "year", "--output-dir", "out"]), in: folder)
            #expect(bad.status == 1 && bad.stderrLines.count == 1)
            #expect(bad.stderr.contains("picker has no year column; its columns are hour, minute"))
        }
    }
}
#endif
