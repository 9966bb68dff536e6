import Foundation
import Testing

/// `navviz diff --git A..B App/`: an app's folder imported at two revisions and compared,
/// over a fixture app's own git history.
@Suite("navviz diff --git of an app's folder")
struct AppFolderDiffTests {
    /// A repository whose first commit is the WatchCompanion fixture's app and whose second
    /// adds a screen (History), removes one (Workout) and restyles one (Pairing, full screen).
    private func history() throws -> URL {
        let repository = try temporaryFolder()
        func git(_ arguments: String...) throws { _ = try runGit(arguments, in: repository) }
        try git("init", "-q")
        let app = repository.appendingPathComponent("App")
        try FileManager.default.copyItem(
            at: NavvizProcess.packageRoot.appendingPathComponent("Tests/NavImportTests/Fixtures/Apps/WatchCompanion/Companion"), to: app)
        try git("add", "-A")
        try git("commit", "-qm", "v1")
        let list = app.appendingPathComponent("WorkoutsViewController.swift")
        var code = try String(contentsOf: list, encoding: .utf8)
        let push = """
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(WorkoutViewController(), animated: true)
                }

            """
        let present = "        present(settings, animated: true)\n"
        #expect(code.contains(push) && code.contains(present))
        code = code.replacingOccurrences(of: push, with: "")
        code = code.replacingOccurrences(
            of: present,
            with: """
                        settings.modalPresentationStyle = .fullScreen
                        present(settings, animated: true)
                    }

                    @objc private func openHistory() {
                        show(HistoryViewController(), sender: self)

                """)
        try code.write(to: list, atomically: true, encoding: .utf8)
        try "import UIKit\n\nfinal class HistoryViewController: UIViewController {}\n".write(
            to: app.appendingPathComponent("HistoryViewController.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: app.appendingPathComponent("WorkoutViewController.swift"))
        // A link a pull request could add, to a file outside the app: never read.
        try "let token = \"s3cr3t\" +\n".write(to: repository.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Leak.swift").path, withDestinationPath: "../secret.txt")
        try git("add", "-A")
        try git("commit", "-qm", "v2")
        return repository
    }

    @Test func aScreenAddedOneRemovedAndOneRestyledAreExactlyWhatIsReported() throws {
        let repository = try history()
        let result = try NavvizProcess.run(["diff", "--git", "HEAD~1..HEAD", "App/", "--format", "json"], in: repository)
        #expect(result.status == 1, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["old"] as? String == "HEAD~1:App/")
        #expect(report["new"] as? String == "HEAD:App/")
        #expect((report["renames"] as? [Any])?.isEmpty == true, "no screen the change left alone is renamed")
        let steps = try #require(report["steps"] as? [[String: Any]])
        func texts(_ kind: String, _ key: String) -> [String] { steps.filter { $0["kind"] as? String == kind }.compactMap { $0[key] as? String } }
        #expect(texts("removed", "oldText") == ["Workouts push Workout: WorkoutViewController", "Workout pop"])
        #expect(texts("added", "newText") == ["Workouts show History: HistoryViewController", "History pop"])
        #expect(texts("changed", "newText") == ["Workouts present nav PairingNav [ Pairing: PairingViewController, ] style: fullScreen"])
        #expect(steps.count == 5, "nothing else")
        // The reviewer never sees the generated flow: each step is named by the Swift it comes from.
        let code = steps.map { step in ((step["newCode"] ?? step["oldCode"]) as? [String: Any])?["path"] as? String }
        #expect(code.allSatisfy { $0?.hasSuffix(".swift") == true }, "\(code)")
        #expect(!result.stderr.contains("s3cr3t") && !result.stdout.contains("s3cr3t"), "a committed link is not followed")
    }

    @Test func theWorkingCopyAgainstARevisionAndTheReviewPage() throws {
        let repository = try history()
        let unchanged = try NavvizProcess.run(["diff", "--git", "HEAD", "App"], in: repository)
        #expect(unchanged.status == 0, "the working copy is HEAD: \(unchanged.stdout)\(unchanged.stderr)")
        let out = repository.appendingPathComponent("review")
        let scratch = try temporaryFolder()
        let changed = try NavvizProcess.run(
            ["diff", "--git", "HEAD~1", "App", "-o", out.path], in: repository, environment: ["TMPDIR": scratch.path])
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(changed.stdout.hasPrefix("navviz diff: HEAD~1:App/ → App/\n"))
        #expect(changed.stdout.contains(".swift:") && !changed.stdout.contains("  line "), "Swift lines, not the flow's: \(changed.stdout)")
        #expect(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8).contains("HistoryViewController"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the revision's files are removed")
    }

    @Test func branchesNamedXSlashYAndXDashYAreTwoSidesAndALongBranchNameIsRead() throws {
        let repository = try history()
        // Each side has its own slot in the scratch folder, whatever the revisions are called.
        try runGit(["branch", "x/y", "HEAD~1"], in: repository)
        try runGit(["branch", "x-y", "HEAD"], in: repository)
        let result = try NavvizProcess.run(["diff", "--git", "x/y..x-y", "App/", "--format", "json"], in: repository)
        #expect(result.status == 1, "the branches differ: \(result.stdout)\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["steps"] as? [Any])?.count == 5, "\(result.stdout)")
        // A legal 272-character branch name (each component under the file system's 255).
        let long = "feature/" + String(repeating: "a", count: 130) + "/" + String(repeating: "b", count: 133)
        #expect(long.count == 272)
        try runGit(["branch", long, "HEAD~1"], in: repository)
        let named = try NavvizProcess.run(["diff", "--git", "\(long)..HEAD", "App/"], in: repository)
        #expect(named.status == 1, "\(named.stderr)")
        #expect(!named.stderr.contains("Error Domain") && !named.stderr.contains("NSCocoaErrorDomain"), "\(named.stderr)")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aStoppedFolderDiffRemovesItsScratchFolder(signal: Int32) throws {
        let repository = try history()
        let run = try RunningNavviz(["diff", "--git", "HEAD~1..HEAD", repository.appendingPathComponent("App").path])
        let caught = waitUntil(seconds: 120) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: run.temporaryFolder.path)) ?? []
            return names.contains { $0.hasPrefix("navviz-diff-") } && !run.children.isEmpty
        }
        #expect(caught, "the diff never reached its scratch folder")
        kill(run.pid, signal)
        let end = run.waitForExit()
        #expect(end.reason == .uncaughtSignal && end.status == signal, "it ends by the signal: \(end.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.temporaryFolder.path).isEmpty, "the scratch folder is removed")
    }

