import NavInput
import NavLanguage

/// `check_flow`'s answer: what `navviz check` prints of a flow, as JSON.
struct CheckedFlow: Encodable, Equatable {
    /// One diagnostic, located 1-based as `navviz check` prints it.
    struct Finding: Encodable, Equatable {
        var line: Int
        var column: Int
        var severity: String
        var message: String
        /// The rule of docs/semantics.md it cites (`R21`).
        var rule: String?
        var expected: String?
        var help: String?
    }

    /// Expectations that held, of all the `expect` lines that ran.
    struct Expectations: Encodable, Equatable {
        var passed: Int
        var total: Int
    }

    var file: String
    /// False when the flow does not parse (nothing was simulated).
    var valid: Bool
    /// No error among the diagnostics: what makes `navviz check` pass.
    var passed: Bool
    var steps: Int
    var expectations: Expectations
    var warnings: Int
    var diagnostics: [Finding]

    init(_ document: FlowDocument, strictness: Strictness?) {
        let diagnostics = document.diagnostics(strictness: strictness)
        file = document.source.path
        valid = document.flow != nil
        passed = valid && !diagnostics.contains { $0.severity == .error }
        steps = max((document.flow?.frames.count ?? 1) - 1, 0)
        let expectations = document.flow?.expectations ?? []
        self.expectations = Expectations(passed: expectations.filter(\.passed).count, total: expectations.count)
        warnings = document.flow?.warnings.count ?? 0
        self.diagnostics = diagnostics.map {
            Finding(
                line: $0.location.line, column: $0.location.column, severity: $0.severity.rawValue, message: $0.message, rule: $0.rule,
                expected: $0.expected, help: $0.help)
        }
    }
}
