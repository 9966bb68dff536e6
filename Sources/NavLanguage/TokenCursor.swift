/// A read position in one logical line's tokens.
struct TokenCursor {
    let tokens: [Token]
    let lineLocation: SourceLocation
    var index = 0

    init(_ line: LogicalLine) {
        self.tokens = line.tokens
        self.lineLocation = line.location
    }

    var peek: Token? { index < tokens.count ? tokens[index] : nil }
    func peek(at offset: Int) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }
    /// The token just read, if any.
    var previous: Token? { index > 0 && index <= tokens.count ? tokens[index - 1] : nil }
    mutating func advance(by count: Int = 1) { index += count }
    mutating func retreat() { index -= 1 }

    /// Just past the last token: where "something is missing" is reported.
    var endLocation: SourceLocation {
        guard let last = tokens.last else { return lineLocation }
        return SourceLocation(line: last.location.line, column: last.location.column + last.length)
    }

    /// Where the next token is, or where it is missing.
    var here: SourceLocation { peek?.location ?? endLocation }

    /// "unexpected X" for the next token, or "`what` is missing" at the line's end.
    func unexpected(or missing: String) -> String {
        peek.map { "unexpected \($0.display)" } ?? "\(missing) is missing"
    }

    mutating func expectString(what: String) throws -> String {
        guard let token = peek, case .string(let text) = token.kind else {
            throw Diagnostic(.error, unexpected(or: "a string"), at: here, expected: what)
        }
        advance()
        return text
    }

    mutating func expectInteger(what: String) throws -> Int {
        guard let token = peek, case .integer(let value) = token.kind else {
            throw Diagnostic(.error, unexpected(or: "a number"), at: here, expected: what)
        }
        advance()
        return value
    }

    func expectEnd(after what: String = "the statement", expected: String = "the end of the line", help: String? = nil) throws {
        guard let extra = peek else { return }
        var help = help
        if help == nil, case .name = extra.kind, extra.location.line == lineLocation.line { help = "put each statement on its own line" }
        if help == nil, case .string = extra.kind { help = "a caption comes last, after the options" }
        throw Diagnostic(
            .error, "unexpected \(extra.display) after \(what)", at: extra.location,
            expected: expected, help: help)
    }
}
