/// The `.nav` text an import writes: every line ends with a comment naming its source,
/// aligned in one column so the code reads down the left.
struct NavText {
    private var lines: [(code: String, source: String)] = []
    /// Code longer than this pushes its comment right, rather than every comment.
    private static let commentColumn = 48

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
            if line.code.isEmpty { return "# \(line.source)\n" }
            let padding = max(1, Self.commentColumn - line.code.count)
            return line.code + String(repeating: " ", count: padding) + "# \(line.source)\n"
        }.joined()
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
