import Foundation
import FoundationXML
import Testing

/// The flipbook outputs of `navviz FLOW.nav -o DIR`, through the built binary.
@Suite("Flipbook outputs end to end", .serialized)
struct FlipbookTests {
    private let manager = FileManager.default

    private func write(_ text: String, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @discardableResult
    private func render(_ arguments: [String]) throws -> NavvizProcess.Result {
        let result = try NavvizProcess.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    @Test func writesEveryDefaultOutput() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        try render(["examples/article.nav", "-o", out.path])
        for name in ["index.html", "flow.svg", "flow.png", "flow.md", "manifest.json", "map.svg", "map.png"] {
            #expect(manager.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        let frames = try #require(manifest?["frames"] as? [[String: Any]])
        for frame in frames {
            for file in (frame["files"] as? [String: String] ?? [:]).values {
                #expect(manager.fileExists(atPath: out.appendingPathComponent(file).path), "\(file)")
            }
        }
        _ = try XMLDocument(contentsOf: out.appendingPathComponent("flow.svg"))
    }

    @Test func rerunningReplacesNavvizFilesAndKeepsTheUsersOwn() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("out")
        try render(["examples/article.nav", "-o", out.path])
        try "mine".write(to: out.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try "mine too".write(to: out.appendingPathComponent("steps/my-sketch.png"), atomically: true, encoding: .utf8)

        let short = try write("root nav Main [A]\nA push B \"open B\"\nB pop\n", named: "short.nav", in: folder)
        try render([short, "-o", out.path])
        let steps = try manager.contentsOfDirectory(atPath: out.appendingPathComponent("steps").path).sorted()
        #expect(
            steps == [
                "00-initial-state.png", "00-initial-state.svg", "01-open-b.png", "01-open-b.svg",
                "02-b-pop.png", "02-b-pop.svg", "my-sketch.png",
            ])
        #expect(try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        let top = try manager.contentsOfDirectory(atPath: out.path).sorted()
        #expect(
            top == [".navviz-files", "flow.md", "flow.png", "flow.svg", "index.html", "manifest.json", "map.png", "map.svg", "notes.txt", "steps"])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("\"caption\":\"open B\""))
        #expect(!html.contains("open details"))
        #expect(!manager.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }

    @Test func refusesToOverwriteAFileNavvizDidNotWrite() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        try manager.createDirectory(at: out, withIntermediateDirectories: true)
        try "<p>my page</p>".write(to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let result = try NavvizProcess.run(["examples/article.nav", "-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("index.html exists and navviz did not write it"))
        #expect(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8) == "<p>my page</p>")
        #expect(try manager.contentsOfDirectory(atPath: out.path) == ["index.html"])
    }

    @Test func twoRunsWriteByteIdenticalFlipbooks() throws {
        let folder = try temporaryFolder()
        for name in ["a", "b"] {
            try render(["examples/article.nav", "-o", folder.appendingPathComponent(name).path, "--format", "html,animated,md,manifest"])
        }
        let files = try manager.subpathsOfDirectory(atPath: folder.appendingPathComponent("a").path).filter { !$0.hasSuffix("steps") }.sorted()
        #expect(files.contains("index.html") && files.contains("flow.png") && files.contains("flow.svg"))
        for file in files {
            let a = try Data(contentsOf: folder.appendingPathComponent("a/" + file))
            let b = try Data(contentsOf: folder.appendingPathComponent("b/" + file))
            #expect(a == b, "\(file) differs between runs")
        }
    }

    @Test func captionsCannotBreakOutOfTheFlipbook() throws {
        let folder = try temporaryFolder()
        let flow = try write(
            """
            title "</title><script>alert('t')</script>"
            root nav Main [A]
            A push B "</script><script>alert(1)</script>"
            B push C "<img src=x onerror=alert(2)> & ]]> <!--"
            C pop
            B pop
            """, named: "hostile.nav", in: folder)
        let out = folder.appendingPathComponent("out")
        try render([flow, "-o", out.path, "--format", "html,animated,md"])
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.matches(of: /<script/).count == 2)
        #expect(!html.contains("<script>alert") && !html.contains("<img src=x"))
        #expect(html.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        _ = try XMLDocument(contentsOf: out.appendingPathComponent("flow.svg"))
        let markdown = try String(contentsOf: out.appendingPathComponent("flow.md"), encoding: .utf8)
        #expect(markdown.contains(#"\<img src=x onerror=alert(2)\> \& \]\]\> \<\!--"#))
    }

    @Test func dotFormatWritesTheDOTOnly() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        try render(["examples/article.nav", "-o", out.path, "--format", "dot"])
        let files = try manager.subpathsOfDirectory(atPath: out.path).filter { $0.contains(".") && $0 != ".navviz-files" }
        #expect(files.count == 16)
        #expect(files.allSatisfy { $0.hasSuffix(".dot") })
    }

    @Test func unknownFormatsAreUsageErrors() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        let result = try NavvizProcess.run(["examples/article.nav", "-o", out.path, "--format", "svg,gif"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown format 'gif'; choose from svg, png, dot, html, md, animated, manifest"))
        #expect(!manager.fileExists(atPath: out.path))
    }

    @Test func perFrameStepFilesStillGiveAStableFlipbook() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        try render(["examples/article.nav", "-o", out.path, "--layout", "per-frame", "--format", "png,animated"])
        let sizes = try manager.contentsOfDirectory(atPath: out.appendingPathComponent("steps").path).map {
            try Data(contentsOf: out.appendingPathComponent("steps/" + $0))[16..<24]
        }
        #expect(Set(sizes).count > 1)
        #expect(manager.fileExists(atPath: out.appendingPathComponent("flow.png").path))
    }

    @Test func longFlowsAreQuietWhenStderrIsNotATerminal() throws {
        let folder = try temporaryFolder()
        let steps = (0..<30).map { _ in "A push B\nB pop" }.joined(separator: "\n")
        let flow = try write("root nav Main [A]\n\(steps)\n", named: "long.nav", in: folder)
        let result = try render([flow, "-o", folder.appendingPathComponent("out").path, "--format", "svg"])
        #expect(result.stdout.hasPrefix("navviz: wrote 61 frames"))
        #expect(result.stderr.isEmpty)
    }

    /// Opens index.html#step=3 in headless Chromium and presses →. `scripts/test`
    /// installs Chromium with the other Debian packages; the script installs it too
    /// (as root) when run by hand.
    @Test func flipbookWorksInHeadlessChromium() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        try render(["examples/article.nav", "-o", out.path, "--format", "html,manifest"])
        let result = try NavvizProcess.run([out.path], executable: NavvizProcess.packageRoot.appendingPathComponent("scripts/browser-test"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("browser-test: passed"))
    }

    /// A real app's map is far wider than the page's pane: at a laptop's width the camera
    /// lands on every step's focus with 9-point text at least 9 CSS pixels tall, and the
    /// zoom readout tells the truth (scripts/browser-test --camera, headless Chromium).
    @Test func theCameraFollowsEveryStepOfAWideMap() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("workday.nav")
        let imported = try NavvizProcess.run(["import", "examples/import/Workday.storyboard", "-o", flow.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = folder.appendingPathComponent("out")
        try render([flow.path, "-o", out.path, "--format", "html,manifest"])
        let result = try NavvizProcess.run(
            ["--camera", out.path], executable: NavvizProcess.packageRoot.appendingPathComponent("scripts/browser-test"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("the camera landed on all 61 steps' focus"))
    }
}
