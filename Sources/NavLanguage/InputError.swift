/// Input navviz refuses: a file it cannot read, `.nav` text with errors, or what
/// `navviz import` cannot read (a storyboard, a dump, an app's folder): located
/// diagnostics in one file's text, or a message when there is no place to point at.
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

    /// One located diagnostic in `source`, whose text lets the formatter quote the line.
    public init(_ source: SourceFile, _ diagnostic: Diagnostic) {
        self.init(path: source.path, source: source, diagnostics: [diagnostic], message: nil)
    }

    /// A problem with no place to point at.
    public init(path: String, message: String) {
        self.init(path: path, source: nil, diagnostics: [], message: message)
    }
}
