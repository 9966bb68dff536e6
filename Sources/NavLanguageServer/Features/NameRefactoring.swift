import NavInput
import NavLanguage

/// Go to definition, references, highlights and rename for view-controller names: every
/// place the parser saw a name written (`ParseResult.mentions`).
enum NameRefactoring {
    static func definition(at position: LSP.Position, in analysis: DocumentAnalysis) -> LSP.Location? {
        guard let mention = analysis.mention(at: analysis.lines.location(position)),
            let made = analysis.mentions(of: mention.name).first(where: \.isDefinition)
        else { return nil }
        return LSP.Location(uri: analysis.uri, range: analysis.range(of: made))
    }

    static func references(at position: LSP.Position, includingDefinition: Bool, in analysis: DocumentAnalysis) -> [LSP.Location] {
        guard let mention = analysis.mention(at: analysis.lines.location(position)) else { return [] }
        return analysis.mentions(of: mention.name).filter { includingDefinition || !$0.isDefinition }.map {
            LSP.Location(uri: analysis.uri, range: analysis.range(of: $0))
        }
    }

    static func highlights(at position: LSP.Position, in analysis: DocumentAnalysis) -> [LSP.DocumentHighlight] {
        guard let mention = analysis.mention(at: analysis.lines.location(position)) else { return [] }
        return analysis.mentions(of: mention.name).map { LSP.DocumentHighlight(range: analysis.range(of: $0), kind: $0.isDefinition ? 3 : 2) }
    }

    static func prepareRename(at position: LSP.Position, in analysis: DocumentAnalysis) -> LSP.PrepareRenameResult? {
        guard let mention = analysis.mention(at: analysis.lines.location(position)) else { return nil }
        return LSP.PrepareRenameResult(range: analysis.range(of: mention), placeholder: mention.name)
    }

    /// Every mention of the name at the cursor, renamed; a name that is no identifier, a
    /// keyword, or already names a view controller (a name is one instance) is refused.
    static func rename(at position: LSP.Position, to newName: String, in analysis: DocumentAnalysis) throws(ResponseError) -> LSP.WorkspaceEdit {
        guard let mention = analysis.mention(at: analysis.lines.location(position)) else {
            throw .requestFailed("no view-controller name at the cursor: navviz renames view controllers")
        }
        guard let first = newName.first, first == "_" || first.isLetter, newName.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else {
            throw .requestFailed("`\(newName)` is not a name: a letter or `_`, then letters, digits or `_`")
        }
        if Keyword(rawValue: newName) != nil {
            throw .requestFailed("`\(newName)` is a keyword of the language and cannot name a view controller")
        }
        if let existing = analysis.declaration(of: newName) {
            throw .requestFailed(
                "`\(newName)` already names a view controller (line \(existing.location.line)); a name is one instance for the whole flow")
        }
        let edits = analysis.mentions(of: mention.name).map { LSP.TextEdit(range: analysis.range(of: $0), newText: newName) }
        // A word the language reads in context (`device`, `alert`, `compact`) could change
        // what a line means: the renamed text must parse with no error the old one lacked.
        let renamed = FlowDocument(SourceFile(path: analysis.source.path, text: applying(edits, to: analysis)))
        let before = Set(analysis.parsed.errors.map(\.location))
        if renamed.parsed.errors.count > before.count, let broken = renamed.parsed.errors.first(where: { !before.contains($0.location) }) {
            throw .requestFailed("renamed to `\(newName)`, line \(broken.location.line) would read differently: \(broken.message)")
        }
        return LSP.WorkspaceEdit(changes: [analysis.uri: edits])
    }

    /// The document's text with edits that each replace a name on one line.
    private static func applying(_ edits: [LSP.TextEdit], to analysis: DocumentAnalysis) -> String {
        var lines = analysis.source.lines.map(String.init)
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let line = lines[edit.range.start.line]
            let utf16 = line.utf16
            let start = utf16.index(utf16.startIndex, offsetBy: edit.range.start.character)
            let end = utf16.index(utf16.startIndex, offsetBy: edit.range.end.character)
            lines[edit.range.start.line] = String(line[..<start]) + edit.newText + String(line[end...])
        }
        return lines.joined(separator: "\n")
    }
}