    @Test func aFlowLargerThanTheCapAtARevisionIsRefusedUnread() throws {
        let repository = try temporaryFolder()
        try runGit(["init", "-q"], in: repository)
        let flow = repository.appendingPathComponent("big.nav")
        // 65 MB: one statement and a comment past the 64 MB every reader holds to.
        var text = Data("root A\n# ".utf8)
        text.append(Data(repeating: UInt8(ascii: "x"), count: 65 << 20))
        text.append(Data("\n".utf8))
        try text.write(to: flow)
        try runGit(["add", "-A"], in: repository)
        try runGit(["commit", "-qm", "big"], in: repository)
        try Data("root A\n".utf8).write(to: flow)
        let result = try NavvizProcess.run(["diff", "--git", "HEAD", "big.nav"], in: repository)
        #expect(result.status == 2)
        #expect(result.stderr.contains("HEAD:big.nav is more than 64 MB; navviz reads files up to 64 MB"), "\(result.stderr)")
    }

    @Test func aFolderWithoutGitOrARevisionIsAClearError() throws {
        let repository = try history()
        let dashed = try NavvizProcess.run(["diff", "--git=--output=x", "App"], in: repository)
        #expect(dashed.status != 0 && dashed.status != 1)
        #expect(dashed.stderr.contains("is no revision"))
        let bad = try NavvizProcess.run(["diff", "--git", "no-such-revision", "App"], in: repository)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("no-such-revision"))
        let twoFolders = try NavvizProcess.run(["diff", "App", "App"], in: repository)
        #expect(twoFolders.status != 0 && twoFolders.status != 1)
        #expect(twoFolders.stderr.contains("navviz diff --git REV App"))
    }
}
