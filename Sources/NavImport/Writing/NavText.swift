/// The `.nav` text an import writes: every line ends with a comment naming its source,
/// aligned in one column so the code reads down the left. No line is longer than
/// `maximumLineLength`: a comment that would make it so goes on its own lines above
/// the code.
struct NavText {
    private var lines: [(code: String, source: String)] = []
    /// Code longer than this pushes its comment right, rather than every comment.
    private static let commentColumn = 48
    static let maximumLineLength = 120

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
            if line.code.isEmpty { return Self.commentLines(line.source, indent: "") }
            let padding = max(1, Self.commentColumn - line.code.count)
            let joined = line.code + String(repeating: " ", count: padding) + "# \(line.source)"
            guard joined.count > Self.maximumLineLength else { return joined + "\n" }
            return Self.commentLines(line.source, indent: String(line.code.prefix { $0 == " " })) + line.code + "\n"
        }.joined()
    }

    /// `text` as comment lines of at most `maximumLineLength`, broken between words and
    /// continued four spaces in; a word longer than a line is cut short with `…`.
    private static func commentLines(_ text: String, indent: String) -> String {
        let lead = String(text.prefix { $0 == " " })
        var prefix = indent + "# " + lead
        let continued = prefix + "    "
        var output = ""
        var line = ""
        for word in text.dropFirst(lead.count).split(separator: " ") {
            let room = maximumLineLength - continued.count
            let word = word.count > room ? word.prefix(room - 1) + "…" : word
            if line.isEmpty {
                line = String(word)
            } else if prefix.count + line.count + 1 + word.count <= maximumLineLength {
                line += " " + word
            } else {
                output += prefix + line + "\n"
                prefix = continued
                line = String(word)
            }
        }
        return output + prefix + line + "\n"
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
