import Foundation
import Testing

/// `--theme` of `navviz markdown` and `navviz diff -o`, through the built binary.
@Suite("Themes of markdown and diff end to end", .serialized)
struct ThemedDocsAndDiffTests {
    @Test func markdownImagesTakeTheThemeAndANameOfTheirOwn() throws {
        let folder = try temporaryFolder()
        let doc = folder.appendingPathComponent("doc.md")
        try "# Flow\n\n```nav\nroot nav Main [A]\nA push B\n```\n".write(to: doc, atomically: true, encoding: .utf8)
        var images: [String: [String]] = [:]
        for theme in ["light", "auto"] {
            let out = folder.appendingPathComponent(theme)
            let result = try NavvizProcess.run(["markdown", doc.path, "-o", out.path, "--theme", theme])
            #expect(result.status == 0, "\(result.stderr)")
            images[theme] = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("images").path)
            let svg = try String(contentsOf: out.appendingPathComponent("images/" + images[theme]![0]), encoding: .utf8)
            #expect(svg.contains("prefers-color-scheme") == (theme == "auto"))
        }
        #expect(images["light"]?.count == 1 && images["auto"]?.count == 1)
        #expect(images["light"] != images["auto"])
    }

    @Test func autoDiffPageSwitchesOnceAndItsMapFollows() throws {
        let folder = try temporaryFolder()
        let old = folder.appendingPathComponent("old.nav"), new = folder.appendingPathComponent("new.nav")
        try "root nav Main [A]\nA push B\n".write(to: old, atomically: true, encoding: .utf8)
        try "root nav Main [A]\nA present B\n".write(to: new, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("review")
        let result = try NavvizProcess.run(["diff", old.path, new.path, "-o", out.path, "--theme", "auto"])
        #expect(result.status == 1, "\(result.stderr)")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "prefers-color-scheme").count == 2)
        #expect(page.contains("[fill=\"#d0e2ff\"]{fill:#1b2f52}"))
        #expect(try String(contentsOf: out.appendingPathComponent("diff-map.svg"), encoding: .utf8).contains("prefers-color-scheme"))
    }
}
