/// The part of the Language Server Protocol (3.17) that `navviz lsp` speaks, as Swift
/// types: each type is named as the specification names it, inside this namespace.
enum LSP {}

extension LSP {
    /// A place in a document: a 0-based line, and a character offset in UTF-16 code units
    /// (the protocol's default position encoding).
    struct Position: Codable, Hashable, Comparable {
        var line: Int
        var character: Int

        /// The protocol's `uinteger`: a position outside it is refused as it is decoded, so
        /// no request or edit computes with one (`line + 1` of the largest integer traps).
        static let uinteger = 0...Int(Int32.max)

        init(line: Int, character: Int) {
            (self.line, self.character) = (line, character)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            line = try container.decode(Int.self, forKey: .line)
            character = try container.decode(Int.self, forKey: .character)
            for (key, value) in [(CodingKeys.line, line), (.character, character)] where !Self.uinteger.contains(value) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "\(value) is outside the protocol's uinteger range (0 to \(Self.uinteger.upperBound))")
            }
        }

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
