/// Splits `.nav` text into logical lines of tokens, collecting every lexical error.
///
/// A line continues while a `[` is open, so lists may span lines. Errors never stop
/// the lexer: the bad character is skipped and lexing goes on. The work and the
/// number of diagnostics are bounded, whatever the input. Lines are read one at a
/// time (`next()`), so only the statement being parsed holds its tokens.
public struct Lexer: IteratorProtocol {
    public static let maximumBracketDepth = 64
    /// Longer lines are refused whole: no flow needs them, and it bounds the work per line.
    public static let maximumLineLength = 10_000

    private let lines: [Substring]
    private(set) var diagnostics: [Diagnostic] = []
    /// Diagnostics beyond `Parser.maximumDiagnostics`, counted but not kept.
    private(set) var omittedDiagnostics = 0
    /// Whether the open brackets already went too deep: said once per list.
    private var reportedDepth = false
    /// The tokens of the line being read, reused from line to line: each line's own
    /// array is then allocated once, at its size.
    private var lineTokens: [Token] = []
    /// The next physical line to read (0-based).
    private var lineIndex = 0
    private var openBrackets: [SourceLocation] = []

    public init(_ source: SourceFile) {
        self.lines = source.lines
    }

    /// The number of physical lines.
    var lineCount: Int { lines.count }

    /// Whether the lexer reported any error.
    var hasErrors: Bool { !diagnostics.isEmpty || omittedDiagnostics > 0 }

