import ArgumentParser
import Foundation
import NavInput
import NavLanguage
import UIKitModel

/// `navviz dump FLOW.nav [--step N]`: the hierarchy after each step as text.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the view-controller hierarchy after each step, like UIKit's _printHierarchy.",
        discussion: """
            Each step prints a header (index, source line, step text), the tree in pre-order \
            (`   | ` a child or stack entry, `   + ` the VC presented by its real presenter), \
            getTopVC, and UIKit's exceptions, warnings and notes (and navviz's lints). With \
            --callbacks, each step then lists the appearance callbacks UIKit sends during it \
            (viewWillAppear, viewDidDisappear, willMove(toParent:) ...; rules R25–R30), one \
            `> ` line each, in UIKit's order. The output is deterministic, \
            for golden tests and as git's textconv driver:
              git config diff.navviz.textconv "navviz dump --textconv"
              echo '*.nav diff=navviz' >> .gitattributes
            --textconv always prints something and exits 0, so `git diff` never fails on a \
            broken .nav: a flow with errors prints its diagnostics, then its raw text. Its \
            headers carry no step or line numbers, so a step inserted near the top does not \
            change every later header in the diff.
            Exit status: 0 printed, 2 invalid input or no such step (never with --textconv).
            """
    )

    @Argument(help: "The .nav flow file (- reads standard input).")
    var flow: String

    @Option(help: "Print only this step (0 is the initial state).")
    var step: Int?

    @Flag(help: "Also print each step's appearance callbacks (R25–R30), in the order UIKit sends them.")
    var callbacks = false

    @Flag(help: "For git's textconv: on invalid input print the diagnostics and the raw text, and exit 0.")
    var textconv = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        if textconv {
            print(Self.textconvText(of: flow), terminator: "")
            return
        }
        let (source, parsed) = try diagnostics.exitingOnFailure { try FlowFile.parse(flow) { ["dump", $0] } }
        // Each step is printed as soon as it is simulated: no frame is kept.
        let dumped = HierarchyDump.write(parsed, source: source, callbacks: callbacks, step: step) { print($0, terminator: "") }
        if let step, !dumped.frames.indices.contains(step) {
            Console.error("navviz: error: \(source.path) has no step \(step); its steps are 0–\(dumped.frames.count - 1)")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// The dump with unnumbered headers, or for invalid input the diagnostics (one line each, as
    /// `--diagnostics-format gcc` prints them) followed by the file's raw text.
    static func textconvText(of path: String) -> String {
        var text = ""
        do {
            let source = try InputFile.text(of: path, expected: "a .nav file")
            HierarchyDump.write(try FlowDocument.parse(source), source: source, numbered: false) { text += $0 }
            return text
        } catch let error as InputError {
            var lines = ["navviz: \(error.path) does not load; its diagnostics, then its text:"]
            if let message = error.message { lines.append("navviz: error: \(message)") }
            if let source = error.source {
                lines.append(DiagnosticFormatter(style: .gcc, color: false).format(error.diagnostics, in: source))
            }
            lines.append("--- raw text ---")
            let raw = error.source?.text ?? ""
            return lines.joined(separator: "\n") + "\n" + raw + (raw.isEmpty || raw.hasSuffix("\n") ? "" : "\n")
        } catch {
            return "navviz: \(path): \(error)\n"
        }
    }
}
