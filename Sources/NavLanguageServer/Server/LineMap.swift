import NavLanguage

/// Converts between navviz's locations (1-based lines, columns in Characters) and the
/// protocol's positions (0-based lines, offsets in UTF-16 code units), line by line.
struct LineMap {
    let source: SourceFile

    func position(_ location: SourceLocation) -> LSP.Position {
        let line = text(ofLine: location.line)
        let characters = line.prefix(max(0, location.column - 1))
        return LSP.Position(line: location.line - 1, character: characters.utf16.count)
    }

    /// The location of the Character the position falls in (or just after the line's end).
    func location(_ position: LSP.Position) -> SourceLocation {
        let line = text(ofLine: position.line + 1)
        var column = 1
        var offset = 0
        for character in line {
            let width = character.utf16.count
            if offset + width > position.character { break }
            offset += width
            column += 1
        }
        return SourceLocation(line: position.line + 1, column: column)
    }

    /// `length` Characters from `location`.
    func range(_ location: SourceLocation, length: Int) -> LSP.Range {
        LSP.Range(start: position(location), end: position(SourceLocation(line: location.line, column: location.column + length)))
    }

    /// Whole lines `first` to `last` (1-based), to the end of the last.
    func range(lines first: Int, through last: Int) -> LSP.Range {
        LSP.Range(
            start: LSP.Position(line: first - 1, character: 0),
            end: LSP.Position(line: last - 1, character: text(ofLine: last).utf16.count))
    }

    /// The whole document, for an edit that replaces it.
    var wholeDocument: LSP.Range {
        range(lines: 1, through: max(1, source.lines.count))
    }

    func text(ofLine number: Int) -> Substring {
        number >= 1 && number <= source.lines.count ? source.lines[number - 1] : ""
    }
}
