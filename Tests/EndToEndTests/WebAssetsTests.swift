import Foundation
import Testing

/// The pages' scripts and styles are files in Sources/NavOutput/Pages/Web, turned into Swift
/// at build time (Plugins/EmbedWebAssets). Each file, as the repository holds it now,
/// must be in a page the binary writes: a stale or forgotten embedding fails here.
@Suite("Web assets in the pages")
struct WebAssetsTests {
    @Test func everyFileOfTheWebFolderIsInAPageAsTheRepositoryHoldsIt() throws {
        let folder = try temporaryFolder()
        let old = folder.appendingPathComponent("old.nav"), new = folder.appendingPathComponent("new.nav")
        try "root nav Main [A]\nA push B\n".write(to: old, atomically: true, encoding: .utf8)
        try "root nav Main [A]\nA present B\n".write(to: new, atomically: true, encoding: .utf8)
        // Dark pages carry every style: the light one and the dark one after it.
        let book = folder.appendingPathComponent("book"), review = folder.appendingPathComponent("review")
        let render = try NavvizProcess.run([old.path, "--format", "html", "--theme", "dark", "-o", book.path])
        #expect(render.status == 0, "\(render.stderr)")
        let diff = try NavvizProcess.run(["diff", old.path, new.path, "-o", review.path, "--theme", "dark"])
        #expect(diff.status == 1, "\(diff.stderr)")
        let pages = try [book, review].map { try String(contentsOf: $0.appendingPathComponent("index.html"), encoding: .utf8) }

        let web = NavvizProcess.packageRoot.appendingPathComponent("Sources/NavOutput/Pages/Web")
        let names = try FileManager.default.contentsOfDirectory(atPath: web.path).sorted()
        #expect(Set(names.map { URL(fileURLWithPath: $0).pathExtension }) == ["css", "js"])
        for name in names {
            var text = try String(contentsOf: web.appendingPathComponent(name), encoding: .utf8)
            // The page holds the file less its final line break.
            if text.hasSuffix("\n") { text.removeLast() }
            #expect(!text.isEmpty)
            #expect(pages.contains { $0.contains(text) }, "\(name) is not in the flipbook or the diff page as the repository holds it")
        }
    }
}
