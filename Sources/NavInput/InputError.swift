import NavLanguage

/// Input navviz refuses: a file it cannot read, or `.nav` text with errors.
public struct InputError: Error, Sendable {
    public let path: String
    public let source: SourceFile?
    public let diagnostics: [Diagnostic]
    /// A problem with no location (unreadable file).
    public let message: String?

    public init(path: String, source: SourceFile?, diagnostics: [Diagnostic], message: String?) {
        self.path = path
        self.source = source
        self.diagnostics = diagnostics
        self.message = message
    }
}
