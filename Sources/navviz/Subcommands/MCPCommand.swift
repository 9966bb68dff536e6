import ArgumentParser
import Foundation
import NavMCP
import NavProcess

/// `navviz mcp`: the Model Context Protocol server a coding assistant's host starts.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol on standard input and output, for coding assistants.",
        discussion: """
            An MCP host (Claude Code, Claude Desktop, VS Code, Cursor...) starts `navviz mcp` and speaks \
            JSON-RPC to it on standard input and output, one message a line. Its tools:
              import_app         an app's repository as `navviz import` reads it: the .nav flow and the summary
              check_flow         a flow's diagnostics as `navviz check` finds them (line, column, severity, rule)
              hierarchy_at_step  the hierarchy after a step (its number or caption), as `navviz dump --step N`
              render_step        a step drawn as SVG, as `navviz FLOW --step N --format svg`
              lint_app           an app's navigation bugs as `navviz lint APP --format json` finds them
            A flow is given as `text` or as a .nav file's `path`. A failed call (a bad path, a step the flow \
            does not have, a flow with errors) is a tool result with isError set and a message saying why. \
            docs/editors.md configures the common hosts.

            The server writes no file; it logs on stderr. Exit status: 0 when the client closes standard input.
            """
    )

    func run() throws {
        // A client that goes away mid-answer must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        let tools = NavvizTools(
            importer: AppImporter(readSwift: SwiftReaderTool.facts),
            linter: AppLinter { try SwiftReaderTool.facts(for: $0, device: $1, report: { _ in }) }, mapLayout: Navviz.mapLayout)
        try NavvizMCPServer(tools: tools, version: Navviz.configuration.version).runBlocking()
    }
}
