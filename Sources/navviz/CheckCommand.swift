import ArgumentParser
import Foundation
import NavLanguage
import NavOutput
import UIKitModel

/// `navviz check FLOW.nav...`: parse and simulate, run every `expect`, for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Simulate flows and run their expect lines, without rendering.",
        discussion: """
        Reports each failed expect line with its location, the expected and the actual value. \
        A UIKit exception fails the check unless an `expect crash` follows it. UIKit warnings are \
        reported, and fail the check only with --strict.
        Exit status: 0 all passed, 1 a check failed, 2 invalid input.
        """
    )

    @Argument(help: "One or more .nav flow files.")
    var flows: [String]

    @Flag(help: "Fail on UIKit warnings too.")
    var strict = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        var invalid = 0
        var failed = 0
        for path in flows {
            do {
                let loaded = try LoadedFlow.load(path: path)
                let problems = Self.problems(in: loaded.flow, strict: strict)
                if !problems.isEmpty {
                    Console.error(diagnostics.formatter.format(problems, in: loaded.source))
                }
                let flow = loaded.flow
                let failedHere = problems.contains { $0.severity == .error }
                if failedHere { failed += 1 }
                let passed = flow.expectations.filter(\.passed).count
                print("\(path): \(failedHere ? "FAILED" : "passed") — \(flow.frames.count - 1) steps, \(passed)/\(flow.expectations.count) expectations, \(flow.warnings.count) warnings")
            } catch let error as InputError {
                diagnostics.report(error)
                invalid += 1
            }
        }
        let total = flows.count
        print("\(total - failed - invalid) passed, \(failed + invalid) failed")
        if invalid > 0 { throw ExitCode(ExitStatus.invalidInput) }
        if failed > 0 { throw ExitCode(ExitStatus.checkFailed) }
    }

    /// Failed expectations, unexpected exceptions and (as warnings or, with `strict`,
    /// errors) UIKit warnings, as located diagnostics.
    static func problems(in flow: Flow, strict: Bool) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for expectation in flow.failedExpectations {
            result.append(Diagnostic(.error, "expectation failed: expected \(expectation.expected), got \(expectation.actual)",
                                     at: expectation.location, help: "`\(expectation.assertion)`"))
        }
        if let crash = flow.unexpectedException {
            result.append(Diagnostic(.error, "the app crashes here: \(crash.event)", at: crash.location,
                                     help: "add `expect crash` right after this step if the crash is intended"
                                        + (flow.statementsNotRun > 0 ? "; \(flow.statementsNotRun) later statements did not run" : "")))
        }
        for warning in flow.warnings {
            result.append(Diagnostic(strict ? .error : .warning, "UIKit: \(warning.event.message)", at: warning.location,
                                     help: warning.event.rule.map { "rule \($0) of docs/semantics.md" }))
        }
        return result.sorted { $0.location < $1.location }
    }
}
