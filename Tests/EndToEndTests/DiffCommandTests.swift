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
        #expect(
            result.stdout.contains(
                "| ~ changed | line 3: `Detail present Sheet style: pageSheet` | line 3: `Detail present Sheet style: fullScreen` |"))
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

@Suite("navviz diff page", .serialized)
struct DiffPageTests {
    /// `navviz diff old.nav new.nav -o review` in `folder`, which differ: the review page.
    private func reviewPage(old: String, new: String, in folder: URL) throws -> String {
        try old.write(to: folder.appendingPathComponent("old.nav"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new.nav"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("review")
        let result = try NavvizProcess.run([
            "diff", folder.appendingPathComponent("old.nav").path, folder.appendingPathComponent("new.nav").path, "-o", out.path,
        ])
        #expect(result.status == 1, "\(result.stderr)")
        return try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    }

    @Test func thePageOpensWithTheDiffMapThenATableWhoseRowsOpenOnTheFrames() throws {
        let folder = try temporaryFolder()
        let old = "root nav Main [Home]\nHome push A\nA pop\nHome push B\nB present Sheet style: pageSheet\n"
        let new = old.replacingOccurrences(of: "pageSheet", with: "fullScreen") + "Sheet dismiss \"</script><b>x</b>\"\n"
        let html = try reviewPage(old: old, new: new, in: folder)
        // The picture first: the diff map, inline, before the table of steps and the summary.
        let map = try #require(html.range(of: "<figure class=\"map\"><svg"))
        let table = try #require(html.range(of: "<div class=\"table\">"))
        let summary = try #require(html.range(of: "<h2>Behaviour and visibility</h2>"))
        #expect(map.lowerBound < table.lowerBound && table.lowerBound < summary.lowerBound)
        #expect(html.contains("Diff map: "), "the inline map is the diff map")
        // One compact row per step that differs, each a <details> that opens on its frames.
        #expect(html.contains("<details class=\"unchanged\"><summary>4 unchanged steps</summary>"))
        #expect(
            html.contains(
                "<details class=\"row changed\" id=\"step-4\" data-step=\"4\">\n<summary><span class=\"mark\">~ changed</span>"
                    + "<span class=\"side-text\">line 5: <code>B present Sheet style: pageSheet</code></span>"
                    + "<span class=\"side-text\">line 5: <code>B present Sheet style: fullScreen</code></span></summary>"))
        #expect(
            html.contains(
                "<details class=\"row added\" id=\"step-5\" data-step=\"5\">\n<summary><span class=\"mark\">+ added</span><span class=\"side-text\"></span>"
                    + "<span class=\"side-text\">line 6: <code>Sheet dismiss &quot;&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;&quot;</code></span></summary>")
        )
        #expect(html.components(separatedBy: "<svg").count - 1 == 4, "the map, old+new for the change, new only for the addition")
        #expect(html.contains("— not in OLD —"))
        #expect(!html.contains("</script><b>"), "captions are escaped")
        #expect(html.contains("rows[current].open = true"), "← → and #step=N open the row")
        // Frames fit their column: no sideways scrolling, no minimum width.
        #expect(!html.contains("min-width") && !html.contains("overflow-x"))
        let widths = html.components(separatedBy: "<div style=\"width:").dropFirst().prefix(2).map { Double($0.prefix { $0 != "%" }) ?? 0 }
        #expect(widths.count == 2 && widths.max() == 100, "OLD and NEW of the change at one scale")
        #expect(
            html.contains(
                "<h2>Behaviour and visibility</h2><ul><li>line 5 <code>B present Sheet style: fullScreen</code>: no longer on screen: Main (navigation bar), B</li>"
            ))
        for emoji in ["➕", "➖", "✏️", "⚠️"] { #expect(!html.contains(emoji), "emoji show as boxes where no emoji font is installed") }
    }

