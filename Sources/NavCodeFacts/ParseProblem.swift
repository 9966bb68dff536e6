/// Why a Swift file was skipped, and where: the first error the parser found, or a limit
/// the file went past (nesting, size, time) or the parser's crash on it.
public struct ParseProblem: Codable, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String
    /// Whether the file does not parse (else it went past a limit, or crashed the parser).
    public var isSyntaxError: Bool

    public init(line: Int, column: Int, message: String, isSyntaxError: Bool = true) {
        self.line = line
        self.column = column
        self.message = message
        self.isSyntaxError = isSyntaxError
    }
}
