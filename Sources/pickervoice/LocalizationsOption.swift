import ArgumentParser
import Foundation
import PickerAccessibility
import PickerTableExchange

/// `--localizations FOLDER`: speak, describe and check from a folder of tables (corrected,
/// not yet imported) instead of those built into pickervoice.
struct LocalizationsOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Take the fixed phrases from the tables in this folder (<tag>.lproj/Phrases.strings, as in Localizations/) instead of those built in, to hear a correction before it is imported.",
        valueName: "folder"
    ))
    var localizations: String?

    /// The folder's tables, checked as an import checks them, or the built-in ones; a folder
    /// or table that cannot be used is one line naming --localizations.
    func tables() throws -> PhraseTableSet {
        guard let localizations else { return .bundled }
        return try Tables.attempt("--localizations") { () throws(TableExchangeError) in
            try TableFolder.phraseTables(inFolder: URL(fileURLWithPath: localizations))
        }
    }
}
