import Foundation

extension DatePicker {
    /// The widest fixed offset from GMT the wheels accept: the tz database's own range
    /// (`Etc/GMT-14` to `Etc/GMT+12`), widened to ±14 hours on both sides.
    public static let maximumFixedOffset = 14 * 3600

    /// Why the model refuses `timeZone`, or `nil` when it can format dates in it.
    ///
    /// Foundation on Linux reads a time zone two ways: `TimeZone` asks ICU, which knows
    /// more names than the tz database (`ACT`, `SystemV/AST4`, `US/Pacific-New`) and fixed
    /// offsets up to ±18 hours; `DateFormatter` asks CoreFoundation, which knows only the
    /// tz database's files, its own table of abbreviations, and offsets up to about ±14
    /// hours, and stops the process (SIGILL) on anything else. Where both know a name
    /// they can disagree: ICU reads `AST` as Alaska and `BST` as Bangladesh, the
    /// formatter as Halifax and London, so the wheels would show one zone and count in
    /// another. A zone is therefore modelled when it is a file of the tz database, GMT,
    /// or a fixed offset within ``maximumFixedOffset``.
    ///
    /// A caller should refuse the others before making a picker (`PickerInput` does).
    ///
    /// - Parameter zoneDirectory: where the tz database lives; Foundation on Linux reads
    ///   `/usr/share/zoneinfo`.
    public static func unsupportedReason(
        for timeZone: TimeZone, zoneDirectory: String = "/usr/share/zoneinfo"
    ) -> String? {
        let identifier = timeZone.identifier
        if identifier == "GMT" { return nil }
        if let offset = fixedOffset(named: identifier) {
            return abs(offset) <= maximumFixedOffset
                ? nil
                : "a fixed offset beyond ±14 hours is not supported: Foundation's date formatter cannot use it"
        }
        if isZoneFile(identifier, in: zoneDirectory) { return nil }
        return "it is not in the tz database, and Foundation's date formatter cannot use it; use an IANA name such as Europe/Berlin or America/New_York"
    }

    /// The offset of a `GMT+hhmm` name as Foundation writes a fixed zone, in seconds.
    private static func fixedOffset(named identifier: String) -> Int? {
        let utf8 = Array(identifier.utf8)
        guard utf8.count == 8, identifier.hasPrefix("GMT"), utf8[3] == UInt8(ascii: "+") || utf8[3] == UInt8(ascii: "-"),
              let hours = Int(String(decoding: utf8[4..<6], as: UTF8.self)),
              let minutes = Int(String(decoding: utf8[6..<8], as: UTF8.self))
        else { return nil }
        return (utf8[3] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// Whether the tz database has a compiled zone of this name: a regular file that
    /// starts with the `TZif` magic, as CoreFoundation reads it.
    private static func isZoneFile(_ identifier: String, in directory: String) -> Bool {
        guard !identifier.isEmpty, !identifier.hasPrefix("/"),
              !identifier.split(separator: "/").contains(where: { $0 == ".." || $0 == "." })
        else { return false }
        guard let handle = FileHandle(forReadingAtPath: directory + "/" + identifier) else { return false }
        defer { try? handle.close() }
        guard let magic = try? handle.read(upToCount: 4) else { return false }
        return magic == Data("TZif".utf8)
    }
}
