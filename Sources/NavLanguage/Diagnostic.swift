/// One problem found in a `.nav` file, located and explained.
///
/// Positions are 1-based. `expected` says what would have been valid there, and
/// `help` carries a concrete fix such as "did you mean `fullScreen`?".
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case error, warning, note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var expected: String?
    public var help: String?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, expected: String? = nil, help: String? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.expected = expected
        self.help = help
    }

    /// The rule of docs/semantics.md it cites (`rule R19 of docs/semantics.md` in its help), for
    /// tools that file diagnostics by rule (the language server's code, `navviz mcp`'s findings).
    public var rule: String? {
        for text in [help ?? "", message] {
            if let match = text.firstMatch(of: /\bR[0-9]+[a-z]?\b/) { return String(match.output) }
        }
        return nil
    }

    /// The one-line form `line:col: severity: message`, without the file name.
    public var description: String {
        "\(location): \(severity.rawValue): \(message)"
    }
}
