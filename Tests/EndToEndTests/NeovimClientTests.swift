import Foundation
import Testing

/// A real editor's client: headless Neovim (Debian's `neovim`, installed by scripts/test)
/// starts `navviz lsp` for a .nav file and, driven by Fixtures/neovim/lsp-client.lua,
/// receives its diagnostics, hovers, asks for completions and renames.
@Suite("navviz lsp in Neovim")
struct NeovimClientTests {
    @Test func neovimGetsDiagnosticsHoverCompletionAndRename() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("checkout.nav")
        try Data(
            """
            root nav Main [Home]
            Home push Cart: CartViewController
            Cart present Pay style: fullScreen
            Pay dismiss
            expect top == Cart
            Pay\u{20}

            """.utf8
        ).write(to: flow)
        let result = folder.appendingPathComponent("result.txt")
        let script = NavvizProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/neovim/lsp-client.lua")
        let ending = try HeadlessNeovim.run(
            ["--headless", "--clean", "-n", "-c", "luafile \(script.path)"], in: folder,
            environment: ["NAVVIZ_BINARY": NavvizProcess.binary.path, "NAVVIZ_FLOW": flow.path, "NAVVIZ_RESULT": result.path])
        let lines = HeadlessNeovim.lines(of: result)
        let context = ending.described(results: lines)
        #expect(ending.status == 0, "\(context)")
        #expect(lines.contains("diagnostic 6:4 1 `Pay` is not followed by an operation"), "\(context)")
        #expect(
            lines.contains {
                $0.hasPrefix("hover **`present`**: `present(_:animated:)`") && $0.hasSuffix("(R12, R13, R14, R19, R20 of docs/semantics.md)")
            }, "\(context)")
        #expect(lines.contains("hover **step 2** (line 3): Cart present Pay style: fullScreen"), "\(context)")
        // Pay, dismissed: out of the window, in no stack; `addChild` and `show` stay possible.
        let completion = try #require(lines.first { $0.hasPrefix("completion ") }, "\(context)")
        #expect(completion.contains("push(refused)") && completion.contains("dismiss(refused)") && completion.contains(",addChild,"), "\(context)")
        #expect(
            lines.filter { $0.hasPrefix("renamed ") } == [
                "renamed Home push Basket: CartViewController", "renamed Basket present Pay style: fullScreen", "renamed expect top == Basket",
            ], "\(context)")
        #expect(lines.last == "stopped", "\(context)")
    }
}
