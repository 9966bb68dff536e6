import Foundation
import Testing

/// `--source-url` and `--source-root` on the command line (issue 43: back to the Swift).
@Suite("--source-url", .serialized)
struct SourceURLOptionTests {
    @Test func aTemplateWithoutPlaceholdersIsAUsageError() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "--source-url", "https://example.com/repo"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--source-url needs {path} or {line} in it"), "\(result.stderr)")
    }

    @Test func theManifestLinksAStepToItsFileUnderTheSourceRoot() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let code = folder.appendingPathComponent("repo/Sources/Home/HomeViewController.swift")
        try FileManager.default.createDirectory(at: code.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: code)
        let flow = folder.appendingPathComponent("app.nav")
        try "root nav Main [Home]\nHome push Detail  # HomeViewController.swift:42 push\n".write(to: flow, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try NavvizProcess.run([
            flow.path, "-o", out.path, "--format", "manifest", "--source-url", "https://example.com/blob/main/{path}#L{line}",
            "--source-root", folder.appendingPathComponent("repo").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains(#""url" : "https://example.com/blob/main/Sources/Home/HomeViewController.swift#L42""#), "\(manifest)")
    }
}
