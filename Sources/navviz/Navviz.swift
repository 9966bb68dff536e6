import ArgumentParser
import Foundation
import NavLayout
import NavOutput
import NavProcess
import NavWorker

@main
struct Navviz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navviz",
        abstract: "Draw an iOS app's UIKit navigation — push/pop stacks, modal chains, tab bars — from a .nav flow file.",
        discussion: """
            navviz simulates UIKit faithfully (which view controller really presents a modal, what \
            dismiss closes, what getTopVC — the helper apps use to find the view controller on top — \
            returns) and draws one frame per step: navigation stacks as \
            solid blue arrows, modal links as dashed green arrows, laid out once so nothing jumps.

            Examples:
              navviz examples/article.nav -o out/      render frames and the flow map
              navviz check examples/*.nav              run the expect lines (for CI)
              navviz dump examples/article.nav         the hierarchy after each step
              navviz diff old.nav new.nav -o review/   what a change to a flow does
              navviz watch flow.nav                    re-render on every save, live in a browser tab
              navviz markdown docs/*.md -o site/       draw the ```nav blocks of docs
              navviz import MyApp/ -o app.nav          a .nav flow from an app's folder (Swift, storyboards, xibs)
              navviz import hierarchy.txt -o now.nav   a .nav flow from a _printHierarchy dump
              navviz lsp                               the language server editors start for .nav files
              navviz mcp                               the MCP server coding assistants start (import, check, dump, draw)

            Errors in a .nav file are shown as file:line:col with the source line, a caret, what was \
            expected and a "did you mean" fix; every error of a file in one run. \
            --diagnostics-format gcc|github prints one line each, for tools and GitHub Actions; \
            --color auto|always|never (auto: only on a terminal, and not when NO_COLOR is set).

            Exit status: 0 success; 1 a check failed (an expect line, an unexpected UIKit \
            exception, or a UIKit warning under --strict, a lint under --strict=lint); 2 invalid input, an unreadable file, \
            or bad usage; 70 an internal error, a bug in navviz (please report it). \
            Nothing is written to the output folder when the input is invalid. See docs/cli.md.
            """,
        version: "0.1.0",
        subcommands: [
            RenderCommand.self, CheckCommand.self, DumpCommand.self, DiffCommand.self, MarkdownCommand.self, ImportCommand.self,
            LintCommand.self, WatchCommand.self, LSPCommand.self, MCPCommand.self, LayoutDOTCommand.self,
        ],
        defaultSubcommand: RenderCommand.self
    )

    /// Runs the command, mapping every failure to navviz's exit codes (usage errors
    /// are 2, not ArgumentParser's 64).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty {
            FileHandle.standardError.write(Data(shortUsage.utf8))
            Foundation.exit(ExitStatus.invalidInput)
        }
        if let message = MistypedCommand.message(for: arguments, commands: configuration.subcommands) {
            FileHandle.standardError.write(Data("navviz: error: \(message)\n".utf8))
            Foundation.exit(ExitStatus.invalidInput)
        }
        do {
            var command = try parseAsRoot(Strictness.expandingBareFlag(arguments))
            try command.run()
            // Its workers' time and memory are the command's: they end before it does.
            mapLayout.finish()
            Console.finishStandardOutput()
            waitForSignalCleanup()
        } catch let code as ExitCode {
            Console.finishStandardOutput()
            waitForSignalCleanup()
            Foundation.exit(code.rawValue)
        } catch {
            waitForSignalCleanup()
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write((fullMessage(for: error) + "\n").data(using: .utf8)!)
            if code != .validationFailure && code.rawValue != 64 { Foundation.exit(code.rawValue) }
            Foundation.exit(ExitStatus.invalidInput)
        }
    }
}

extension Navviz {
    /// What bare `navviz` prints: the commonest commands and where the rest are, not the
    /// whole help behind an error about a missing file.
    static let shortUsage = """
        usage: navviz FLOW.nav [-o out/]           draw a flow: its frames, map and flipbook
               navviz check FLOW.nav...            run its expect lines (for CI)
               navviz import APP/ [-o app.nav]     write a flow from an app's folder
               navviz watch FLOW.nav               re-render on every save, live in a browser tab
        navviz --help lists every command; navviz help COMMAND describes one.

        """

    /// Once SIGINT or SIGTERM has come, the command may fail because of it (its cleanup
    /// ended a worker the command waited for): navviz then waits for the cleanup, which
    /// removes what the run made and ends the process by the signal, rather than exiting
    /// with the failure halfway through it.
    static func waitForSignalCleanup() {
        InterruptCleanup.shared.unlessInterrupted {}
    }

    /// Graphviz can abort on a layout: every command lays maps out in a child process,
    /// never in this one.
    static let mapLayout = MapLayout(process: ProcessLayout())
}

/// navviz's exit statuses, documented in `--help` and docs/cli.md.
enum ExitStatus {
    static let success: Int32 = 0
    static let checkFailed: Int32 = 1
    static let invalidInput: Int32 = 2
    /// EX_SOFTWARE from sysexits.h: navviz broke on valid input.
    static let internalError: Int32 = 70
}
