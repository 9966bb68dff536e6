/// Splits `.nav` text into logical lines of tokens, collecting every lexical error.
///
/// A line continues while a `[` is open, so lists may span lines. Errors never stop
/// the lexer: the bad character is skipped and lexing goes on.
public struct Lexer {
    public static let maximumBracketDepth = 64

    private let lines: [Substring]
    private(set) var diagnostics: [Diagnostic] = []

    public init(_ source: SourceFile) {
        self.lines = source.lines
    }

    public static func lex(_ source: SourceFile) -> (lines: [LogicalLine], diagnostics: [Diagnostic]) {
        var lexer = Lexer(source)
        let lines = lexer.run()
        return (lines, lexer.diagnostics)
    }

    private mutating func run() -> [LogicalLine] {
        var result: [LogicalLine] = []
        var current: LogicalLine?
        var openBrackets: [SourceLocation] = []
        for (index, text) in lines.enumerated() {
            let lineNumber = index + 1
            let characters = Array(text)
            let tokens = lexLine(characters, line: lineNumber, openBrackets: &openBrackets)
            if var continuing = current {
                continuing.tokens += tokens
                current = continuing
            } else if !tokens.isEmpty {
                let indented = characters.first.map { $0 == " " || $0 == "\t" } ?? false
                current = LogicalLine(tokens: tokens, isIndented: indented, location: tokens[0].location)
            }
            if openBrackets.isEmpty, let finished = current {
                result.append(finished)
                current = nil
            }
        }
        if let unclosed = openBrackets.first, let finished = current {
            diagnostics.append(Diagnostic(
                .error, "this `[` is never closed", at: unclosed,
                expected: "`]` before the end of the file", help: "close the list with `]`"))
            result.append(finished)
        }
        return result
    }

    private mutating func lexLine(_ characters: [Character], line: Int, openBrackets: inout [SourceLocation]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        func location(_ at: Int) -> SourceLocation { SourceLocation(line: line, column: at + 1) }
        while index < characters.count {
            let character = characters[index]
            let start = index
            switch character {
            case " ", "\t", "\r":
                index += 1
            case "#":
                index = characters.count
            case "[":
                if openBrackets.count >= Self.maximumBracketDepth {
                    diagnostics.append(Diagnostic(
                        .error, "brackets are nested more than \(Self.maximumBracketDepth) deep", at: location(start),
                        help: "flatten the hierarchy; a real app nests a few levels"))
                }
                openBrackets.append(location(start))
                tokens.append(Token(kind: .leftBracket, location: location(start)))
                index += 1
            case "]":
                if openBrackets.isEmpty {
                    diagnostics.append(Diagnostic(.error, "`]` without a matching `[`", at: location(start), help: "remove this `]`"))
                } else {
                    openBrackets.removeLast()
                    tokens.append(Token(kind: .rightBracket, location: location(start)))
                }
                index += 1
            case ",":
                tokens.append(Token(kind: .comma, location: location(start)))
                index += 1
            case ":":
                tokens.append(Token(kind: .colon, location: location(start)))
                index += 1
            case ".":
                tokens.append(Token(kind: .dot, location: location(start)))
                index += 1
            case "=":
                if index + 1 < characters.count, characters[index + 1] == "=" {
                    tokens.append(Token(kind: .equalsEquals, location: location(start)))
                    index += 2
                } else {
                    tokens.append(Token(kind: .equals, location: location(start)))
                    index += 1
                }
            case "\"":
                index += 1
                var value = ""
                var closed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\"" { closed = true; index += 1; break }
                    if next == "\\" {
                        guard index + 1 < characters.count else { break }
                        let escaped = characters[index + 1]
                        if escaped == "\"" || escaped == "\\" {
                            value.append(escaped)
                        } else {
                            diagnostics.append(Diagnostic(
                                .error, "unknown escape `\\\(escaped)` in a string", at: location(index),
                                expected: "`\\\"` or `\\\\`", help: "write `\\\\` for a backslash"))
                            value.append(escaped)
                        }
                        index += 2
                        continue
                    }
                    value.append(next)
                    index += 1
                }
                if !closed {
                    diagnostics.append(Diagnostic(
                        .error, "this string is not closed", at: location(start),
                        expected: "a closing `\"` on the same line", help: "strings are single-line; add `\"` at the end"))
                }
                tokens.append(Token(kind: .string(value), location: location(start)))
            case _ where character.isNumber && character.isASCII:
                var digits = ""
                while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                    digits.append(characters[index])
                    index += 1
                }
                if let value = Int(digits), value <= 1_000_000_000 {
                    tokens.append(Token(kind: .integer(value), location: location(start)))
                } else {
                    diagnostics.append(Diagnostic(.error, "the number \(digits.prefix(20))\(digits.count > 20 ? "…" : "") is too large", at: location(start)))
                    tokens.append(Token(kind: .integer(Int.max), location: location(start)))
                }
            case _ where character.isLetter || character == "_":
                var word = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    word.append(characters[index])
                    index += 1
                }
                if let keyword = Keyword(rawValue: word) {
                    tokens.append(Token(kind: .keyword(keyword), location: location(start)))
                } else {
                    tokens.append(Token(kind: .name(word), location: location(start)))
                }
            default:
                var help: String?
                if character == "-" || character == ">" { help = "operations are words: `A present B`, not arrows" }
                if character == "/" { help = "comments start with `#`" }
                if character == "“" || character == "”" { help = "use straight quotes `\"`" }
                diagnostics.append(Diagnostic(
                    .error, "unexpected character `\(character)`", at: location(start),
                    expected: "a name, a string, a number or one of `[ ] , : . == =`", help: help))
                index += 1
            }
        }
        return tokens
    }
}
