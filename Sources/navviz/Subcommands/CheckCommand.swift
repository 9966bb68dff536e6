import ArgumentParser
import NavInput
import NavLanguage
import UIKitModel

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
                let document = try FlowFile.document(path, recording: .outcomes) { ["check", $0] }
                let problems = document.diagnostics(strictness: strict)
                if !problems.isEmpty {
                    Console.error(diagnostics.formatter.format(problems, in: document.source))
                }
                let flow = document.flow!
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
}
