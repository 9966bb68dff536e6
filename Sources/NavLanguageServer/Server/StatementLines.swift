import NavLanguage

/// A document's logical lines (a statement's tokens, over several lines while a `[` is
/// open), lexed once when a request needs to know what is at the cursor or where
/// statements start and end.
struct StatementLines {
    struct Line {
        var tokens: [Token]
        var isIndented: Bool
        var firstLine: Int
        var lastLine: Int
    }

    let lines: [Line]

    init(_ source: SourceFile) {
        var lexer = Lexer(source)
        var lines: [Line] = []
        while let line = lexer.next() {
            let last = line.tokens.last?.location.line ?? line.location.line
            lines.append(Line(tokens: line.tokens, isIndented: line.isIndented, firstLine: line.location.line, lastLine: last))
        }
        self.lines = lines
    }

    /// The index of the logical line that spans `line`, or nil on a blank or comment line.
    func index(spanning line: Int) -> Int? {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].lastLine < line { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && lines[low].firstLine <= line ? low : nil
    }

    /// The index of the last logical line that starts at or before `line`.
    func index(before line: Int) -> Int? {
        lines.lastIndex { $0.firstLine <= line }
    }

    /// The token at `location`, or the one just before it (the cursor at a word's end).
    func token(at location: SourceLocation) -> Token? {
        guard let index = index(spanning: location.line) else { return nil }
        return lines[index].tokens.last { token in
            token.location.line == location.line && token.location.column <= location.column
                && location.column <= token.location.column + token.length
        }
    }

    /// The top-level statement (a line and, for `step`, its indented lines) that holds
    /// logical line `index`: its first and last logical lines.
    func topLevelStatement(holding index: Int) -> ClosedRange<Int> {
        var first = index
        while first > 0 && lines[first].isIndented { first -= 1 }
        var last = index
        while last + 1 < lines.count && lines[last + 1].isIndented { last += 1 }
        return first...last
    }
}
