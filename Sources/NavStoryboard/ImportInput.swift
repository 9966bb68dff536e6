import NavLanguage

/// One file given to `navviz import`: its path as the user wrote it, and its text.
public struct ImportInput: Sendable {
    public let path: String
    public let text: String
    /// The file name without its folders, as the comments of the `.nav` text name it
    /// (worked out once: an import names it on every line it writes).
    package let fileName: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        fileName = String(path.split(separator: "/").last ?? Substring(path))
    }

    /// Its text as a diagnostic quotes it.
    package var source: SourceFile {
        SourceFile(path: path, text: text)
    }
}
