import NavLanguage
import UIKitModel

extension Flow {
    /// What makes the flow fail whatever the strictness: each failed `expect` line and an
    /// exception no `expect crash` expects, located, as `check`, `watch` and the language
    /// server report them.
    public var failures: [Diagnostic] {
        var result = failedExpectations.map { expectation in
            Diagnostic(
                .error, "expectation failed: expected \(expectation.expected), got \(expectation.actual)",
                at: expectation.location, help: "`\(expectation.assertion)`" + (expectation.note.map { "; \($0)" } ?? ""))
        }
        if let crash = unexpectedException {
            result.append(
                Diagnostic(
                    .error, "the app crashes here: \(crash.event)", at: crash.location,
                    help: (crash.event.rule == "R43" ? deviceNote.map { $0 + "; " } ?? "" : "")
                        + "add `expect crash` right after this step if the crash is intended"
                        + (statementsNotRun > 0 ? "; \(statementsNotRun) later statements did not run" : "")))
        }
        return result.sorted { $0.location < $1.location }
    }

    /// The step a line belongs to: the last step that starts at or before it (0, the
    /// initial state, for a line before any step).
    public func step(containing location: SourceLocation) -> Int {
        frames.lastIndex { $0.location <= location } ?? 0
    }
}
