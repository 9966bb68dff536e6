import Foundation
import Logging
import MCP

/// `navviz mcp`: the Model Context Protocol on standard input and output (one JSON-RPC
/// message a line), serving `NavvizTools` to a coding assistant's host.
public struct NavvizMCPServer: Sendable {
    let tools: NavvizTools
    let version: String

    public init(tools: NavvizTools, version: String) {
        (self.tools, self.version) = (tools, version)
    }

    /// What the host may put before the assistant: when the tools help.
    static let instructions = """
        navviz simulates UIKit's navigation (push/pop stacks, modal presentations, tab bars, split views, SwiftUI \
        stacks and sheets lowered onto UIKit) and knows what UIKit refuses and where apps crash. Use lint_app on an \
        iOS app's repository before and after changing navigation code, import_app to see its navigation as a .nav \
        flow, then check_flow, hierarchy_at_step and render_step on that flow (or on a .nav file).
        """

    /// Serves until the client closes standard input; each call's work runs on a queue of
    /// its own, one call at a time (Graphviz is not reentrant), off Swift's cooperative threads.
    public func run() async throws {
        let server = Server(
            name: "navviz", version: version, title: "navviz", instructions: Self.instructions,
            capabilities: Server.Capabilities(tools: Server.Capabilities.Tools(listChanged: false)))
        let tools = tools
        let work = DispatchQueue(label: "navviz.mcp.tools")
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools.offered.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            await withCheckedContinuation { continuation in
                work.async { continuation.resume(returning: tools.call(parameters.name, arguments: parameters.arguments)) }
            }
        }
        // The transport's troubles on stderr; its routine (a message read, end of input) not.
        var logger = Logger(label: "navviz.mcp") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .warning
        try await server.start(transport: StdioTransport(logger: logger))
        await server.waitUntilCompleted()
        await server.stop()
    }

    /// `run()` from synchronous code (the command line's `run()`): returns when the client
    /// has gone.
    public func runBlocking() throws {
        let finished = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Task {
            do { try await run() } catch { outcome.error = error }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error { throw error }
    }

    /// What `runBlocking` hands back from the task that served.
    private final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }
}