    private mutating func report(_ diagnostic: Diagnostic) {
        if diagnostics.count < Parser.maximumDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            omittedDiagnostics += 1
        }
    }

    /// The next logical line, or nil at the end of the file.
    public mutating func next() -> LogicalLine? {
        var current: LogicalLine?
        while lineIndex < lines.count {
            let lineNumber = lineIndex + 1
            let reportedBefore = diagnostics.count + omittedDiagnostics
            let (tokens, indented) = lexLine(lines[lineIndex], line: lineNumber)
            lineIndex += 1
            if current != nil {
                current?.tokens += tokens // in place: a copy per line would be quadratic
            } else if !tokens.isEmpty {
                current = LogicalLine(tokens: tokens, isIndented: indented, location: tokens[0].location)
            }
            if diagnostics.count + omittedDiagnostics > reportedBefore { current?.hasLexicalErrors = true }
            if openBrackets.isEmpty {
                reportedDepth = false
                if let finished = current { return finished }
            }
        }
        guard let unclosed = openBrackets.first, var finished = current else { return nil }
        report(
            Diagnostic(
                .error, "this `[` is never closed", at: unclosed,
                expected: "`]` before the end of the file", help: "close the list with `]`"))
        openBrackets = []
        finished.hasLexicalErrors = true
        return finished
    }

    /// The line's tokens, and whether it starts with white space. A line whose bytes are
    /// Characters (ASCII, the common case) is read as bytes, any other as Characters:
    /// either way one unit is one column. A line too long to be a statement has no tokens.
    private mutating func lexLine(_ text: Substring, line: Int) -> (tokens: [Token], indented: Bool) {
        let utf8 = text.utf8
        if utf8.count > Self.maximumLineLength {
            let length = text.count
            if length > Self.maximumLineLength {
                report(
                    Diagnostic(
                        .error, "line \(line) is \(length) characters long; navviz reads lines of up to \(Self.maximumLineLength) characters",
                        at: SourceLocation(line: line, column: 1),
                        help: "split a long list over several lines inside `[ ]`, or shorten the caption"))
                return ([], false)
            }
        }
        var contiguous = text
        let lexedBytes = contiguous.withUTF8 { bytes in Substring.isCharacterPerByte(bytes) ? lexUnits(bytes, line: line) : nil }
        return lexedBytes ?? lexUnits(Array(text), line: line)
    }

    private mutating func lexUnits<Units: RandomAccessCollection>(_ characters: Units, line: Int) -> (tokens: [Token], indented: Bool)
    where Units.Element: LexerUnit, Units.Index == Int {
        lineTokens.removeAll(keepingCapacity: true)
        var index = 0
        func location(_ at: Int) -> SourceLocation { SourceLocation(line: line, column: at + 1) }
        func add(_ kind: Token.Kind, from start: Int) {
            lineTokens.append(Token(kind: kind, location: location(start), length: index - start))
        }
        while index < characters.count {
            let character = characters[index]
            let start = index
            switch character.ascii {
            case " ", "\t", "\r":
                index += 1
            case "#":
                index = characters.count
            case "[":
                if openBrackets.count >= Self.maximumBracketDepth && !reportedDepth {
                    reportedDepth = true
                    report(
                        Diagnostic(
                            .error, "brackets are nested more than \(Self.maximumBracketDepth) deep", at: location(start),
                            help: "flatten the hierarchy; a real app nests a few levels"))
                }
                openBrackets.append(location(start))
                index += 1
                add(.leftBracket, from: start)
            case "]":
                index += 1
                if openBrackets.isEmpty {
                    report(Diagnostic(.error, "`]` without a matching `[`", at: location(start), help: "remove this `]`"))
                } else {
                    openBrackets.removeLast()
                    add(.rightBracket, from: start)
                }
            case ",":
                index += 1
                add(.comma, from: start)
            case ":":
                index += 1
                add(.colon, from: start)
            case ".":
                index += 1
                add(.dot, from: start)
            case "=":
                let isDouble = index + 1 < characters.count && characters[index + 1].ascii == "="
                index += isDouble ? 2 : 1
                add(isDouble ? .equalsEquals : .equals, from: start)
            case "\"":
                let value = lexString(characters, at: &index, line: line)
                add(.string(value), from: start)
            case _ where character.isDigit:
                while index < characters.count, characters[index].isDigit { index += 1 }
                let digits = Units.Element.string(characters[start..<index])
                if let value = Int(digits), value <= 1_000_000_000 {
                    add(.integer(value), from: start)
                } else {
                    report(
                        Diagnostic(
                            .error, "the number \(digits.prefix(20))\(digits.count > 20 ? "…" : "") is too large", at: location(start),
                            expected: "a number up to 1000000000"))
                    add(.integer(Int.max), from: start)
                }
            case _ where character.startsName:
                while index < characters.count, characters[index].continuesName { index += 1 }
                let word = Units.Element.string(characters[start..<index])
                add(Keyword.spelled(word).map(Token.Kind.keyword) ?? .name(word), from: start)
            case "(" where lineTokens.last?.word != nil:
                // A call written as in Swift, `A pushViewController(B, animated: true)`: its
                // arguments are one mistake, with the hint for the method it names.
                let method = lineTokens.last!.word!
                report(
                    Diagnostic(
                        .error, "unexpected character `(`", at: location(start), expected: "a name, a string, a number or one of `[ ] , : . == =`",
                        help: Operation.uikitHint(for: method).map { "calls take no parentheses: " + $0 } ?? Self.help(for: "(")))
                index = Self.endOfArguments(characters, from: start)
            default:
                report(
                    Diagnostic(
                        .error, "unexpected character `\(Self.visible(character.character))`", at: location(start),
                        expected: "a name, a string, a number or one of `[ ] , : . == =`", help: Self.help(for: character.character)))
                // A run of stray characters (binary noise, an arrow `->`) is one mistake.
                index += 1
                while index < characters.count, characters[index].isStray { index += 1 }
            }
        }
        let indented = characters.first.map { $0.ascii == " " || $0.ascii == "\t" } ?? false
        // A copy at the line's size: `Array(lineTokens)` would keep the whole buffer.
        var tokens: [Token] = []
        tokens.reserveCapacity(lineTokens.count)
        tokens.append(contentsOf: lineTokens)
        return (tokens, indented)
    }

    /// Reads a string from its opening quote; `index` ends just past it.
    private mutating func lexString<Units: RandomAccessCollection>(_ characters: Units, at index: inout Int, line: Int) -> String
    where Units.Element: LexerUnit, Units.Index == Int {
        let start = index
        index += 1
        var value = ""
        while index < characters.count {
            let next = characters[index].character
            if next == "\"" {
                index += 1
                return value
            }
            if next == "\\", index + 1 < characters.count {
                let escaped = characters[index + 1].character
                if escaped != "\"" && escaped != "\\" {
                    report(
                        Diagnostic(
                            .error, "unknown escape `\\\(Self.visible(escaped))` in a string", at: SourceLocation(line: line, column: index + 1),
                            expected: "`\\\"` or `\\\\`", help: "write `\\\\` for a backslash"))
                }
                value.append(escaped)
                index += 2
                continue
            }
            if next != "\t" && Self.visible(next) != String(next) {
                report(
                    Diagnostic(
                        .error, "the string contains the control character `\(Self.visible(next))`",
                        at: SourceLocation(line: line, column: index + 1),
                        help: "captions are plain text; remove it"))
            }
            value.append(next)
            index += 1
        }
        report(
            Diagnostic(
                .error, "this string is not closed", at: SourceLocation(line: line, column: start + 1),
                expected: "a closing `\"` on the same line", help: "strings are single-line; add `\"` at the end"))
        return value
    }

    /// Just past the `)` that closes the `(` at `start`, strings skipped; the line's end
    /// when none does.
    private static func endOfArguments<Units: RandomAccessCollection>(_ characters: Units, from start: Int) -> Int
    where Units.Element: LexerUnit, Units.Index == Int {
        var depth = 0
        var inString = false
        var index = start
        while index < characters.count {
            switch characters[index].ascii {
            case "\"": inString.toggle()
            case "\\" where inString: index += 1
            case "(" where !inString: depth += 1
            case ")" where !inString:
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return characters.count
    }

    private static func help(for character: Character) -> String? {
        switch character {
        case "-", ">": return "operations are words: `A present B`, not arrows"
        case "/": return "comments start with `#`"
        case "“", "”": return "use straight quotes `\"`"
        case "!": return "`expect` compares with `==` only"
        case "(", ")": return "lists use `[` and `]`, and calls take no parentheses: `A push B`, not `pushViewController(B)`"
        case "{", "}": return "lists use `[` and `]`"
        default: return nil
        }
    }

    /// The character as it may be printed in a message: invisible and control
    /// characters (which could drive a terminal) become `U+XXXX`.
    static func visible(_ character: Character) -> String {
        let invisible = character.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator
        }
        guard invisible else { return String(character) }
        return character.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }
}
