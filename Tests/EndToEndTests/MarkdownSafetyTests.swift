import Foundation
import Testing

/// `navviz markdown` replaces only documents it wrote (or its input, rewritten in place),
/// removes only images it recorded writing, and never writes through a link (issue 21,
/// item 3).
@Suite("navviz markdown safety", .serialized)
struct MarkdownSafetyTests {
    static let document = "# Checkout\n\n```nav\nroot nav Main [Cart]\nCart push Payment\n```\n"

    @Test func aFileOfTheSameNameInTheOutputFolderIsNeverReplaced() throws {
        let sandbox = try Sandbox()
        let mine = try sandbox.file("README.md", "# My project\n\nHand-written.\n")
        let input = try sandbox.file("docs/README.md", Self.document)
        let result = try NavvizProcess.run(["markdown", input.path, "-o", sandbox.root.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(mine.path) exists and navviz did not write it"), "\(result.stderr)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "# My project\n\nHand-written.\n")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)) == ["README.md", "docs", "outside"])
        #expect(sandbox.outsideIsUntouched)
    }

    @Test func twoInputsThatWouldShareAnOutputFileAreRefused() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.file("a/doc.md", Self.document)
        let second = try sandbox.file("b/doc.md", Self.document.replacingOccurrences(of: "Payment", with: "Receipt"))
        let result = try NavvizProcess.run(["markdown", first.path, second.path, "-o", sandbox.out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(first.path) and \(second.path) would all be written to \(sandbox.out.path)/doc.md"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.out.path))
        #expect(sandbox.outsideIsUntouched)
    }

    @Test func onlyImagesNavvizWroteAreRemovedWhenNoLongerLinked() throws {
        let sandbox = try Sandbox()
        let logo = try sandbox.file("out/images/nav-logo.svg", "<svg><!-- drawn by hand --></svg>\n")
        let input = try sandbox.file("doc.md", "![logo](images/nav-logo.svg)\n\n" + Self.document)
        #expect(try NavvizProcess.run(["markdown", input.path, "-o", sandbox.out.path]).status == 0)
        let drawn = Set(try FileManager.default.contentsOfDirectory(atPath: sandbox.out.appendingPathComponent("images").path))
        #expect(drawn.count == 2)

        // The doc no longer links the logo, and its block changed: its old image goes.
        try Data(Self.document.replacingOccurrences(of: "Payment", with: "Receipt").utf8).write(to: input)
        let rerun = try NavvizProcess.run(["markdown", input.path, "-o", sandbox.out.path])
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(rerun.stdout.contains("1 stale removed"), "\(rerun.stdout)")
        #expect(try String(contentsOf: logo, encoding: .utf8) == "<svg><!-- drawn by hand --></svg>\n", "an image navviz never wrote stays")
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: sandbox.out.appendingPathComponent("images").path))
        #expect(after.contains("nav-logo.svg") && after.count == 2 && after != drawn)
        #expect(sandbox.outsideIsUntouched)
    }

    @Test func anImagesFolderThatIsALinkIsNeverWrittenThrough() throws {
        let sandbox = try Sandbox()
        try sandbox.link("out/images", to: "../outside")
        let input = try sandbox.file("doc.md", Self.document)
        let result = try NavvizProcess.run(["markdown", input.path, "-o", sandbox.out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(sandbox.out.path)/images is a symbolic link"), "\(result.stderr)")
        #expect(sandbox.outsideIsUntouched)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.out.path) == ["images"])
    }
}
