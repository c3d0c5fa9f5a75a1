import Foundation

extension DatePicker {
    /// The numbering-system keywords CLDR defines beside the named systems: they choose
    /// one of the locale's own systems.
    private static let numberingSystemAliases: Set<String> = ["native", "traditio", "traditional", "finance"]

    /// The numbering systems ICU has data for, and CLDR's aliases.
    private static let knownNumberingSystems: Set<String> = Set(
        Locale.NumberingSystem.availableNumberingSystems.map { $0.identifier.lowercased() }
    ).union(numberingSystemAliases)

    /// Why the model refuses `locale`, or `nil` when it can show wheels for it.
    ///
    /// A numbering system ICU does not know (`en-US-u-nu-xyz`, `en_US@numbers=xyz`) makes
    /// Foundation's date formatter on Linux stop the process (SIGILL) at the first date.
    /// A caller should refuse such a locale before making a picker (`PickerInput` does).
    public static func unsupportedReason(for locale: Locale) -> String? {
        let numbers = locale.numberingSystem.identifier.lowercased()
        guard knownNumberingSystems.contains(numbers) else {
            return "'\(numbers)' is not a numbering system Foundation knows (try latn, arab, deva, hanidec or native)"
        }
        return nil
    }
}
