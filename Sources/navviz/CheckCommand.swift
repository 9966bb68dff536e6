import ArgumentParser
import NavLanguage
import NavLayout
import NavOutput

/// `navviz check FLOW.nav...`: parse and simulate, run every `expect`, for CI.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Simulate flows and run their expect lines, without rendering.",
        discussion: """
            Reports each failed expect line with its location, the expected and the actual value. \
            A UIKit exception fails the check unless an `expect crash` follows it. UIKit warnings are \
            reported as `UIKit: ...`, and fail the check only with --strict, or when an `expect warning` \
            finds none. navviz's own lints (UIKit logs nothing: a message sent to nil, a tab that does \
            not exist, a pushed tab bar controller, a modal leaked by a root switch, a name only `set` \
            mentions) are reported as `lint: ...` and fail only with --strict=lint. A warning or lint \
            that an `expect warning` line expects never fails the check.

            Prints one line per file (passed, FAILED or invalid, with its steps, expectations \
            passed and warnings) on stdout, then the summary of files `N files passed, M failed`; \
            diagnostics go to stderr.

            Exit status: 0 every file passed; 1 a check failed (an expect line, an unexpected UIKit \
            exception, a UIKit warning with --strict, or a lint with --strict=lint); 2 a file is invalid or unreadable, or bad usage \
            (2 wins over 1).
            """
    )

    @Argument(help: "One or more .nav flow files (- reads standard input).")
    var flows: [String]

    @Option(
        name: .customLong("strict"),
        help: ArgumentHelp(
            "Fail on UIKit's warnings too (`--strict`), or on navviz's own lints as well (`--strict=lint`), unless an `expect warning` expects them.",
            valueName: "uikit|lint"))
    var strict: Strictness?

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        var invalid = 0
        var failed = 0
        for path in flows {
            let name = InputFile.displayName(path)
            do {
                let loaded = try FlowFile.load(path, recording: .outcomes) { ["check", $0] }
                let problems = Self.problems(in: loaded, strictness: strict)
                if !problems.isEmpty {
                    Console.error(diagnostics.formatter.format(problems, in: loaded.source))
                }
                let flow = loaded.flow
                let failedHere = problems.contains { $0.severity == .error }
                if failedHere { failed += 1 }
                let passed = flow.expectations.filter(\.passed).count
                print(
                    "\(name): \(failedHere ? "FAILED" : "passed") — \(Quantity.of(flow.frames.count - 1, "step")), "
                        + "\(passed)/\(Quantity.of(flow.expectations.count, "expectation")), \(Quantity.of(flow.warnings.count, "warning"))")
            } catch let error as InputError {
                diagnostics.report(error)
                invalid += 1
                let count = error.diagnostics.filter { $0.severity == .error }.count
                print("\(name): invalid — \(error.message.map { String($0.prefix { $0 != "\n" }) } ?? Quantity.of(count, "error"))")
            }
        }
        // Files, as the lines above: a file's expectations are counted on its own line.
        print("\(Quantity.of(flows.count - failed - invalid, "file")) passed, \(failed + invalid) failed")
        if invalid > 0 { throw ExitCode(ExitStatus.invalidInput) }
        if failed > 0 { throw ExitCode(ExitStatus.checkFailed) }
    }

    /// Failed expectations, unexpected exceptions, and the UIKit warnings and navviz lints
    /// no `expect warning` expects (warnings, or errors under `strictness`), as located diagnostics.
    static func problems(in loaded: LoadedFlow, strictness: Strictness?) -> [Diagnostic] {
        let flow = loaded.flow
        var result = loaded.failures
        let failsOnWarnings = strictness != nil
        let failsOnLints = strictness == .lint
        // By index: a loop variable would copy every frame.
        let warned = flow.frames.indices.filter { index in flow.frames[index].events.contains { $0.isWarning || $0.isLint } }
        // Which warnings `expect warning` lines expect matters only when some step warned.
        let expected = warned.isEmpty ? [] : stepsWithExpectedWarnings(loaded)
        for index in warned where !expected.contains(flow.frames[index].location) {
            let location = flow.frames[index].location
            for event in flow.frames[index].events where event.isWarning || event.isLint {
                let fails = event.isWarning ? failsOnWarnings : failsOnLints
                result.append(
                    Diagnostic(
                        fails ? .error : .warning, "\(event.isWarning ? "UIKit" : "lint"): \(event.message)",
                        at: event.location ?? location, help: event.rule.map { "rule \($0) of docs/semantics.md" }))
            }
        }
        for warning in loaded.parsed.diagnostics where warning.severity == .warning {
            var diagnostic = warning
            if failsOnLints { diagnostic.severity = .error }
            result.append(diagnostic)
        }
        return result.sorted { ($0.location, $0.severity) < ($1.location, $1.severity) }
    }

    /// The locations of the steps whose warnings a passing `expect warning` line asserts.
    private static func stepsWithExpectedWarnings(_ loaded: LoadedFlow) -> Set<SourceLocation> {
        let passed = Set(loaded.flow.expectations.filter(\.passed).map(\.location))
        var result: Set<SourceLocation> = []
        var step: SourceLocation?
        for statement in loaded.parsed.syntax.statements {
            switch statement.kind {
            case .root, .action, .group:
                step = statement.location
            case .expect(let expectation):
                if case .warning = expectation.kind, passed.contains(expectation.location), let step { result.insert(step) }
            case .title, .ios, .device, .set:
                break
            }
        }
        return result
    }
}
