import Foundation
import Testing

/// `navviz mcp` driven by a real MCP client: PyPI's `mcp` package (installed by scripts/test),
/// in Fixtures/mcp/client.py, which starts the server on stdio, lists its tools and calls
/// each on the examples, comparing the answers with what `navviz import`, `dump` and the
/// render print for the same input.
@Suite("navviz mcp with an MCP client")
struct MCPClientTests {
    /// The tools `tools/list` must give.
    static let tools = ["import_app", "check_flow", "hierarchy_at_step", "render_step", "lint_app"]

    @Test func aClientListsTheToolsAndCallsEachOne() throws {
        let script = NavvizProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/mcp/client.py")
        let result = try NavvizProcess.run(
            [
                "python3", script.path, "--navviz", NavvizProcess.binary.path, "--root", NavvizProcess.packageRoot.path,
                "--tools", Self.tools.joined(separator: ","),
            ],
            executable: URL(fileURLWithPath: "/usr/bin/env"), deadline: 300)
        let context = "client.py ended with \(result.status)\(result.hung ? " (killed after 300 s)" : ""):\n\(result.stdout)\n\(result.stderr)"
        #expect(result.status == 0, "\(context)")
        #expect(!result.stdout.contains("FAIL"), "\(context)")
        // Every check ran: one per tool's schema and 20 on the calls.
        let closing = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let passed = Int(closing.prefix { $0.isNumber }) ?? 0
        #expect(closing.hasSuffix(" passed, 0 failed") && passed >= 20 + Self.tools.count, "\(context)")
    }
}
