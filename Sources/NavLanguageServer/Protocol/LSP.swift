/// The part of the Language Server Protocol (3.17) that `navviz lsp` speaks, as Swift
/// types: each type is named as the specification names it, inside this namespace.
enum LSP {}

extension LSP {
    /// A place in a document: a 0-based line, and a character offset in UTF-16 code units
    /// (the protocol's default position encoding).
    struct Position: Codable, Hashable, Comparable {
        var line: Int
        var character: Int

        static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
    }

    struct Range: Codable, Hashable {
        var start: Position
        var end: Position

        func contains(_ position: Position) -> Bool { start <= position && position <= end }
    }

    struct Location: Codable, Hashable {
        var uri: String
        var range: Range
    }

    struct TextDocumentIdentifier: Codable, Hashable {
        var uri: String
    }

    struct TextDocumentPositionParams: Codable {
        var textDocument: TextDocumentIdentifier
        var position: Position
    }

    struct TextEdit: Codable, Hashable {
        var range: Range
        var newText: String
    }

    struct MarkupContent: Codable, Hashable {
        var kind = "markdown"
        var value: String
    }
}
