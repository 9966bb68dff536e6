/// The `.nav` text an import writes: every line ends with a comment naming its source,
/// aligned in one column so the code reads down the left.
struct NavText {
    private var lines: [(code: String, source: String)] = []
    /// Code longer than this pushes its comment right, rather than every comment.
    private static let commentColumn = 48
    /// When set, a comment that would make its line longer is moved left, then shortened with `…`.
    var lineLimit: Int?

    /// A statement (or a line of one) and where it comes from.
    mutating func add(_ code: String, source: String) {
        lines.append((code, Self.oneLine(source)))
    }

    /// A line that is only a comment.
    mutating func comment(_ text: String) {
        lines.append(("", Self.oneLine(text)))
    }

    var text: String {
        lines.map { line in
            var comment = "# " + line.source
            guard !line.code.isEmpty else { return Self.shortened(comment, to: lineLimit) + "\n" }
            var padding = max(1, Self.commentColumn - line.code.count)
            if let lineLimit, line.code.count + padding + comment.count > lineLimit {
                padding = max(1, lineLimit - line.code.count - comment.count)
                comment = Self.shortened(comment, to: max(12, lineLimit - line.code.count - padding))
            }
            return line.code + String(repeating: " ", count: padding) + comment + "\n"
        }.joined()
    }

    private static func shortened(_ text: String, to limit: Int?) -> String {
        guard let limit, text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// A `.nav` string literal of `text`: quotes and backslashes escaped, control characters dropped.
    static func string(_ text: String) -> String {
        var result = "\""
        for character in text where !(character.isNewline || (character.asciiValue.map { $0 < 0x20 && $0 != 9 } ?? false)) {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// `text` on one line, as a comment needs.
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
