import Foundation
import Testing

/// `navviz diff --git` runs in CI on a pull request's revisions: a revision that starts
/// with `-` is refused, never handed to git as an option (issue 31). git once wrote its
/// log into a file for `--git=--output=FILE`.
@Suite("navviz diff --git safety", .serialized)
struct DiffGitSafetyTests {
    @Test(arguments: ["--output=DIR/z", "HEAD..--output=DIR/y", "HEAD...--octopus", "--output=DIR/x..HEAD"])
    func aRevisionStartingWithADashNeverReachesGitAsAnOption(_ revision: String) throws {
        let sandbox = try Sandbox()
        let repository = sandbox.root.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try runGit(["init", "-q"], in: repository)
        _ = try sandbox.file("repo/flow.nav", "root nav N [A]\nA push B\n")
        try runGit(["add", "flow.nav"], in: repository)
        try runGit(["commit", "-qm", "v1"], in: repository)
        // `git show --output=DIR/z:./flow.nav` would write DIR/z:./flow.nav: its folders are there.
        let written = sandbox.root.appendingPathComponent("written")
        for folder in ["x:.", "y:.", "z:."] {
            try FileManager.default.createDirectory(at: written.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let argument = revision.replacingOccurrences(of: "DIR", with: written.path)
        let result = try NavvizProcess.run(["diff", "--git=\(argument)", "flow.nav"], in: repository)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("is no revision (a revision never starts with `-`"), "\(result.stderr)")
        let files = FileManager.default.enumerator(atPath: written.path)?.allObjects as? [String] ?? []
        #expect(files.sorted() == ["x:.", "y:.", "z:."], "git wrote \(files)")
        #expect(sandbox.outsideIsUntouched)
    }
}
