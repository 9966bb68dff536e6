import ArgumentParser
import Foundation
import NavInput
import NavLanguage
import NavLint
import NavOutput
import NavProcess

/// `navviz lint PATH...`: the navigation bugs of an app's code, found as the import tours
/// it, on each device the app supports, as a compiler's messages, JSON or SARIF.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find the navigation bugs of an app's code: every UIKit exception, UIKit warning and navviz lint a path of its tour meets.",
        discussion: """
            The app is imported as navviz import imports it (the same PATH: an app's folder, an \
            .xcodeproj or .xcworkspace, files), once for each device its target supports \
            (TARGETED_DEVICE_FAMILY; without a project, the Info.plist's UIDeviceFamily, else both). \
            What UIKit does at each step of the tour is reported at the Swift call that made it: a \
            crash is an error, a UIKit warning a warning, navviz's own lint a note, each with its \
            rule (docs/semantics.md, docs/lint.md), UIKit's text, the device, the iOS version and \
            the calls that reach it. Checks that need no path are made too: a popover with no \
            anchor, a present after an animated dismiss, a pushed navigation or tab bar controller, \
            a NavigationStack inside a pushed view, NavigationLink(destination:) inside \
            NavigationStack(path:).
              navviz lint MyApp/
              navviz lint MyApp/ --format sarif -o navviz.sarif
              navviz lint MyApp/ --write-baseline lint-baseline.json
              navviz lint MyApp/ --baseline lint-baseline.json
            Exit status: 0 no error or warning left after the baseline (notes do not fail); 1 an \
            error or a warning; 2 unreadable input or bad usage. See docs/lint.md.
            """
    )

    @Argument(help: "An app's folder, its .xcodeproj or .xcworkspace, or its files.", completion: .file(extensions: ["swift", "storyboard", "xib"]))
    var files: [String]

    @Option(help: "The devices to check: iphone, ipad or all (default: those the app target supports).")
    var device: LintDeviceOption?

    @Option(help: ArgumentHelp("The iOS version (default: 17, or the app's deployment target when later).", valueName: "version"))
    var ios: Int?

    @Option(help: "text (like a compiler), json or sarif (SARIF 2.1.0, for GitHub code scanning).")
    var format: LintFormat = .text

    @Option(help: "Leave out the findings this file knows (written by --write-baseline).", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: "Write the findings to this file as a baseline, and exit 0.", completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(help: "The app target, where the folder's Xcode project has several.")
    var target: String?

    @Option(name: .shortAndLong, help: "Write the findings here instead of stdout (`-`: stdout).")
    var output: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        try IOSVersion.validate(ios)
    }

    func run() throws {
        let started = ContinuousClock.now
        let request = LintRequest(paths: files, target: target, devices: device?.devices, ios: ios) { sources, device in
            try SwiftReaderTool.facts(for: sources, device: device, report: Console.error)
        }
        let known = try baseline.map { path in
            try diagnostics.exitingOnFailure { try LintBaseline(text: InputFile.text(of: path, expected: "a navviz lint baseline").text, path: path) }
        }
        let found = try diagnostics.exitingOnFailure { try NavLinter.lint(request) }
        if let writeBaseline {
            try diagnostics.exitingOnFailure {
                try StandaloneFile.write(
                    Array(LintBaseline(found).json().utf8), to: writeBaseline, replacing: LintFormat.wrote, what: "a baseline navviz lint wrote")
            }
            Console.error("navviz: wrote \(Quantity.of(found.findings.count, "finding")) to \(writeBaseline)")
            return
        }
        let (report, suppressed) = known?.filter(found) ?? (found, 0)
        let text = format.render(report)
        if let output, output != "-" {
            try diagnostics.exitingOnFailure {
                try StandaloneFile.write(Array(text.utf8), to: output, replacing: LintFormat.wrote, what: "a report navviz lint wrote")
            }
        } else {
            print(text, terminator: "")
        }
        let counts = LintSeverity.allCases.map { severity in Quantity.of(report.findings.filter { $0.severity == severity }.count, severity.rawValue)
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        Console.error(
            "navviz: linted \(report.app) on \(report.devices.map(\.rawValue).joined(separator: " and ")): \(counts.joined(separator: ", "))"
                + (suppressed > 0 ? "; \(suppressed) known from the baseline left out" : "") + String(format: "; %.1f s", seconds))
        if report.fails { throw ExitCode(ExitStatus.checkFailed) }
    }
}

extension LintFormat: ExpressibleByArgument {}

/// `--device`: one device, or both.
enum LintDeviceOption: String, ExpressibleByArgument, CaseIterable {
    case iphone, ipad, all

    var devices: [LintDevice] {
        LintDevice.named(rawValue)!
    }
}
