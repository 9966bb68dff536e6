/// Parses `.nav` text into a syntax tree, recovering at line ends so that one run
/// reports every independent error. Also resolves names in file order: an actor or a
/// value must name a view controller that an earlier line created.
public struct Parser {
    /// More errors than this are summarised: a binary or wildly wrong file says so once.
    public static let maximumDiagnostics = 100
    public static let maximumNesting = 32

    /// `recordingMentions`: also list where each view-controller name is written
    /// (`ParseResult.mentions`), for an editor.
    public static func parse(_ source: SourceFile, recordingMentions: Bool = false) -> ParseResult {
        var parser = Parser(lexer: Lexer(source))
        if recordingMentions { parser.mentions = [] }
        let syntax = parser.parseFile()
        let lexer = parser.lexer
        var diagnostics = (lexer.diagnostics + parser.diagnostics).sorted {
            ($0.location, $0.severity, $0.message) < ($1.location, $1.severity, $1.message)
        }
        let omitted = lexer.omittedDiagnostics + parser.omittedDiagnostics + max(0, diagnostics.count - maximumDiagnostics)
        if omitted > 0 {
            diagnostics = Array(diagnostics.prefix(maximumDiagnostics))
            diagnostics.append(Diagnostic(.note, "\(Quantity.of(omitted, "more problem")) not shown", at: diagnostics.last!.location))
        }
        return ParseResult(
            syntax: syntax, diagnostics: diagnostics, declarations: parser.declarationOrder.map { parser.declared[$0]! },
            mentions: parser.mentions ?? [])
    }

    private(set) var lexer: Lexer
    /// The logical line after the one being parsed: a `step` group reads on while it is indented.
    private(set) var upcoming: LogicalLine?
    private(set) var diagnostics: [Diagnostic] = []
    private var omittedDiagnostics = 0
    /// Set while parsing a line the lexer already reported: the parser's complaints
    /// about it would only echo the lexical error.
    var isQuiet = false
    var declared: [String: DeclaredViewController] = [:]
    /// The flow's `ios` version, once its line is read; nil means navviz's default.
    var iosVersion: Int?
    /// Names on a line that failed (a broken `root` line, and lines that then mention
    /// its names) that no line declared: a later mention of one is the same mistake,
    /// so it is not reported again.
    private var brokenNames: Set<String> = []
    /// Set when the statement being parsed mentions a name of a broken line. The rest
    /// of the statement is still read, so its own mistakes (the next line of a run of
    /// UIKit calls) are reported; the statement itself is then dropped.
    var mentionsBrokenName = false
    var declarationOrder: [String] = []
    /// Names that only `set` has mentioned so far, with where; any other mention
    /// (a constructor may still make one a container) makes them ordinary names.
    var mentionedOnlyBySet: [String: SourceLocation] = [:]
    /// Where names are written, when the caller asked for them; nil otherwise.
    private var mentions: [NameMention]?

    private init(lexer: Lexer) {
        self.lexer = lexer
        upcoming = self.lexer.next()
    }

    /// The next logical line, read as the parser goes.
    mutating func nextLine() -> LogicalLine? {
        defer { upcoming = lexer.next() }
        return upcoming
    }

    /// Notes a mention of `name` other than by `set`; true when only `set` had mentioned it.
    mutating func noteMention(of name: String) -> Bool {
        // Usually no name waits here: the check spares hashing every mention.
        !mentionedOnlyBySet.isEmpty && mentionedOnlyBySet.removeValue(forKey: name) != nil
    }

    /// Records that `name` is written at `location`, when mentions are recorded.
    mutating func noteWritten(_ name: String, at location: SourceLocation, creating: Bool = false) {
        mentions?.append(NameMention(name: name, location: location, isDefinition: creating))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        guard !isQuiet else { return }
        if diagnostics.count < Self.maximumDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            omittedDiagnostics += 1
        }
    }

    // MARK: - Names

    /// Records a reference to `name`, which an earlier view-controller expression must have created.
    mutating func resolve(_ name: String, at location: SourceLocation) throws {
        guard declared[name] == nil else {
            _ = noteMention(of: name)
            noteWritten(name, at: location)
            return
        }
        if brokenNames.contains(name) {
            mentionsBrokenName = true
            return
        }
        // Past the diagnostic budget the error is only counted: skip the costly search.
        let suggestion = diagnostics.count < Self.maximumDiagnostics ? Suggestion.didYouMean(name, in: declared.keys) : nil
        throw Diagnostic(
            .error, "unknown view controller `\(name)`", at: location,
            expected: "a name that an earlier line created (`root`, `push`, `present`, ...)",
            help: suggestion ?? "create it first, e.g. as the operand of `push` or `present`")
    }

    /// Whether `name` was mentioned by a line that failed, and created by none.
    func isBroken(_ name: String) -> Bool {
        brokenNames.contains(name)
    }

    /// A line that failed may have been meant to create its names: they are not
    /// reported as unknown again.
    mutating func markNamesBroken(on line: LogicalLine) {
        for token in line.tokens {
            if case .name(let name) = token.kind, declared[name] == nil { brokenNames.insert(name) }
        }
    }
}
