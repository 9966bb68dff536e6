import Foundation
import Testing

/// docs/editors.md's Neovim set-up, as it is written there, as the `init.lua` of a headless
/// Neovim with no other configuration: a `.nav` file gets the type `nav` (not `conf`, which
/// Neovim gives a file that starts with a `#` comment) and `navviz lsp`'s diagnostics, and
/// moving the cursor (the watch page follows it) raises no error. scripts/test installs
/// Debian's neovim (0.7, the oldest the guide names).
@Suite("docs/editors.md's Neovim set-up")
struct NeovimSetUpTests {
    /// The ```lua block under "### Neovim" in docs/editors.md.
    static func guideSnippet() throws -> String {
        let guide = try String(contentsOf: NavvizProcess.packageRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        let section = try #require(guide.range(of: "### Neovim\n"), "docs/editors.md has no Neovim section")
        let rest = guide[section.upperBound...]
        let start = try #require(rest.range(of: "```lua\n"), "no ```lua block under ### Neovim")
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    @Test func theGuidesSetUpNamesTheFileTypeAndStartsTheServer() throws {
        let folder = try temporaryFolder()
        let configuration = folder.appendingPathComponent("config/nvim")
        try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
        try Data(try Self.guideSnippet().utf8).write(to: configuration.appendingPathComponent("init.lua"))
        try Data("# checkout\nroot nav Main [Home]\nHome push Cart\nPay\n".utf8).write(to: folder.appendingPathComponent("checkout.nav"))
        // `navviz` on the PATH, as the snippet starts it.
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("navviz"), withDestinationURL: NavvizProcess.binary)
        let result = folder.appendingPathComponent("result.txt")
        let script = NavvizProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/neovim/set-up-check.lua")
        let ending = try HeadlessNeovim.run(
            ["--headless", "-n", "-i", "NONE", "checkout.nav", "-c", "luafile \(script.path)"], in: folder,
            environment: [
                "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "NAVVIZ_RESULT": result.path,
            ])
        let lines = HeadlessNeovim.lines(of: result)
        let context = ending.described(results: lines)
        #expect(ending.status == 0, "\(context)")
        #expect(lines.contains("filetype nav"), "\(context)")
        #expect(lines.contains("diagnostic 4:1 unknown view controller `Pay`"), "\(context)")
        #expect(lines.contains("cursor moved"), "\(context)")
    }
}
