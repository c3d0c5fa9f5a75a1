/// Which translation table speaks for a locale, and whether it is in the locale's language.
///
/// An audit must say when it spoke English to a French user: ``isFallback`` is `true`
/// exactly when the table is in another language than the one asked for.
///
/// ```swift
/// PhraseTables.match(for: Locale(identifier: "fr_CA"))  // fr-CA, not a fallback
/// PhraseTables.match(for: Locale(identifier: "es_MX"))  // es-419, not a fallback
/// PhraseTables.match(for: Locale(identifier: "mk_MK"))  // en, a fallback
/// ```
public struct LocalizationMatch: Sendable, Hashable, Codable {
    /// The locale asked for, as a BCP-47 tag ("fr-CA", "hi-IN-u-nu-deva").
    public let requested: String
    /// The table used, as a BCP-47 tag ("fr-CA", "zh-Hans", "en").
    public let table: String
    /// Whether the table is in another language than the one asked for.
    public let isFallback: Bool

    /// Creates a match.
    public init(requested: String, table: String, isFallback: Bool) {
        self.requested = requested
        self.table = table
        self.isFallback = isFallback
    }

    enum CodingKeys: String, CodingKey {
        case requested, table
        case isFallback = "fallback"
    }
}
