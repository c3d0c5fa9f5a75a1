import ArgumentParser
import Foundation
import PickerFiles
import PickerTableExchange

struct Tables: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tables",
        abstract: "Export the translation tables as XLIFF for review, and import the corrections.",
        discussion: HelpExamples.laidOut("""
        Native reviewers correct the fixed phrases in their translation tool: export gives \
        them XLIFF 1.2 with each key's English source, the table's value, the key's note and \
        Apple's own iOS string; import checks their file and writes the changed values into \
        Localizations/, all or nothing.

        Examples:
          pickervoice tables export --format xliff --languages de --output de.xliff
          pickervoice tables import de.xliff --dry-run
        """),
        subcommands: [Export.self, Import.self]
    )
}

extension Tables {
    /// The formats the tables can be exported in.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case xliff
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the translation tables as XLIFF 1.2.",
            discussion: HelpExamples.laidOut("""
            Reads the tables built into pickervoice (or those in --localizations). Each unit \
            has the key as its id, the English value as its source, the table's value as its \
            target, the key's note and, where iOS ships one, Apple's own string. Units that \
            reproduce Apple's wording are marked translate="no": import refuses to change them. \
            --new starts a language that has no table: English sources and empty targets \
            (state="new"); import writes the new table once every target is filled. \
            --spoken-forms exports the readings the speech engine is given instead of \
            written text (Japanese era names in kana, Russian ё) and our own number rules \
            (Arabic feminine counts, Czech, Slovak and Ukrainian genitives), for a native \
            reviewer; import them back with 'tables import --spoken-forms'.

            Examples:
              pickervoice tables export --format xliff --languages de --output de.xliff
              pickervoice tables export --format xliff --output-dir xliff
              pickervoice tables export --format xliff --languages ja
              pickervoice tables export --format xliff --new mk --output mk.xliff
              pickervoice tables export --format xliff --spoken-forms --languages ja --output ja-readings.xliff
            """)
        )

        @Option(help: "The file format.")
        var format: Format = .xliff

        @Option(help: ArgumentHelp("Only these tables: tags separated by commas (every table without it).", valueName: "tags"))
        var languages: String?

        @Option(help: ArgumentHelp("Write one file with a <file> element per language.", valueName: "file"))
        var output: String?

        @Option(name: .customLong("output-dir"), help: ArgumentHelp("Write <tag>.xliff per language into this folder.", valueName: "folder"))
        var outputDirectory: String?

        @Option(help: ArgumentHelp("Export the tables of this folder instead of those built into pickervoice.", valueName: "folder"))
        var localizations: String?

        @Option(name: .customLong("new"), help: ArgumentHelp("Start a table for this language, which has none: a BCP-47 tag CLDR knows (mk, uz-Cyrl).", valueName: "tag"))
        var newLanguage: String?

        @Flag(name: .customLong("spoken-forms"), help: "Export the spoken form's readings (spoken-forms.json) instead of the tables: written text, and what the speech engine reads instead.")
        var spokenForms = false

        func validate() throws {
            if output != nil, outputDirectory != nil {
                throw ValidationError("give --output or --output-dir, not both")
            }
            if newLanguage != nil, languages != nil {
                throw ValidationError("give --new or --languages, not both")
            }
            if spokenForms, newLanguage != nil || localizations != nil || outputDirectory != nil {
                throw ValidationError("--spoken-forms exports the readings built into pickervoice as one document: it takes --languages and --output, not --new, --localizations or --output-dir")
            }
        }

        func run() throws {
            if spokenForms {
                let tags = try languageList()
                let xliff = try Tables.attempt("--languages") { () throws(TableExchangeError) in
                    try SpokenFormReadings.shipped().xliff(languages: tags)
                }
                return try write(xliff, fileName: "readings.xliff", what: "the spoken form's readings", folder: nil)
            }
            let folder: TableFolder
            if let localizations {
                folder = try Tables.attempt("--localizations") { () throws(TableExchangeError) in
                    try TableFolder(url: URL(fileURLWithPath: localizations))
                }
            } else {
                folder = try Tables.attempt(nil) { () throws(TableExchangeError) in try TableFolder.bundled() }
            }
            if let newLanguage {
                let table = try Tables.attempt("--new") { () throws(TableExchangeError) in
                    try folder.xliffForNewLanguage(newLanguage)
                }
                return try write(table.xliff, fileName: table.fileName, what: "the new \(table.tag) table", folder: outputDirectory)
            }
            let tags = try languageList()
            if let outputDirectory {
                let tables = try Tables.attempt("--languages") { () throws(TableExchangeError) in
                    try folder.xliffPerTable(languages: tags)
                }
                let directory = try OutputPaths.folder(outputDirectory, option: "--output-dir")
                try Tables.write(tables.map { ($0.fileName, $0.xliff) }, into: directory, option: "--output-dir")
                let names = tables.map(\.fileName).joined(separator: ", ")
                Output.print("wrote \(tables.count) \(tables.count == 1 ? "file" : "files") to \(outputDirectory): \(names)")
            } else {
                let xliff = try Tables.attempt("--languages") { () throws(TableExchangeError) in
                    try folder.xliff(languages: tags)
                }
                if let output {
                    guard !output.isEmpty else { throw CLIError("--output: the path is empty") }
                    let url = URL(fileURLWithPath: output)
                    try Tables.write([(url.lastPathComponent, xliff)], into: url.deletingLastPathComponent(), option: "--output")
                    let count = tags?.count ?? folder.tags.count
                    Output.print("wrote \(count) \(count == 1 ? "table" : "tables") to \(output)")
                } else {
                    Output.print(xliff, terminator: "")
                }
            }
        }

        /// Writes one document, `what` it holds, to --output, as `fileName` into --output-dir,
        /// or to standard output.
        private func write(_ xliff: String, fileName: String, what: String, folder outputDirectory: String?) throws {
            if let outputDirectory {
                let directory = try OutputPaths.folder(outputDirectory, option: "--output-dir")
                try Tables.write([(fileName, xliff)], into: directory, option: "--output-dir")
                Output.print("wrote 1 file to \(outputDirectory): \(fileName)")
            } else if let output {
                guard !output.isEmpty else { throw CLIError("--output: the path is empty") }
                let url = URL(fileURLWithPath: output)
                try Tables.write([(url.lastPathComponent, xliff)], into: url.deletingLastPathComponent(), option: "--output")
                Output.print("wrote \(what) to \(output)")
            } else {
                Output.print(xliff, terminator: "")
            }
        }

        /// The tags of --languages, or `nil` for every table.
        private func languageList() throws -> [String]? {
            guard let languages else { return nil }
            let tags = languages.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !tags.isEmpty else { throw CLIError("--languages: no language given; write tags such as de,fr") }
            return tags
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Check an XLIFF file of corrections and write its changed values into the tables.",
            discussion: HelpExamples.laidOut("""
            Checks every <file> and unit first: the right table, no key twice, an English \
            source that is still current (else export again), the key's placeholders, the \
            ASCII apostrophe, no empty value, no change to Apple's wording, one line of at \
            most 1,000 characters without tabs, controls, bidirectional overrides or \
            invisible characters the table does not use (U+00A0, U+202F, U+200E and U+200F \
            are always allowed). Each problem is \
            one line on stderr ("unit <key> in <tag>: ..."); with any problem nothing is \
            written. Otherwise only the changed "key" = "value"; lines change, every comment \
            stays, and the tables are replaced all or none, even when the command is \
            interrupted; a table that is a symbolic link keeps its link and its mode. An \
            import killed with SIGKILL is finished by the next import. A key without a unit \
            keeps its value (translation tools return only the changed units), and a target \
            in <mrk mtype="seg"> segments is read as one value. A file from export --new \
            writes a new <tag>.lproj table; one from export --spoken-forms goes into \
            spoken-forms.json with --spoken-forms.

            Examples:
              pickervoice tables import de.xliff --dry-run
              pickervoice tables import de.xliff --localizations Localizations
              pickervoice tables import ja-readings.xliff --dry-run \\
                --spoken-forms Sources/PickerSpeech/SpokenForm/spoken-forms.json
            """)
        )

        @Argument(help: ArgumentHelp("The XLIFF file, as export wrote it and a reviewer corrected it.", valueName: "file"))
        var file: String

        @Option(help: ArgumentHelp("The folder of <tag>.lproj tables to write into.", valueName: "folder"))
        var localizations: String = "Localizations"

        @Flag(help: "Check the file and show each change (key, old → new, per language), and write nothing.")
        var dryRun = false

        @Option(name: .customLong("spoken-forms"), help: ArgumentHelp("Import the spoken form's readings (a file from export --spoken-forms) into this spoken-forms.json instead of the tables.", valueName: "file"))
        var spokenForms: String?

        func run() throws {
            if let spokenForms { return try importReadings(into: spokenForms) }
            let folder = try Tables.attempt("--localizations") { () throws(TableExchangeError) in
                try TableFolder(url: URL(fileURLWithPath: localizations))
            }
            let corrections: TableImport
            do {
                corrections = try TableImport.run(URL(fileURLWithPath: file), into: folder, dryRun: dryRun) { finished in
                    Output.print("finished an import that was interrupted: \(finished.count) \(finished.count == 1 ? "table" : "tables") (\(finished.joined(separator: ", ")))")
                }
            } catch let error as TableExchangeError {
                throw Tables.refusal(error)
            }
            Tables.print(corrections.changes, dryRun: dryRun)
        }

        /// Imports the readings of the XLIFF file into the spoken-forms.json at `path`.
        private func importReadings(into path: String) throws {
            let corrections: SpokenFormImport
            do {
                corrections = try SpokenFormImport(contentsOf: URL(fileURLWithPath: file), into: URL(fileURLWithPath: path))
                if !dryRun { try corrections.write() }
            } catch {
                throw Tables.refusal(error)
            }
            Tables.print(corrections.changes, dryRun: dryRun)
        }
    }

    /// The error of an import that wrote nothing, after its problems, one a line, on stderr.
    static func refusal(_ error: TableExchangeError) -> CLIError {
        if case .invalidImport(_, let problems) = error {
            FileHandle.standardError.write(Data(problems.map { "\($0)\n" }.joined().utf8))
        }
        return CLIError("\(error); nothing was written")
    }

    /// Prints what an import changes: a line per table, and in a dry run each value's old → new.
    static func print(_ changes: [TableChange], dryRun: Bool) {
        if changes.isEmpty {
            Output.print("no changes")
        }
        for change in changes {
            Output.print("\(change)")
            // A dry run is where a reviewer's changes are read before they are accepted.
            if dryRun {
                for value in change.values {
                    Output.print("  \(value)")
                }
            }
        }
        if dryRun {
            Output.print("dry run: nothing was written")
        }
    }

    /// The result of `body`, or its error as one line, after `option` when one is named.
    static func attempt<T>(_ option: String?, _ body: () throws(TableExchangeError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw CLIError(option.map { "\($0): \(error)" } ?? "\(error)")
        }
    }

    /// Writes the files `files` (name, text) into `folder`, all or none, or fails with one
    /// line naming `option`.
    ///
    /// Through ``StagedFolder``, as every other command's output: a file replaced keeps its
    /// mode, a symbolic link stays a link and its target gets the text, and an interrupted or
    /// failed export leaves the previous files. (`Data.write(options: .atomic)` gives a
    /// replaced file 0644, replaces a link with a file and leaves its temporary file behind
    /// when interrupted.)
    static func write(_ files: [(name: String, text: String)], into folder: URL, option: String) throws {
        do throws(FileOutputError) {
            try StagedFolder.check(files.map(\.name), in: folder)
            let staged = try StagedFolder(in: folder)
            for file in files {
                try staged.write(Data(file.text.utf8), named: file.name)
            }
            try staged.commit()
        } catch {
            throw CLIError("\(option): \(error)")
        }
    }
}
