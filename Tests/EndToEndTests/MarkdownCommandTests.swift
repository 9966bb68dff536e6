import Foundation
import Testing

@Suite("navviz markdown", .serialized)
struct MarkdownCommandTests {
    private let guide = """
        # Checkout

        The main flow:

        ```nav
        title "Checkout"
        root nav Main [Cart]
        Cart push Payment
        ```

        After paying, a receipt is presented:

        ```nav step=2
        root nav Main [Cart]
        Cart push Payment
        Payment present Receipt style: formSheet
        ```

        ```nav flipbook
        root nav Main [Cart]
        Cart push Payment
        ```
        """

    @Test func rendersEveryBlockAndLinksTheImageAfterIt() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("guide.md")
        try guide.write(to: input, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("docs")
        let result = try NavvizProcess.run(["markdown", input.path, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("3 diagrams in 1 file"))
        #expect(result.stdout.contains("(3 rendered, 0 unchanged)"))
        let written = try String(contentsOf: out.appendingPathComponent("guide.md"), encoding: .utf8)
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[9].hasPrefix("![Checkout: flow map](images/nav-"))
        #expect(lines[8] == "```", "the image follows the closing fence")
        #expect(written.contains("![navigation flow: step 2](images/nav-"))
        #expect(written.contains("![navigation flow: animated flipbook](images/nav-"))
        let images = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("images").path)
        #expect(images.count == 3)
        for image in images {
            let data = try Data(contentsOf: out.appendingPathComponent("images/" + image))
            #expect(
                String(decoding: data.prefix(200), as: UTF8.self).contains("<svg")
                    || String(decoding: data.prefix(400), as: UTF8.self).contains("<svg"))
        }

        // A second run renders nothing: every image name is derived from its block. It does
        // not touch what it would write unchanged either (dates set in the past stay), so
        // make and docs servers see no change.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        let outputs = ["guide.md"] + images.map { "images/" + $0 }
        for path in outputs {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out.appendingPathComponent(path).path)
        }
        let again = try NavvizProcess.run(["markdown", input.path, "-o", out.path])
        #expect(again.stdout.contains("(0 rendered, 3 unchanged)"))
        #expect(try String(contentsOf: out.appendingPathComponent("guide.md"), encoding: .utf8) == written)
        for path in outputs {
            let date = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(path).path)[.modificationDate] as? Date
            #expect(date == past, "\(path) was rewritten")
        }
    }

    @Test func aBadBlockIsLocatedInTheMarkdownFileAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("bad.md")
        try guide.replacingOccurrences(of: "Cart push Payment\nPayment present", with: "Cart push Payment\nPayment presnt").write(
            to: input, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("docs")
        let result = try NavvizProcess.run(["markdown", input.path, "-o", out.path, "--color", "never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.md:16:9: error: unknown operation `presnt`"), "\(result.stderr)")
        #expect(result.stderr.contains("16 | Payment presnt Receipt style: formSheet"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aBlockInAQuoteIsLinkedInTheQuoteAndItsErrorsPointAtTheirColumn() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("quote.md")
        try "> Note:\n>\n> ```nav\n> root nav Main [Cart]\n> Cart push Payment\n> ```\n".write(to: input, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("docs")
        #expect(try NavvizProcess.run(["markdown", input.path, "-o", out.path]).status == 0)
        let written = try String(contentsOf: out.appendingPathComponent("quote.md"), encoding: .utf8)
        #expect(written.split(separator: "\n")[6].hasPrefix("> ![navigation flow: flow map](images/nav-"), "\(written)")

        try "> ```nav\n> root nav Main [Cart]\n> Cart presnt Payment\n> ```\n".write(to: input, atomically: true, encoding: .utf8)
        let bad = try NavvizProcess.run(["markdown", input.path, "-o", out.path, "--color", "never"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("quote.md:3:8: error: unknown operation `presnt`"), "\(bad.stderr)")
    }

    @Test func rerunningOnItsOwnOutputReplacesTheLinkInsteadOfAddingOne() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("guide.md")
        try guide.write(to: input, atomically: true, encoding: .utf8)
        #expect(try NavvizProcess.run(["markdown", input.path, "-o", folder.path]).status == 0)
        let once = try String(contentsOf: input, encoding: .utf8)
        #expect(try NavvizProcess.run(["markdown", input.path, "-o", folder.path]).status == 0)
        #expect(try String(contentsOf: input, encoding: .utf8) == once)
        #expect(once.components(separatedBy: "](images/nav-").count == 4)
    }

    @Test func aChangedBlockRemovesTheImageItReplacesAndCheckSeesStaleDocs() throws {
        let folder = try temporaryFolder()
        let input = folder.appendingPathComponent("guide.md")
        try guide.write(to: input, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("docs")
        #expect(try NavvizProcess.run(["markdown", input.path, "-o", out.path]).status == 0)
        let images = out.appendingPathComponent("images")
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: images.path))
        // Something else's file in images/ is never navviz's to remove.
        try "keep".write(to: images.appendingPathComponent("nav-mine.svg"), atomically: true, encoding: .utf8)
        #expect(try NavvizProcess.run(["markdown", "--check", input.path, "-o", out.path]).status == 0)

        try guide.replacingOccurrences(of: "Cart push Payment\n```\n\nAfter", with: "Cart push Checkout\n```\n\nAfter")
            .write(to: input, atomically: true, encoding: .utf8)
        let check = try NavvizProcess.run(["markdown", "--check", input.path, "-o", out.path])
        #expect(check.status == 1)
        #expect(check.stderr.contains("stale: \(out.appendingPathComponent("guide.md").path)"), "\(check.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: images.path)) == before.union(["nav-mine.svg"]), "--check writes nothing")

        let rerun = try NavvizProcess.run(["markdown", input.path, "-o", out.path])
        #expect(rerun.stdout.contains("(1 rendered, 2 unchanged, 1 stale removed)"), "\(rerun.stdout)")
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: images.path))
        #expect(after.count == 4)
        #expect(after.contains("nav-mine.svg"))
        #expect(before.subtracting(after).count == 1)
        #expect(try NavvizProcess.run(["markdown", "--check", input.path, "-o", out.path]).status == 0)
    }

    @Test func docsEmbeddingPageHasAnImageAfterEveryNavBlock() throws {
        let page = try String(contentsOf: NavvizProcess.packageRoot.appendingPathComponent("docs/docs-embedding.md"), encoding: .utf8)
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let opening = lines.indices.filter { lines[$0].hasPrefix("```nav") }
        #expect(!opening.isEmpty)
        for start in opening {
            let closing = lines[(start + 1)...].firstIndex { $0 == "```" }
            #expect(
                closing.map { lines[$0 + 1].hasPrefix("![") && lines[$0 + 1].contains("](images/nav-") } == true, "no image after line \(start + 1)")
        }
        let sources = try FileManager.default.contentsOfDirectory(atPath: NavvizProcess.packageRoot.appendingPathComponent("docs/src").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/src/" + $0 }
        // As scripts/generate-docs draws them: pictures that follow the reader's scheme.
        let check = try NavvizProcess.run(["markdown", "--check"] + sources + ["-o", "docs", "--theme", "auto"])
        #expect(check.status == 0, "docs/ is out of date; run scripts/generate-docs: \(check.stderr)")
    }
}
