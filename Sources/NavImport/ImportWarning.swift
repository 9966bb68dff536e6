import NavLanguage

/// A file of an app's folder that the import read in part or skipped (a storyboard that is
/// no XML, a segue that leads nowhere), located in the file's text: the rest is imported.
public struct ImportWarning: Sendable {
    public let source: SourceFile
    public let diagnostic: Diagnostic
}
