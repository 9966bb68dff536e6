import NavLanguage

/// Formats a document as `navviz import` writes one: trailing captions and comments start
/// in one column, after the code; lines lose their trailing blanks. Lines of a statement
/// written over several lines, and lines the lexer refuses, keep their layout.
enum Formatter {
    /// The column captions and comments start in, after code padded with spaces: the
    /// column `navviz import` writes its comments in (NavImport's `NavText`).
    static let trailingColumn = 49
    /// A line longer than this keeps one space before its caption or comment instead.
    static let maximumLineLength = 120

    static func edits(in analysis: DocumentAnalysis) -> [LSP.TextEdit] {
        let source = analysis.source
        var captioned: Set<Int> = []
        for statement in analysis.parsed.syntax.statements {
            switch statement.kind {
            case .root(_, caption: .some): captioned.insert(statement.location.line)
            case .action(let action) where action.caption != nil: captioned.insert(statement.location.line)
            case .group(_, let actions):
                for action in actions where action.caption != nil { captioned.insert(action.location.line) }
            default: break
            }
        }
        var edits: [LSP.TextEdit] = []
        var singleLine: [Int: StatementLines.Line] = [:]
        for line in analysis.statements.lines where line.firstLine == line.lastLine { singleLine[line.firstLine] = line }
        for number in 1...max(1, source.lines.count) {
            let original = String(analysis.lines.text(ofLine: number))
            var formatted = original.trimmingTrailingBlanks
            if let line = singleLine[number] {
                formatted = aligned(formatted, code: source.code(ofLine: number), caption: captioned.contains(number) ? line.tokens.last : nil)
            }
            if formatted != original {
                edits.append(LSP.TextEdit(range: analysis.lines.range(lines: number, through: number), newText: formatted))
            }
        }
        return edits
    }

    /// `line` with its caption and comment in the trailing column.
    private static func aligned(_ line: String, code: String, caption: Token?) -> String {
        let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
        let body = line.dropFirst(indentation.count)
        guard body.hasPrefix(code) else { return line }
        let comment = body.dropFirst(code.count).drop { $0 == " " || $0 == "\t" }
        guard comment.isEmpty || comment.hasPrefix("#") else { return line }
        var statement = indentation + code
        var trailing: [String] = []
        if let caption, case .string = caption.kind {
            let start = statement.index(statement.startIndex, offsetBy: min(statement.count, caption.location.column - 1))
            trailing.append(String(statement[start...]))
            statement = String(statement[..<start]).trimmingTrailingBlanks
        }
        if !comment.isEmpty { trailing.append(String(comment)) }
        guard !trailing.isEmpty else { return statement }
        let text = trailing.joined(separator: " ")
        let padded = statement.padding(to: trailingColumn - 1) + text
        return padded.count <= maximumLineLength ? padded : statement + " " + text
    }
}

extension String {
    fileprivate var trimmingTrailingBlanks: String {
        var text = self
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }

    /// At least one space after the text, and spaces up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
