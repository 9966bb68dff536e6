import NavCodeFacts
@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The one shape of Swift found to make swift-syntax's parser slow past any use: square
/// brackets inside square brackets (`[[[…`, `[a<[a<…`), where it tries each as a type and
/// as an expression, so that every level doubles the time (40 levels: hours). A file
/// nested deeper than `limit` is refused before it is parsed, located at the bracket
/// that goes too deep. The brackets are counted on swift-syntax's own tokens, so those in
/// comments and strings do not count, and those in a string's interpolation do.
enum BracketNesting {
    /// Deeper than any app's code (JSON-like literals reach 5 or 6); at this depth the
    /// parser takes under a second in a debug build.
    static let limit = 12

    static func problem(in bytes: [UInt8]) -> ParseProblem? {
        bytes.withUnsafeBufferPointer { buffer -> ParseProblem? in
            var tracker = LookaheadTracker()
            return withUnsafeMutablePointer(to: &tracker) { tracker -> ParseProblem? in
                var lexemes = Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: [])
                var offset = 0
                var depth = 0
                while let lexeme = lexemes.next(), lexeme.rawTokenKind != .endOfFile {
                    defer { offset += lexeme.byteLength }
                    switch lexeme.rawTokenKind {
                    case .leftSquare:
                        depth += 1
                        guard depth <= limit else { return problem(at: offset + lexeme.textRange.lowerBound, in: buffer) }
                    case .rightSquare:
                        depth = max(0, depth - 1)
                    default:
                        break
                    }
                }
                return nil
            }
        }
    }

    private static func problem(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> ParseProblem {
        let before = buffer[..<offset]
        let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
        return ParseProblem(
            line: before.count { $0 == 0x0A } + 1, column: offset - lineStart + 1,
            message: "square brackets nested more than \(limit) deep, where swift-syntax's time doubles with each level",
            isSyntaxError: false)
    }
}
