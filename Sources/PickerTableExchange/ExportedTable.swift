/// One language's table as an XLIFF document.
public struct ExportedTable: Sendable, Equatable {
    /// The table's tag ("de").
    public let tag: String
    /// The XLIFF 1.2 document.
    public let xliff: String

    /// The name an export folder gives the file: "de.xliff".
    public var fileName: String { "\(tag).xliff" }
}