    /// The rows are what the summary lists: a changed step is one row, and the later steps,
    /// whose states differ only because of it, are no "same step, different state" rows.
    @Test func theRowsAreExactlyTheChangesTheSummaryLists() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = "root nav Main [Home]\nHome push Detail\nDetail present Sheet style: pageSheet\nSheet dismiss\nDetail push Info\nInfo pop\n"
        let new = old.replacingOccurrences(of: "Sheet dismiss\n", with: "").replacingOccurrences(of: "pageSheet", with: "fullScreen")
        let html = try reviewPage(old: old, new: new, in: folder)
        let rows = html.matches(of: /<details class="row ([a-z]+)"/).map { String($0.1) }
        let behaviour = try #require(html.firstMatch(of: /<h2>Behaviour and visibility<\/h2><ul>(.*?)<\/ul>/)).1
        let listed = behaviour.components(separatedBy: "<li>").count - 1
        #expect(rows.filter { $0 == "changed" }.count == 1)
        #expect(rows.filter { $0 == "removed" }.count == 1)
        #expect(rows.filter { $0 == "same" }.count <= listed, "\(rows); \(listed) behaviour changes listed")
        #expect(rows.count < 5, "the later steps' states differ because of the change: no row each")
    }

    /// OLD and NEW of a row share one viewBox, on one layout of both versions, so a box
    /// that did not change is drawn at the same place in both (issue 32); with every canvas.
    @Test(arguments: ["focus", "trimmed", "full"])
    func pairedFramesShareTheirViewBoxAndBoxesKeepTheirPlace(canvas: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old =
            "root tabs Main [nav HomeNav [Home], Settings]\nHome push Detail\nDetail present Sheet style: pageSheet\nSheet dismiss\nMain select 1\n"
        let new = old.replacingOccurrences(of: "pageSheet", with: "fullScreen").replacingOccurrences(
            of: "Home push Detail", with: "Home push Other\nOther push Detail"
        ).replacingOccurrences(of: "Sheet dismiss", with: "Sheet dismiss animated: false")
        try old.write(to: folder.appendingPathComponent("old.nav"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new.nav"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("review")
        let result = try NavvizProcess.run([
            "diff", folder.appendingPathComponent("old.nav").path, folder.appendingPathComponent("new.nav").path, "-o", out.path, "--canvas", canvas,
        ])
        #expect(result.status == 1, "\(result.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        var pairs = 0
        for pair in html.components(separatedBy: "<div class=\"pair\">").dropFirst() {
            let sides: [String] = Array(pair.components(separatedBy: "<div class=\"side\">").dropFirst().prefix(2))
            guard sides.count == 2, sides.allSatisfy({ $0.contains("<svg") }) else { continue }
            pairs += 1
            let viewBoxes = sides.map { $0.firstMatch(of: /viewBox="([^"]*)"/).map { String($0.1) } }
            #expect(viewBoxes[0] != nil && viewBoxes[0] == viewBoxes[1], "\(canvas): \(viewBoxes)")
            // Home's box (unchanged) is at the same place in both.
            let home = sides.map { side in
                side.components(separatedBy: "<g id=\"").first { $0.contains("<title>Main/tab:HomeNav/HomeNav/Home</title>") }
                    .flatMap { $0.firstMatch(of: /\sd="([^"]*)"/).map { String($0.1) } }
            }
            #expect(home[0] != nil && home[0] == home[1], "\(canvas): Home is at the same place in OLD and NEW")
        }
        #expect(pairs >= 2, "\(canvas): the test compared real pairs")
    }

    /// In headless Chromium (scripts/browser-test --diff), at a laptop's and a phone's
    /// width: the map comes first, #step=N opens its row, → opens the next, and nothing
    /// scrolls sideways.
    @Test func thePageWorksInHeadlessChromium() throws {
        let folder = try temporaryFolder()
        let old = "root tabs Main [nav HomeNav [Home], Settings]\nHome push VCN3\nVCN3 present Sheet style: pageSheet\nSheet dismiss\n"
        let new = old.replacingOccurrences(of: "VCN3", with: "ProfileVC").replacingOccurrences(of: "pageSheet", with: "fullScreen") + "Home pop\n"
        try old.write(to: folder.appendingPathComponent("old.nav"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new.nav"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("review")
        let diff = try NavvizProcess.run([
            "diff", folder.appendingPathComponent("old.nav").path, folder.appendingPathComponent("new.nav").path, "-o", out.path,
        ])
        #expect(diff.status == 1, "\(diff.stderr)")
        let result = try NavvizProcess.run(
            ["--diff", out.path], executable: NavvizProcess.packageRoot.appendingPathComponent("scripts/browser-test"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("browser-test: passed"))
    }
}

/// Renames, two revisions and plain marks: what a reviewer reads of a change (issue 26).
@Suite("navviz diff for review", .serialized)
struct DiffReviewTests {
    private let old = """
        root tabs Main [nav HomeNav [Home], Settings]
        Home push VCN3 "open profile"
        VCN3 present Sheet style: pageSheet
        Sheet dismiss
        VCN3 push Avatar

        """

    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func aRenamedViewControllerIsOneChangeInEverySummaryAndTheDiffMap() throws {
        let folder = try temporaryFolder()
        let a = try write(old, "old.nav", in: folder)
        let b = try write(old.replacingOccurrences(of: "VCN3", with: "ProfileVC"), "new.nav", in: folder)
        let out = folder.appendingPathComponent("review")
        let text = try NavvizProcess.run(["diff", a, b, "-o", out.path])
        #expect(text.status == 1, "a rename is a change")
        #expect(text.stdout == "navviz diff: \(a) → \(b)\nrenamed: VCN3 → ProfileVC\n")
        let markdown = try NavvizProcess.run(["diff", a, b, "--format", "markdown"]).stdout
        #expect(markdown.contains("**Renamed**\n\n- `VCN3` → `ProfileVC`\n"))
        #expect(!markdown.contains("**Steps**"), "no step is reported for the rename")
        let json =
            try JSONSerialization.jsonObject(with: Data(try NavvizProcess.run(["diff", a, b, "--format", "json"]).stdout.utf8)) as? [String: Any]
        #expect((json?["renames"] as? [[String: String]]) == [["old": "VCN3", "new": "ProfileVC"]])
        #expect((json?["steps"] as? [Any])?.isEmpty == true)
        let map = try String(contentsOf: out.appendingPathComponent("diff-map.svg"), encoding: .utf8)
        #expect(map.contains("~ renamed from VCN3"))
        #expect(map.contains("class=\"node vc diff&#45;renamed\""))
        #expect(!map.contains("diff&#45;removed") && !map.contains("diff&#45;added"), "one box, not a removed and an added one")
        let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("1 view controller renamed"))
        #expect(page.contains("<h2>Renamed</h2><ul><li><code>VCN3</code> → <code>ProfileVC</code></li></ul>"))
    }

    @Test func aRenameWithOtherChangesReportsThoseOnlyAndANewViewControllerIsNoRename() throws {
        let folder = try temporaryFolder()
        let a = try write(old, "old.nav", in: folder)
        let renamed = old.replacingOccurrences(of: "VCN3", with: "ProfileVC").replacingOccurrences(of: "pageSheet", with: "fullScreen")
        let b = try write(renamed, "new.nav", in: folder)
        let result = try NavvizProcess.run(["diff", a, b])
        #expect(
            result.stdout.contains(
                "renamed: VCN3 → ProfileVC\nsteps: 1 changed\n  ~ line 3: VCN3 present Sheet style: pageSheet  →  line 3: ProfileVC present Sheet style: fullScreen\n"
            ))
        // A navigation controller where a plain view controller was is another view controller.
        let c = try write(
            old.replacingOccurrences(of: "Home push VCN3 \"open profile\"", with: "Home present nav VCN4 [Inner]")
                .replacingOccurrences(of: "VCN3", with: "VCN4"), "other.nav", in: folder)
        let other = try NavvizProcess.run(["diff", a, c])
        #expect(!other.stdout.contains("renamed:"), "\(other.stdout)")
    }

    @Test func twoRevisionsAreComparedWithoutACheckout() throws {
        let repository = try temporaryFolder()
        func git(_ arguments: String...) throws { try runGit(arguments, in: repository) }
        try git("init", "-q", "-b", "main")
        let file = try write(old, "flow.nav", in: repository)
        try git("add", "flow.nav")
        try git("commit", "-qm", "v1")
        try git("checkout", "-qb", "feature")
        _ = try write(old + "Avatar pop\n", "flow.nav", in: repository)
        try git("commit", "-qam", "v2")
        try git("checkout", "-q", "main")
        _ = try write(old + "Home push Elsewhere\n", "flow.nav", in: repository)
        try git("commit", "-qam", "v1b")
        _ = try write("root nav Main [Working]\n", "flow.nav", in: repository)

        let range = try NavvizProcess.run(["diff", "--git", "main..feature", file])
        #expect(range.status == 1, "\(range.stderr)")
        #expect(range.stdout.hasPrefix("navviz diff: main:\(file) → feature:\(file)\n"))
        #expect(range.stdout.contains("+ line 6: Avatar pop") && range.stdout.contains("− line 6: Home push Elsewhere"))
        #expect(!range.stdout.contains("Working"), "the working copy is not read")
        let mergeBase = try NavvizProcess.run(["diff", "--git", "main...feature", file])
        #expect(mergeBase.stdout.contains("steps: 1 added\n  + line 6: Avatar pop\n"), "from the merge base: only the branch's change")
        #expect(try NavvizProcess.run(["diff", "--git", "feature..", file]).stdout.contains("→ HEAD:\(file)"), "an empty side is HEAD")
        #expect(try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8) == "root nav Main [Working]\n", "no checkout")
        let bad = try NavvizProcess.run(["diff", "--git", "main..no-such-branch", file])
        #expect(bad.status == 2 && bad.stderr.contains("git show no-such-branch:"))
    }
}

/// docs/code-review.md's recipes, run as written: `git difftool` and the GitHub
/// Actions workflow's scripts (all but the comment, which needs GitHub).
@Suite("The code review guide's recipes", .serialized)
struct CodeReviewRecipeTests {
    private let old = "root nav Main [Home]\nHome push VCN3\nVCN3 present Sheet style: pageSheet\nSheet dismiss\n"

    /// Runs `script` with bash (-e, as GitHub Actions does) in `folder`, navviz on the PATH.
    private func bash(_ script: String, in folder: URL, _ environment: [String: String] = [:]) throws -> NavvizProcess.Result {
        let path = NavvizProcess.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try NavvizProcess.run(
            ["-e", "-c", script], in: folder, environment: environment.merging(["PATH": path]) { $1 },
            executable: URL(fileURLWithPath: "/bin/bash"))
    }

    private func git(_ arguments: String..., in folder: URL) throws {
        try runGit(arguments, in: folder)
    }

    /// The `run: |` script of the workflow step called `name`, in the guide's YAML.
    private func workflowScript(_ name: String) throws -> String {
        let guide = try String(contentsOf: NavvizProcess.packageRoot.appendingPathComponent("docs/src/code-review.md"), encoding: .utf8)
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        let step = try #require(lines.firstIndex { $0.hasSuffix("- name: \(name)") })
        let run = try #require(lines[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = lines[run].prefix { $0 == " " }.count + 2
        return lines[(run + 1)...].prefix { $0.prefix { $0 == " " }.count >= indent }.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    @Test func gitDifftoolRunsNavvizDiffOnEveryChangedFlow() throws {
        let repository = try temporaryFolder()
        try git("init", "-q", in: repository)
        try old.write(to: repository.appendingPathComponent("flow.nav"), atomically: true, encoding: .utf8)
        try git("add", "flow.nav", in: repository)
        try git("commit", "-qm", "v1", in: repository)
        try old.replacingOccurrences(of: "pageSheet", with: "fullScreen").write(
            to: repository.appendingPathComponent("flow.nav"), atomically: true, encoding: .utf8)
        let summary = try bash("git difftool -y -x 'navviz diff' -- '*.nav'", in: repository)
        #expect(summary.status == 0, "\(summary.stderr)")
        #expect(summary.stdout.contains("~ line 3: VCN3 present Sheet style: pageSheet  →  line 3: VCN3 present Sheet style: fullScreen"))
        let pages = try bash(
            """
            git config difftool.navviz.cmd 'navviz diff "$LOCAL" "$REMOTE" -o "navviz-review/$(basename "$MERGED" .nav)"'
            git difftool -y -t navviz -- '*.nav'
            """, in: repository)
        #expect(pages.status == 0, "\(pages.stderr)")
        #expect(FileManager.default.fileExists(atPath: repository.appendingPathComponent("navviz-review/flow/index.html").path))
    }

    @Test func theWorkflowDiffsThePullRequestsFlowsAndPublishesTheirDiffMaps() throws {
        let folder = try temporaryFolder()
        let origin = folder.appendingPathComponent("origin.git"), clone = folder.appendingPathComponent("clone")
        try git("init", "-q", "--bare", "-b", "main", origin.path, in: folder)
        try git("clone", "-q", origin.path, clone.path, in: folder)
        try git("switch", "-q", "-c", "main", in: clone)
        try FileManager.default.createDirectory(at: clone.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try old.write(to: clone.appendingPathComponent("flows/checkout.nav"), atomically: true, encoding: .utf8)
        try git("add", ".", in: clone)
        try git("commit", "-qm", "v1", in: clone)
        try git("push", "-q", "origin", "main", in: clone)
        let environment = ["BASE": "origin/main", "PR": "7", "REPOSITORY": "owner/app"]
        for (round, change) in [("pageSheet", "fullScreen"), ("VCN3", "ProfileVC")].enumerated() {
            try git("switch", "-q", round == 0 ? "-c" : "--discard-changes", "feature", in: clone)
            let file = clone.appendingPathComponent("flows/checkout.nav")
            try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: change.0, with: change.1).write(
                to: file, atomically: true, encoding: .utf8)
            try git("commit", "-qam", "change \(round)", in: clone)
            let diff = try bash(try workflowScript("Diff the flows the pull request changes"), in: clone, environment)
            #expect(diff.status == 0, "\(diff.stderr)")
            let comment = try String(contentsOf: clone.appendingPathComponent("comment.md"), encoding: .utf8)
            #expect(comment.contains("### navviz diff: `origin/main:flows/checkout.nav` → `HEAD:flows/checkout.nav`"))
            #expect(
                comment.contains(
                    "![the diff map of flows/checkout.nav](https://github.com/owner/app/raw/navviz-review/review/pr-7/flows/checkout/diff-map.png)"))
            let publish = try bash(try workflowScript("Publish the diff maps on the navviz-review branch"), in: clone, environment)
            #expect(publish.status == 0, "round \(round): \(publish.stderr)")
            let published = try NavvizProcess.run(
                ["git", "--git-dir", origin.path, "show", "navviz-review:review/pr-7/flows/checkout/index.html"],
                executable: URL(fileURLWithPath: "/usr/bin/env"))
            #expect(published.status == 0, "\(published.stderr)")
            #expect(
                published.stdout.contains(round == 0 ? "steps: 1 changed" : "1 view controller renamed"),
                "round \(round): the branch has this round's page")
        }
    }
}
