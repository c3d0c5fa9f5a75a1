import Foundation
@testable import PickerTableExchange
import Testing

/// How an import replaces the tables: through links, with their modes and owners, all or
/// none, and after a killed import (the reliability probe's D9 and D10).
@Suite("Writing the tables")
struct TableWritingTests {
    /// The German export of `copy` with `value.dayPeriod.am` set to `value`, as an import.
    static func germanImport(_ value: String = "vormittags", into copy: URL) throws -> TableImport {
        let folder = try TableFolder(url: copy)
        let xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", to: value, try folder.xliff(languages: ["de"]))
        return try TableImport(xliff: Data(xliff.utf8), path: "de.xliff", into: folder)
    }

    static func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(path, &status) == 0 ? status : nil
    }

    /// Every hidden file under `folder`, by path relative to it.
    static func hiddenFiles(under folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
    }

    /// The ID of a process that has ended.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("A table that is a symbolic link: the link stays, its target gets the change and keeps its mode (D10)")
    func linkedTable() throws {
        try withTableCopy { copy in
            let table = copy.appendingPathComponent("de.lproj/Phrases.strings")
            let real = copy.deletingLastPathComponent().appendingPathComponent("de-Phrases.strings")
            try FileManager.default.moveItem(at: table, to: real)
            chmod(real.path, 0o640)
            try FileManager.default.createSymbolicLink(atPath: table.path, withDestinationPath: "../../de-Phrases.strings")
            try Self.germanImport(into: copy).write()
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: table.path) == "../../de-Phrases.strings")
            #expect(try foundationValues(of: real)["value.dayPeriod.am"] == "vormittags")
            #expect(Self.status(real.path).map { $0.st_mode & 0o7777 } == 0o640)
            #expect(Self.hiddenFiles(under: copy.deletingLastPathComponent()) == [])
        }
    }

    @Test("A table writable by everyone loses that permission; a private one stays private", arguments: [(0o666, 0o664), (0o600, 0o600), (0o644, 0o644)] as [(mode_t, mode_t)])
    func modes(before: mode_t, after: mode_t) throws {
        try withTableCopy { copy in
            let table = copy.appendingPathComponent("de.lproj/Phrases.strings")
            chmod(table.path, before)
            try Self.germanImport(into: copy).write()
            #expect(Self.status(table.path).map { $0.st_mode & 0o7777 } == after)
        }
    }

    @Test("A table keeps its owner when root imports into it", .enabled(if: geteuid() == 0))
    func owner() throws {
        try withTableCopy { copy in
            let table = copy.appendingPathComponent("de.lproj/Phrases.strings")
            #expect(chown(table.path, 65534, 65534) == 0)
            try Self.germanImport(into: copy).write()
            #expect(Self.status(table.path).map { ($0.st_uid, $0.st_gid) } ?? (0, 0) == (65534, 65534))
        }
    }

    @Test("Two tables that are links to one file are not both written")
    func oneFileForTwoTables() throws {
        try withTableCopy { copy in
            let australian = copy.appendingPathComponent("en-AU.lproj/Phrases.strings")
            try FileManager.default.removeItem(at: australian)
            try FileManager.default.createSymbolicLink(atPath: australian.path, withDestinationPath: "../en-GB.lproj/Phrases.strings")
            let folder = try TableFolder(url: copy)
            var xliff = try folder.xliff(languages: ["en-AU", "en-GB"])
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "en-AU", to: "in the morning", xliff)
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "en-GB", to: "morning", xliff)
            let before = try snapshot(copy)
            let british = copy.appendingPathComponent("en-GB.lproj/Phrases.strings")
            #expect(throws: TableExchangeError.writeFailed(path: british.path, reason: "it is the file of the en-AU table too; give each table its own file")) {
                try TableImport(xliff: Data(xliff.utf8), path: "review.xliff", into: folder).write()
            }
            #expect(try snapshot(copy) == before)
            #expect(Self.hiddenFiles(under: copy) == [])
        }
    }

    @Test("A rename that fails puts back the tables already replaced, and leaves nothing staged (D9)")
    func failedRenameRollsBack() throws {
        try withTableCopy { copy in
            let folder = try TableFolder(url: copy)
            var xliff = try folder.xliff(languages: ["de", "fr"])
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "de", to: "vormittags", xliff)
            xliff = try XLIFFEdit.setting("target", of: "value.dayPeriod.am", in: "fr", to: "le matin", xliff)
            let corrections = try TableImport(xliff: Data(xliff.utf8), path: "review.xliff", into: folder)
            let before = try snapshot(copy)
            // Asked before each table is staged and once before the renames: then the French
            // table's staged file goes, so its rename fails after the German one succeeded.
            var asked = 0
            let french = copy.appendingPathComponent("fr.lproj")
            #expect {
                try corrections.write(stoppingIf: {
                    asked += 1
                    if asked == 3 {
                        for name in (try? FileManager.default.contentsOfDirectory(atPath: french.path)) ?? [] where name.hasSuffix(".new") {
                            try? FileManager.default.removeItem(at: french.appendingPathComponent(name))
                        }
                    }
                    return false
                })
            } throws: { error in
                (error as? TableExchangeError) == .writeFailed(path: french.appendingPathComponent("Phrases.strings").path, reason: "no such file; no table was changed")
            }
            #expect(asked == 3)
            #expect(try snapshot(copy) == before, "the German table is back")
            #expect(Self.hiddenFiles(under: copy) == [])
        }
    }

    @Test("Stopped before the first rename: nothing written, nothing staged")
    func stopped() throws {
        try withTableCopy { copy in
            let before = try snapshot(copy)
            #expect(throws: TableExchangeError.interrupted) {
                try Self.germanImport(into: copy).write(stoppingIf: { true })
            }
            var asked = 0
            #expect(throws: TableExchangeError.interrupted) {
                try Self.germanImport(into: copy).write(stoppingIf: { asked += 1; return asked == 2 })
            }
            #expect(try snapshot(copy) == before)
            #expect(Self.hiddenFiles(under: copy) == [])
        }
    }

    /// The files an import killed after its journal leaves, for the tables `tags` of `copy`
    /// with `value.dayPeriod.am` set to "new <tag>": each table's `.new` and `.old` files and
    /// the journal, of the process `pid`. The first `renamed` tables are already replaced.
    static func killedImport(
        of tags: [String], in copy: URL, pid: Int32, direction: String, renamed: Int
    ) throws -> [String: Data] {
        var tables: [[String: String]] = []
        var old: [String: Data] = [:]
        for (index, tag) in tags.enumerated() {
            let folder = try TableFolder(url: copy)
            let table = try folder.read(tag)
            let target = table.url.path
            let stem = table.url.deletingLastPathComponent().appendingPathComponent(".Phrases.strings.pickervoice-\(pid)-1a2b").path
            let new = table.replacing(["value.dayPeriod.am": "new \(tag)"])
            old[tag] = table.data
            try table.data.write(to: URL(fileURLWithPath: stem + ".old"))
            if index < renamed {
                try new.write(to: table.url)
            } else {
                try new.write(to: URL(fileURLWithPath: stem + ".new"))
            }
            tables.append(["table": tag, "target": target, "new": stem + ".new", "old": stem + ".old"])
        }
        let journal = try JSONSerialization.data(withJSONObject: ["direction": direction, "tables": tables], options: [.sortedKeys])
        try journal.write(to: copy.appendingPathComponent(".pickervoice-import-\(pid).journal"))
        return old
    }

    @Test("An import killed while it renamed is finished by the next one (SIGKILL, D9)")
    func killedWhileRenaming() throws {
        try withTableCopy { copy in
            let tags = ["de", "fr", "it"]
            _ = try Self.killedImport(of: tags, in: copy, pid: try Self.deadProcessID(), direction: "forward", renamed: 1)
            let folder = try TableFolder(url: copy)
            #expect(try folder.recoverInterruptedImports() == ["fr", "it"])
            for tag in tags {
                #expect(try foundationValues(of: copy.appendingPathComponent("\(tag).lproj/Phrases.strings"))["value.dayPeriod.am"] == "new \(tag)")
            }
            #expect(Self.hiddenFiles(under: copy) == [])
            #expect(try folder.recoverInterruptedImports() == [])
        }
    }

    @Test("A table changed after the killed import is kept as it is")
    func killedThenEdited() throws {
        try withTableCopy { copy in
            _ = try Self.killedImport(of: ["de", "fr"], in: copy, pid: try Self.deadProcessID(), direction: "forward", renamed: 0)
            let french = copy.appendingPathComponent("fr.lproj/Phrases.strings")
            let edited = try Data(contentsOf: french) + Data("\n".utf8)
            try edited.write(to: french)
            #expect(try TableFolder(url: copy).recoverInterruptedImports() == ["de"])
            #expect(try Data(contentsOf: french) == edited)
            #expect(Self.hiddenFiles(under: copy) == [])
        }
    }

    @Test("An import killed while it put tables back is taken back by the next one")
    func killedWhileRollingBack() throws {
        try withTableCopy { copy in
            let before = try snapshot(copy)
            _ = try Self.killedImport(of: ["de", "fr", "it"], in: copy, pid: try Self.deadProcessID(), direction: "back", renamed: 2)
            #expect(try TableFolder(url: copy).recoverInterruptedImports() == [])
            #expect(try snapshot(copy) == before)
            #expect(Self.hiddenFiles(under: copy) == [])
        }
    }

    @Test("Files staged by a killed import, and by PickerVoice 0.10, are removed; a running import's are kept (D9)")
    func leftovers() throws {
        try withTableCopy { copy in
            let before = try snapshot(copy)
            let dead = try Self.deadProcessID()
            let german = copy.appendingPathComponent("de.lproj")
            let left = [
                ".Phrases.strings.\(UUID().uuidString).tmp",
                ".Phrases.strings.pickervoice-\(dead)-9f.new",
                ".Phrases.strings.pickervoice-\(dead)-9f.old",
            ]
            let running = ".Phrases.strings.pickervoice-\(getppid())-9f.new"
            for name in left + [running, ".Phrases.strings.notes"] {
                try Data("x".utf8).write(to: german.appendingPathComponent(name))
            }
            try Data("{}".utf8).write(to: copy.appendingPathComponent(".pickervoice-import-\(dead).journal.tmp"))
            #expect(try TableFolder(url: copy).recoverInterruptedImports() == [])
            #expect(Self.hiddenFiles(under: copy) == ["de.lproj/.Phrases.strings.notes", "de.lproj/\(running)"])
            try FileManager.default.removeItem(at: german.appendingPathComponent(running))
            try FileManager.default.removeItem(at: german.appendingPathComponent(".Phrases.strings.notes"))
            #expect(try snapshot(copy) == before)
        }
    }
}
