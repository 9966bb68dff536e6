import NavLanguage

/// Input `navviz import` cannot read: located diagnostics in one file's text, or a
/// message when there is no place to point at.
public struct ImportError: Error, Sendable {
    public let path: String
    /// The file's text, so diagnostics can quote the offending line.
    public let source: SourceFile?
    public let diagnostics: [Diagnostic]
    public let message: String?

    init(_ input: ImportInput, _ diagnostic: Diagnostic) {
        path = input.path
        source = SourceFile(path: input.path, text: input.text)
        diagnostics = [diagnostic]
        message = nil
    }

    init(path: String, message: String) {
        self.path = path
        source = nil
        diagnostics = []
        self.message = message
    }
}
