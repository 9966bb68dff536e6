/// An import's `.nav` text and what the import did.
public struct ImportResult: Sendable, Equatable {
    public let text: String
    public let summary: ImportSummary
}
