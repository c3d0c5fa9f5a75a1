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
            (state="new"); import writes the new table once every target is filled.

            Examples:
              pickervoice tables export --format xliff --languages de --output de.xliff
              pickervoice tables export --format xliff --output-dir xliff
              pickervoice tables export --format xliff --languages ja
              pickervoice tables export --format xliff --new sw --output sw.xliff
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

        @Option(name: .customLong("new"), help: ArgumentHelp("Start a table for this language, which has none: a BCP-47 tag CLDR knows (sw, sr-Latn).", valueName: "tag"))
        var newLanguage: String?

        func validate() throws {
            if output != nil, outputDirectory != nil {
                throw ValidationError("give --output or --output-dir, not both")
            }
            if newLanguage != nil, languages != nil {
                throw ValidationError("give --new or --languages, not both")
            }
        }

        func run() throws {
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
                return try write(table, folder: outputDirectory)
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

        /// Writes one table's document to --output, into --output-dir, or to standard output.
        private func write(_ table: ExportedTable, folder outputDirectory: String?) throws {
            if let outputDirectory {
                let directory = try OutputPaths.folder(outputDirectory, option: "--output-dir")
                try Tables.write([(table.fileName, table.xliff)], into: directory, option: "--output-dir")
                Output.print("wrote 1 file to \(outputDirectory): \(table.fileName)")
            } else if let output {
                guard !output.isEmpty else { throw CLIError("--output: the path is empty") }
                let url = URL(fileURLWithPath: output)
                try Tables.write([(url.lastPathComponent, table.xliff)], into: url.deletingLastPathComponent(), option: "--output")
                Output.print("wrote the new \(table.tag) table to \(output)")
            } else {
                Output.print(table.xliff, terminator: "")
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
            Checks every <file> and unit first: the right table, every key once, an English \
            source that is still current (else export again), the key's placeholders, the \
            ASCII apostrophe, no empty value, no change to Apple's wording, one line of at \
            most 1,000 characters without tabs, controls, bidirectional overrides or \
            invisible characters the table does not use (U+00A0, U+202F, U+200E and U+200F \
            are always allowed). Each problem is \
            one line on stderr ("unit <key> in <tag>: ..."); with any problem nothing is \
            written. Otherwise only the changed "key" = "value"; lines change, every comment \
            stays, and the tables are replaced all or none, even when the command is \
            interrupted; a table that is a symbolic link keeps its link and its mode. An \
            import killed with SIGKILL is finished by the next import.

            Examples:
              pickervoice tables import de.xliff --dry-run
              pickervoice tables import de.xliff --localizations Localizations
            """)
        )

        @Argument(help: ArgumentHelp("The XLIFF file, as export wrote it and a reviewer corrected it.", valueName: "file"))
        var file: String

        @Option(help: ArgumentHelp("The folder of <tag>.lproj tables to write into.", valueName: "folder"))
        var localizations: String = "Localizations"

        @Flag(help: "Check the file and show each change (key, old → new, per language), and write nothing.")
        var dryRun = false

        func run() throws {
            let folder = try Tables.attempt("--localizations") { () throws(TableExchangeError) in
                try TableFolder(url: URL(fileURLWithPath: localizations))
            }
            if !dryRun {
                // An import killed earlier is finished first, so that this one is checked
                // against the tables as they are going to be.
                let finished = try Tables.attempt("--localizations") { () throws(TableExchangeError) in
                    try folder.recoverInterruptedImports()
                }
                if !finished.isEmpty {
                    Output.print("finished an import that was interrupted: \(finished.count) \(finished.count == 1 ? "table" : "tables") (\(finished.joined(separator: ", ")))")
                }
            }
            let corrections: TableImport
            do {
                corrections = try TableImport(contentsOf: URL(fileURLWithPath: file), into: folder)
                if !dryRun {
                    // SIGINT, SIGTERM and SIGHUP are held while the tables are written: one
                    // that arrives before the first table is replaced stops the import with
                    // nothing written, one after it lets the import finish; either way the
                    // process then ends by that signal.
                    Interruption.install()
                    try corrections.write(stoppingIf: { Interruption.pending != nil })
                }
            } catch {
                try Interruption.honour {}
                if case .invalidImport(_, let problems) = error {
                    let lines = problems.map { "\($0)\n" }.joined()
                    FileHandle.standardError.write(Data(lines.utf8))
                }
                throw CLIError("\(error); nothing was written")
            }
            try Interruption.honour {}
            Interruption.uninstall()
            if corrections.changes.isEmpty {
                Output.print("no changes")
            }
            for change in corrections.changes {
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
