import ArgumentParser
import NavOutput
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
        for golden tests and as a git diff driver:
          git config diff.navviz.textconv "navviz dump"
          echo '*.nav diff=navviz' >> .gitattributes
        Exit status: 0 printed, 2 invalid input or no such step.
        """
    )

    @Argument(help: "The .nav flow file.")
    var flow: String

    @Option(help: "Print only this step (0 is the initial state).")
    var step: Int?

    @Flag(help: "Also print each step's appearance callbacks (R25–R30), in the order UIKit sends them.")
    var callbacks = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let loaded = try diagnostics.load(flow)
        let frames = loaded.flow.frames
        guard let step else {
            print(HierarchyDump.text(of: loaded.flow, callbacks: callbacks), terminator: "")
            return
        }
        guard frames.indices.contains(step) else {
            Console.error("navviz: error: \(flow) has no step \(step); its steps are 0–\(frames.count - 1)")
            throw ExitCode(ExitStatus.invalidInput)
        }
        print(HierarchyDump.text(of: frames[step], callbacks: callbacks), terminator: "")
    }
}
