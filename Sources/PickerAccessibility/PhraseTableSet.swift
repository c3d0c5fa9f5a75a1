import Foundation
import PickerModel
import PickerVoiceLocalizations

/// The translation tables a narrator speaks its fixed phrases from: those built into
/// PickerVoice (``bundled``), or a folder of corrected tables that a reviewer wants to hear
/// before they are imported.
///
/// A locale is matched against the set's tags by ``LocaleTagMatcher`` (tag as given, likely
/// form, CLDR's parent locales, language), where Norwegian "no" and Nynorsk "nn" read the
/// Bokmål table "nb"; a locale whose language has no table gets English, reported as a
/// fallback. A set holds every table it has read, the matches it has made and the spoken
/// values it has built, for as long as it lives: keep one set for a process, as the built-in
/// one is kept.
///
/// A folder is read into a set by `TableFolder.phraseTables()` in PickerTableExchange,
/// which checks every table first:
///
/// ```swift
/// let corrected = try TableFolder(url: URL(fileURLWithPath: "review/Localizations")).phraseTables()
/// let narrator = PickerNarrator(tables: corrected)
/// corrected.match(for: Locale(identifier: "de_DE")).table  // "de"
/// ```
public struct PhraseTableSet: Sendable {
    /// The tables built into PickerVoice, as they were when it was built.
    public static let bundled = PhraseTableSet(storage: Storage(source: .bundle(bundleFolders())))

    let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A set of the tables `tables`, each the values of one language by key, by tag ("de",
    /// "zh-Hans"). There must be an "en" table: it speaks the keys another table lacks, and
    /// for locales of a language without a table. Keys that are no ``PhraseKey`` are ignored.
    package init(tables: [String: [String: String]]) {
        precondition(tables.keys.contains { $0.lowercased() == PhraseTableSet.baseKey }, "a table set needs an en table")
        let byKey = Dictionary(tables.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.init(storage: Storage(source: .values(byKey)))
    }

    /// The tags of the set's tables, sorted ("ar", "ca", ..., "zh-Hant").
    public var availableTags: [String] {
        storage.keys.map(PhraseTables.canonicalTag).sorted()
    }

    /// The table that speaks for `locale`, and whether it is in the locale's language.
    public func match(for locale: Locale) -> LocalizationMatch {
        resolved(for: locale).match
    }

    /// The table for `locale` and how it was matched, cached per locale.
    func resolved(for locale: Locale) -> (table: PhraseTable, match: LocalizationMatch) {
        let identifier = locale.identifier
        if let cached = storage.resolutions.withLock({ $0[identifier] }) { return cached }
        let language = LocaleTagMatcher.languageCode(of: locale) ?? "und"
        let key = storage.matcher.bestMatch(for: locale) ?? Self.baseKey
        let table = table(forKey: key)
        let sameLanguage = PhraseTables.language(ofTable: key) == language
            || (Self.faithfulAliases.contains(language) && key == Self.languageAliases[language]?.lowercased())
        let match = LocalizationMatch(
            requested: locale.identifier(.bcp47),
            table: table.tag,
            isFallback: !sameLanguage || !table.missingKeys.isEmpty
        )
        let result = (table, match)
        storage.resolutions.withLock { $0[identifier] = result }
        return result
    }

    /// The table for the lowercased tag `key`, one of the set's, read once.
    func table(forKey key: String) -> PhraseTable {
        if let cached = storage.tables.withLock({ $0[key] }) { return cached }
        let base = key == Self.baseKey ? nil : table(forKey: Self.baseKey)
        let tag = PhraseTables.canonicalTag(key)
        let table: PhraseTable
        switch storage.source {
        case .bundle(let folders):
            guard let folder = folders[key] else {
                preconditionFailure("PickerVoice's bundle has no \(key).lproj; the package is incomplete")
            }
            table = PhraseTable(tag: tag, folder: folder, base: base)
        case .values(let tables):
            guard let values = tables[key] else { preconditionFailure("the table set has no \(key) table") }
            table = PhraseTable(tag: tag, values: values, base: base)
        }
        storage.tables.withLock { $0[key] = table }
        return table
    }

    /// The spoken values of `key`, made by `make` the first time they are asked for.
    func spokenValues(_ key: SpokenValues.Key, _ make: () -> SpokenValues) -> SpokenValues {
        if let cached = storage.spokenValues.withLock({ $0[key] }) { return cached }
        let values = make()
        storage.spokenValues.withLock { $0[key] = values }
        return values
    }

    // MARK: Storage

    private static let baseKey = "en"

    /// Tables for languages that have none of their own.
    private static let languageAliases = ["no": "nb", "nn": "nb"]

    /// The aliases whose table is written in the locale's own language, so not a fallback:
    /// Norwegian "no" is written in Bokmål. Nynorsk is a written language of its own:
    /// Bokmål phrases for it are a fallback.
    private static let faithfulAliases: Set<String> = ["no"]

    /// Where a set's tables come from, by lowercased tag.
    enum Source: Sendable {
        /// The `.lproj` folders of PickerVoice's bundle, read through Foundation's `Bundle`.
        case bundle([String: URL])
        /// Tables already read, as values by key.
        case values([String: [String: String]])
    }

    /// What a set has read and made; shared by its copies.
    final class Storage: Sendable {
        let source: Source
        let matcher: LocaleTagMatcher
        let tables = Locked<[String: PhraseTable]>([:])
        let resolutions = Locked<[String: (table: PhraseTable, match: LocalizationMatch)]>([:])
        let spokenValues = Locked<[SpokenValues.Key: SpokenValues]>([:])

        init(source: Source) {
            self.source = source
            matcher = LocaleTagMatcher(tags: Self.keys(of: source), languageAliases: PhraseTableSet.languageAliases)
        }

        /// The lowercased tags of the tables.
        var keys: [String] { Self.keys(of: source) }

        private static func keys(of source: Source) -> [String] {
            switch source {
            case .bundle(let folders): Array(folders.keys)
            case .values(let tables): Array(tables.keys)
            }
        }
    }

    /// The `.lproj` folders of the bundle, by lowercased tag.
    private static func bundleFolders() -> [String: URL] {
        let bundle = PickerVoiceLocalizations.bundle
        guard let root = bundle.resourceURL,
              let entries = try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
        else { return [:] }
        var folders: [String: URL] = [:]
        for entry in entries where entry.pathExtension.lowercased() == "lproj" {
            folders[entry.deletingPathExtension().lastPathComponent.lowercased()] = entry
        }
        return folders
    }
}
