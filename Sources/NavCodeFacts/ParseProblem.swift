/// Why a Swift file was skipped: the first error the parser found, where it found it.
public struct ParseProblem: Codable, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
