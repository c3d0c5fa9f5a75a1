import Foundation

/// The decimal digits a locale writes, and the digits in a text that are not them.
struct LocaleDigits: Sendable {
    /// The locale's numbering system, as CLDR names it ("latn", "arab", "deva").
    let numberingSystem: String
    /// The zero of the locale's digits ("0", "٠", "०").
    let zero: Unicode.Scalar

    /// The digits of `locale`'s numbering system: `Locale.numberingSystem`, which on Linux
    /// follows the `-u-nu-` extension and CLDR's default for the locale ("ar_EG": arab,
    /// "ar": latn, "hi_IN": latn, "ne_NP": deva).
    ///
    /// Its digits are found by formatting zero in that system alone, with no language,
    /// so that the locale's own formats play no part. An algorithmic system (`hebr`,
    /// `jpan`), which has no decimal digits of its own, counts as Latin digits.
    init(locale: Locale) {
        let system = locale.numberingSystem.identifier
        numberingSystem = system
        var components = Locale.Components(identifier: "und")
        components.numberingSystem = Locale.NumberingSystem(system)
        let zeroText = 0.formatted(IntegerFormatStyle<Int>(locale: Locale(components: components)))
        zero = zeroText.unicodeScalars.first.flatMap(TextChecks.zero(of:)) ?? "0"
    }

    /// The name of the digits whose zero is `zero`, from Unicode's character names:
    /// "Latin" for "0", "Arabic-Indic" for "٠", "Devanagari" for "०".
    static func name(ofDigitsWithZero zero: Unicode.Scalar) -> String {
        guard let name = zero.properties.name, name != "DIGIT ZERO" else { return "Latin" }
        let system = name.replacingOccurrences(of: " DIGIT ZERO", with: "")
        return system.split(separator: " ").map { word in
            word.split(separator: "-", omittingEmptySubsequences: false)
                .map { $0.prefix(1) + $0.dropFirst().lowercased() }
                .joined(separator: "-")
        }.joined(separator: " ")
    }
}
