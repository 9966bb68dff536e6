import Foundation
import Testing

/// What `navviz diff --git A..B App/` writes of a revision (issue 45): each file streamed
/// from git to its own file, never held whole; files the import would skip left out by
/// the size git's tree gives; the whole held to a cap; and scratch folders that killed
/// runs left swept by the next.
@Suite("navviz diff --git: sizes and scratch folders")
struct FolderDiffLimitsTests {
    /// A repository whose first commit is the Podcasts example app and whose second adds `paths`, each
    /// naming one blob of `size` bytes (stored once, compressed: the repository stays small).
    private func repository(blobOf size: Int, at paths: [String]) throws -> URL {
        let repository = try temporaryFolder()
        try runGit(["init", "-q"], in: repository)
        try FileManager.default.copyItem(
            at: NavvizProcess.packageRoot.appendingPathComponent("examples/import/Podcasts"), to: repository.appendingPathComponent("App"))
        try runGit(["add", "-A"], in: repository)
        try runGit(["commit", "-qm", "v1"], in: repository)
        let blob = repository.appendingPathComponent("blob")
        try Data(repeating: UInt8(ascii: "x"), count: size).write(to: blob)
        let object = try runGit(["hash-object", "-w", blob.path], in: repository).trimmingCharacters(in: .whitespacesAndNewlines)
        try FileManager.default.removeItem(at: blob)
        for path in paths {
            _ = try runGit(["update-index", "--add", "--cacheinfo", "100644,\(object),App/\(path)"], in: repository)
        }
        try runGit(["commit", "-qm", "v2"], in: repository)
        return repository
    }

    @Test func sixteenMegabytesUnderTwelvePathsAreStreamedNotHeld() throws {
        let repository = try repository(blobOf: 16_000_000, at: (1...12).map { "Resources/Data\($0).plist" })
        let app = repository.appendingPathComponent("App").path
        // The same diff without the large files: what the import itself takes.
        let small = try self.repository(blobOf: 1_000, at: (1...12).map { "Resources/Data\($0).plist" })
        let baseline = try PeakMemory.kilobytes(of: ["diff", "--git", "HEAD~1..HEAD", small.appendingPathComponent("App").path])
        let large = try PeakMemory.kilobytes(of: ["diff", "--git", "HEAD~1..HEAD", app])
        #expect(baseline.status == 0 && large.status == 0, "no change to the flow: \(baseline.status), \(large.status)")
        // 192 MB went through; held whole (and copied) it took more than twice that.
        #expect(large.kilobytes < baseline.kilobytes + 40_000, "\(large.kilobytes) KB against \(baseline.kilobytes) KB")
    }

    @Test func aRevisionOfMoreThanTheCapIsRefusedBeforeAnythingIsWritten() throws {
        let repository = try repository(blobOf: 16_000_000, at: (1...120).map { "Resources/Data\($0).plist" })
        let scratch = try temporaryFolder()
        let result = try NavvizProcess.run(
            ["diff", "--git", "HEAD~1..HEAD", "App"], in: repository, environment: ["TMPDIR": scratch.path], deadline: 120)
        #expect(result.status == 2, "\(result.stderr)")
        // 120 copies of the blob, and the app's own few kilobytes.
        #expect(result.stderr.contains("navviz: error: HEAD:App holds 1831 MB of files navviz import reads ("), "\(result.stderr)")
        #expect(result.stderr.contains(" files); navviz diff --git writes at most 256 MB of a revision"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func filesTheImportWouldSkipForTheirSizeAreLeftOutWithANote() throws {
        let repository = try repository(blobOf: 11_000_000, at: ["Big.swift", "Huge.storyboard", "Notes.txt"])
        let result = try NavvizProcess.run(["diff", "--git", "HEAD~1..HEAD", "App"], in: repository, deadline: 120)
        #expect(result.status == 0, "the flow is the same: \(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains(
                "navviz: note: HEAD:App/Big.swift, HEAD:App/Huge.storyboard are left out: larger than navviz import reads of such a file"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("Notes.txt"), "a kind the import never reads is no note: \(result.stderr)")
    }

    @Test func scratchFoldersOfEndedRunsAreSweptAndNoOtherFolder() throws {
        let repository = try repository(blobOf: 10, at: ["Info.plist"])
        let scratch = try temporaryFolder()
        // A process that has ended: its ID names no process now.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ended.processIdentifier
        let names = [
            "navviz-diff-\(dead)-a1B2c3", // a killed run's: swept
            "navviz-diff-\(getpid())-a1B2c3", // a live process's: kept
            "navviz-diff-\(dead)-a1B2", // not navviz's exact form: kept
            "navviz-diff-notes", // the user's: kept
        ]
        for name in names {
            let folder = scratch.appendingPathComponent(name).appendingPathComponent("old/App")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "x".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        }
        let result = try NavvizProcess.run(["diff", "--git", "HEAD~1..HEAD", "App"], in: repository, environment: ["TMPDIR": scratch.path])
        #expect(result.status == 0, "\(result.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(left == names.dropFirst().sorted(), "\(left)")
        #expect(
            result.stderr.contains(
                "navviz: note: removed \(scratch.path)/\(names[0]), the scratch folder of a navviz diff that ended without removing it (process \(dead))"
            ), "\(result.stderr)")
    }
}
