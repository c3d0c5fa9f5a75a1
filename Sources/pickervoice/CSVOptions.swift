import ArgumentParser

/// `--bom`: CSV that spreadsheets open in UTF-8. Excel and LibreOffice read a CSV file
/// without a byte order mark in the system's legacy code page, and Hebrew, Arabic or
/// Japanese come out as mojibake.
struct CSVOptions: ParsableArguments {
    @Flag(help: "With --format csv, start with a UTF-8 byte order mark, so spreadsheets read the file as UTF-8.")
    var bom = false

    /// Refuses `--bom` for any format but CSV.
    func validate(isCSV: Bool) throws {
        if bom, !isCSV { throw ValidationError("--bom marks CSV as UTF-8; give it with --format csv") }
    }

    /// `text`, after the byte order mark when asked for.
    func applied(to text: String) -> String {
        bom ? "\u{FEFF}" + text : text
    }
}
