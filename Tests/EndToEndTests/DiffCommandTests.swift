import Foundation
import Testing

@Suite("navviz diff", .serialized)
struct DiffCommandTests {
    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private let old = "root nav Main [Home]\nHome push Detail\nDetail present Sheet style: pageSheet\n"

    @Test func equalFlowsExitZeroWithNoOutput() throws {
        let folder = try temporaryFolder()
        let a = try write(old, "a.nav", in: folder), b = try write(old, "b.nav", in: folder)
        let result = try NavvizProcess.run(["diff", a, b])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func differentFlowsExitOneWithASummaryAndADiffMap() throws {
        let folder = try temporaryFolder()
        let a = try write(old, "a.nav", in: folder)
        let b = try write(old.replacingOccurrences(of: "pageSheet", with: "fullScreen"), "b.nav", in: folder)
        let out = folder.appendingPathComponent("review")
        let result = try NavvizProcess.run(["diff", a, b, "--format", "markdown", "-o", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("| ✏️ changed | line 3: `Detail present Sheet style: pageSheet` | line 3: `Detail present Sheet style: fullScreen` |"))
        let svg = try String(contentsOf: out.appendingPathComponent("diff-map.svg"), encoding: .utf8)
        #expect(svg.contains("pageSheet → fullScreen"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("diff-map.png").path))
    }

    @Test func jsonIsMachineReadable() throws {
        let folder = try temporaryFolder()
        let a = try write(old, "a.nav", in: folder), b = try write(old + "Sheet dismiss\n", "b.nav", in: folder)
        let result = try NavvizProcess.run(["diff", a, b, "--format", "json"])
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let steps = json?["steps"] as? [[String: Any]]
        #expect(steps?.first?["kind"] as? String == "added")
        #expect(steps?.first?["newText"] as? String == "Sheet dismiss")
    }

    @Test func invalidInputExitsTwo() throws {
        let folder = try temporaryFolder()
        let a = try write(old, "a.nav", in: folder), b = try write("root A\nA presnt B\n", "b.nav", in: folder)
        let result = try NavvizProcess.run(["diff", a, b])
        #expect(result.status == 2)
        #expect(result.stderr.contains("b.nav:2:3: error: unknown operation `presnt`"))
    }

    @Test func gitTakesOldFromARevision() throws {
        let repository = try temporaryFolder()
        func git(_ arguments: String...) throws { try runGit(arguments, in: repository) }
        try git("init", "-q")
        let file = try write(old, "flow.nav", in: repository)
        try git("add", "flow.nav")
        try git("commit", "-qm", "v1")
        _ = try write(old + "Sheet dismiss\n", "flow.nav", in: repository)
        let changed = try NavvizProcess.run(["diff", "--git", "HEAD", file])
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(changed.stdout.contains("+ line 4: Sheet dismiss"))
        try git("commit", "-qam", "v2")
        #expect(try NavvizProcess.run(["diff", "--git", "HEAD", file]).status == 0)
        let missing = try NavvizProcess.run(["diff", "--git", "no-such-revision", file])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("git show no-such-revision"))
    }

    @Test func aFlowAddedOrDeletedInTheChangeIsDiffedAgainstAnEmptyFlow() throws {
        let repository = try temporaryFolder()
        func git(_ arguments: String...) throws { try runGit(arguments, in: repository) }
        try git("init", "-q")
        try git("commit", "-q", "--allow-empty", "-m", "empty")
        let file = try write(old, "added.nav", in: repository)
        let out = repository.appendingPathComponent("review")
        let added = try NavvizProcess.run(["diff", "--git", "HEAD", file, "-o", out.path])
        #expect(added.status == 1, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("navviz diff: /dev/null → \(file)\n"))
        #expect(added.stdout.contains("steps: 3 added"))
        #expect(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8).contains("— not in OLD —"))

        try git("add", "added.nav")
        try git("commit", "-qm", "add")
        try FileManager.default.removeItem(atPath: file)
        let deleted = try NavvizProcess.run(["diff", "--git", "HEAD", file, "--format", "json"])
        #expect(deleted.status == 1, "\(deleted.stderr)")
        #expect(deleted.stdout.contains("\"new\" : \"/dev/null\""))
        #expect(deleted.stdout.components(separatedBy: "\"kind\" : \"removed\"").count == 4)

        let neither = try NavvizProcess.run(["diff", "--git", "HEAD", repository.appendingPathComponent("typo.nav").path])
        #expect(neither.status == 2)
        #expect(neither.stderr.contains("exists neither at HEAD nor in the working copy"))
        let devNull = try NavvizProcess.run(["diff", "/dev/null", try write(old, "b.nav", in: repository)])
        #expect(devNull.status == 1)
        #expect(devNull.stdout.contains("steps: 3 added"))
    }
}

/// Runs git in `repository` with a throwaway identity; the test fails if git does.
private func runGit(_ arguments: [String], in repository: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.invalid"] + arguments
    process.currentDirectoryURL = repository
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments)")
}

@Suite("navviz diff page", .serialized)
struct DiffPageTests {
    @Test func thePageShowsDifferingStepsSideBySideAndCollapsesTheRest() throws {
        let folder = try temporaryFolder()
        let old = "root nav Main [Home]\nHome push A\nA pop\nHome push B\nB present Sheet style: pageSheet\n"
        let new = old.replacingOccurrences(of: "pageSheet", with: "fullScreen") + "Sheet dismiss \"</script><b>x</b>\"\n"
        try old.write(to: folder.appendingPathComponent("old.nav"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new.nav"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("review")
        let result = try NavvizProcess.run(["diff", folder.appendingPathComponent("old.nav").path, folder.appendingPathComponent("new.nav").path, "-o", out.path])
        #expect(result.status == 1, "\(result.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<details class=\"same\"><summary>4 unchanged steps</summary>"))
        #expect(html.contains("id=\"step-4\" data-step=\"4\""), "the changed present")
        #expect(html.contains("id=\"step-5\" data-step=\"5\""), "the added dismiss")
        #expect(html.components(separatedBy: "<svg").count - 1 == 3, "old+new for the change, new only for the addition")
        #expect(html.contains("— not in OLD —"))
        #expect(!html.contains("</script><b>"), "captions are escaped")
        #expect(html.contains("history.replaceState(null, '', '#step='"))
        // The summary is HTML, not Markdown in a <pre>, and escaped.
        #expect(!html.contains("<pre>"))
        #expect(html.contains("<table class=\"steps\">"))
        #expect(html.contains("<tr class=\"added\"><td>➕ added</td><td></td><td>line 6: <code>Sheet dismiss &quot;&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;&quot;</code></td></tr>"))
        #expect(html.contains("<h2>Behaviour and visibility</h2><ul><li>line 5 <code>B present Sheet style: fullScreen</code>: no longer on screen: Main (navigation bar), B</li>"), "\(html.prefix(4000))")
        // OLD and NEW of the changed step at one scale: widths in proportion to their drawings.
        let widths = html.components(separatedBy: "style=\"width:").dropFirst().prefix(2).map { Double($0.prefix { $0 != "%" }) ?? 0 }
        #expect(widths.count == 2 && widths.max() == 100)

    }
}
