import Foundation
import FoundationXML
import Testing

/// `--theme light|dark|auto` through the built binary.
@Suite("Themes end to end", .serialized)
struct ThemeCommandTests {
    static let flowText = "root nav Main [Home]\nHome push Details \"open details\"\nDetails present Sheet style: pageSheet \"ask\"\n"

    /// Renders the small flow with `theme` (nil: no --theme) and returns the folder.
    private func render(theme: String?, in folder: URL) throws -> URL {
        let flow = folder.appendingPathComponent("flow.nav")
        if !FileManager.default.fileExists(atPath: flow.path) { try Self.flowText.write(to: flow, atomically: true, encoding: .utf8) }
        let out = folder.appendingPathComponent(theme ?? "default")
        let result = try NavvizProcess.run([flow.path, "-o", out.path, "--format", "svg,png,html,animated"] + (theme.map { ["--theme", $0] } ?? []))
        #expect(result.status == 0, "\(result.stderr)")
        return out
    }

    private func text(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func lightIsTheDefaultAndAutoPNGIsLight() throws {
        let folder = try temporaryFolder()
        let plain = try render(theme: nil, in: folder), light = try render(theme: "light", in: folder), auto = try render(theme: "auto", in: folder)
        let files = try FileManager.default.subpathsOfDirectory(atPath: plain.path).filter { $0.contains(".") }.sorted()
        #expect(files.contains("map.png") && files.contains("index.html"))
        for file in files {
            let bytes = try Data(contentsOf: plain.appendingPathComponent(file))
            #expect(bytes == (try Data(contentsOf: light.appendingPathComponent(file))), "\(file)")
            if file.hasSuffix(".png") { #expect(bytes == (try Data(contentsOf: auto.appendingPathComponent(file))), "\(file)") }
        }
        #expect(!(try text(light, "map.svg")).contains("prefers-color-scheme"))
    }

    @Test func autoSVGAndTheFlipbookFollowTheReadersScheme() throws {
        let auto = try render(theme: "auto", in: try temporaryFolder())
        let svgs =
            ["map.svg", "flow.svg"]
            + (try FileManager.default.contentsOfDirectory(atPath: auto.appendingPathComponent("steps").path))
            .filter { $0.hasSuffix(".svg") }.map { "steps/" + $0 }
        #expect(svgs.count == 5)
        for name in svgs {
            let svg = try text(auto, name)
            #expect(svg.contains("@media (prefers-color-scheme: dark) {\n[fill=\"white\"]{fill:#0d1117}"), "\(name)")
            #expect(svg.contains("fill=\"#d0e2ff\""), "\(name): drawn light")
            _ = try XMLDocument(contentsOf: auto.appendingPathComponent(name))
        }
        let page = try text(auto, "index.html")
        #expect(page.contains("@media (prefers-color-scheme: dark) {\n:root { color-scheme: dark;"))
        #expect(page.contains("[stroke=\"#1c64d9\"]{stroke:#5b9bff}"))
    }

    @Test func darkIsDrawnInTheDarkPalette() throws {
        let dark = try render(theme: "dark", in: try temporaryFolder())
        for name in ["map.svg", "steps/01-open-details.svg"] {
            let svg = try text(dark, name)
            #expect(svg.contains("fill=\"#0d1117\""), "\(name)")
            #expect(svg.contains("fill=\"#1b2f52\""), "\(name)")
            #expect(!svg.contains("#d0e2ff") && !svg.contains("prefers-color-scheme"), "\(name)")
        }
        let page = try text(dark, "index.html")
        #expect(page.contains(":root { color-scheme: dark;"))
        #expect(!page.contains("prefers-color-scheme"))
    }

    /// The second half of a long flow's PNG frames is drawn by a worker process: it
    /// must draw them in the same theme as the frame printed in-process.
    @Test func theWorkerProcessDrawsInTheTheme() throws {
        let out = try temporaryFolder().appendingPathComponent("dark")
        let result = try NavvizProcess.run(["examples/article.nav", "-o", out.path, "--format", "png", "--theme", "dark"])
        #expect(result.status == 0, "\(result.stderr)")
        let last = try #require(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("steps").path).sorted().last)
        let printed = try NavvizProcess.run(["examples/article.nav", "--step", "14", "--format", "png", "--theme", "dark"])
        #expect(last.hasPrefix("14-"))
        #expect(try Data(contentsOf: out.appendingPathComponent("steps/" + last)) == printed.stdoutBytes)
        let light = try NavvizProcess.run(["examples/article.nav", "--step", "14", "--format", "dot"])
        #expect(!light.stdout.contains("#0d1117"))
    }

    @Test func oneDiagramToStdoutTakesTheTheme() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "--map", "--format", "svg", "--theme", "auto"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<style>@media (prefers-color-scheme: dark)"))
        let dot = try NavvizProcess.run(["examples/article.nav", "--step", "2", "--format", "dot", "--theme", "dark"])
        #expect(dot.stdout.contains("bgcolor=\"#0d1117\""))
    }

    @Test func anUnknownThemeIsAUsageError() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "--theme", "sepia"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("sepia"))
    }
}
