import NavCodeImport

/// An import's `.nav` text and what the import did.
public struct ImportResult: Sendable {
    public let text: String
    public let summary: ImportSummary
    /// What was skipped, in part or whole, for stderr; the flow says it too.
    public var warnings: [ImportWarning] = []
    /// For `navviz lint`: what UIKit and navviz's lint say of the flow's steps, at the app's calls.
    package var findings: [TourFinding] = []
}
