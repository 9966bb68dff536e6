import NavLanguage

/// The `.nav` text an import writes: every line ends with a comment naming its source,
/// aligned in one column so the code reads down the left. No line is longer than
/// `maximumLineLength`: a comment that would make it so goes on its own lines above
/// the code.
package struct NavText {
    private var lines: [(code: String, source: String, step: String?)] = []
    /// The step being written: its lines carry it, so a line the simulator refuses leads back to its step.
    package var step: String?
    /// Code longer than this pushes its comment right, rather than every comment.
    private static let commentColumn = 48
    package static let maximumLineLength = 120

    package init() {}

    /// A statement (or a line of one) and where it comes from.
    package mutating func add(_ code: String, source: String) {
        lines.append((code, Self.oneLine(source), step))
    }

    /// A line that is only a comment.
    package mutating func comment(_ text: String) {
        lines.append(("", Self.oneLine(text), nil))
    }

    package var text: String {
        lines.map(Self.rendered).joined()
    }

    /// The step whose line is line `number` (1-based) of `text`, when it is a step's.
    package func step(atLine number: Int) -> String? {
        var first = 1
        for line in lines {
            let count = Self.rendered(line).reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            if number < first + count { return line.step }
            first += count
        }
        return nil
    }

    private static func rendered(_ line: (code: String, source: String, step: String?)) -> String {
        if line.code.isEmpty { return commentLines(line.source, indent: "") }
        let padding = max(1, commentColumn - line.code.count)
        let joined = line.code + String(repeating: " ", count: padding) + "# \(line.source)"
        guard joined.count > maximumLineLength else { return joined + "\n" }
        return commentLines(line.source, indent: String(line.code.prefix { $0 == " " })) + line.code + "\n"
    }

    /// `text` as comment lines of at most `maximumLineLength`, broken between words and
    /// continued four spaces in; a word longer than a line is cut short with `…`.
    private static func commentLines(_ text: String, indent: String) -> String {
        let lead = String(text.prefix { $0 == " " })
        var prefix = indent + "# " + lead
        let continued = prefix + "    "
        let room = maximumLineLength - continued.count
        let rest = text.dropFirst(lead.count)
        // Most comments fit on one line with their words one space apart: as they are.
        if rest.count <= room && !rest.contains("  ") && !rest.hasSuffix(" ") { return prefix + rest + "\n" }
        var output = ""
        var line = ""
        // The lengths in Characters, kept as the line grows rather than counted again at each word.
        var (prefixLength, lineLength) = (prefix.count, 0)
        for word in rest.split(separator: " ") {
            let length = word.count
            let word = length > room ? word.prefix(room - 1) + "…" : word
            let wordLength = min(length, room)
            if line.isEmpty {
                line = String(word)
                lineLength = wordLength
            } else if prefixLength + lineLength + 1 + wordLength <= maximumLineLength {
                line += " " + word
                lineLength += 1 + wordLength
            } else {
                output += prefix + line + "\n"
                prefix = continued
                prefixLength = continued.count
                line = String(word)
                lineLength = wordLength
            }
        }
        return output + prefix + line + "\n"
    }

    /// A `.nav` string literal of `text`: quotes and backslashes escaped, control characters dropped.
    package static func string(_ text: String) -> String {
        var result = "\""
        for character in text where !(character.isNewline || character.unicodeScalars.contains { $0.isControlCharacter && $0 != "\t" }) {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// `text` on one line, as a comment needs, with no control character (which would
    /// drive the terminal that shows the file).
    private static func oneLine(_ text: String) -> String {
        // Most sources are printable ASCII, which holds no line break or control character:
        // kept as they are, without walking them by Character.
        if text.utf8.allSatisfy({ 0x20..<0x7F ~= $0 }) { return text }
        return String(text.map { $0.isNewline ? " " : $0 }).controlsEscaped
    }
}
