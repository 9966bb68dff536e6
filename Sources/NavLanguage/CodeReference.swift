/// The app code a step comes from, as the step's comment names it first
/// (`Home push Detail  # HomeViewController.swift:42 push`): how `navviz import` says where
/// each step is in the app, so that drawings, pages and reviews lead back to the code.
public struct CodeReference: Hashable, Sendable, Codable {
    /// The file as the comment writes it: a name (`HomeViewController.swift`) or a path.
    public var path: String
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// The extensions of files an app's navigation is written in.
    static let codeExtensions: Set<String> = ["swift", "storyboard", "xib", "m", "mm"]

    /// The reference a comment's text starts with (after its `#`): `FILE.EXT:LINE`, the file
    /// of app code (`codeExtensions`), the line a positive number, or `back from FILE.EXT:LINE`
    /// (the way back from what that line showed); nil for any other comment. A comment
    /// indented under another (two blanks or more after the `#`) continues it and names nothing.
    public init?(comment: Substring) {
        guard !comment.hasPrefix("  ") else { return nil }
        var words = comment.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        if words.starts(with: ["back", "from"]) { words = words.dropFirst(2) }
        guard let word = words.first,
            let colon = word.lastIndex(of: ":"),
            let line = Int(word[word.index(after: colon)...]), line > 0
        else { return nil }
        let path = String(word[..<colon])
        guard Self.isAppCode(path) else { return nil }
        self.init(path: path, line: line)
    }

    /// Whether `path` names a file of app code: a name before one of `codeExtensions`.
    public static func isAppCode(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), dot > path.startIndex else { return false }
        return codeExtensions.contains(String(path[path.index(after: dot)...]))
    }

    /// `FILE:LINE`.
    public var text: String { "\(path):\(line)" }

    /// `template` with `{path}` and `{line}` filled in: a link to the code (a repository's
    /// blob URL, `https://github.com/OWNER/REPO/blob/main/{path}#L{line}`).
    public func url(_ template: String) -> String {
        template.replacing("{path}", with: path).replacing("{line}", with: String(line))
    }
}
