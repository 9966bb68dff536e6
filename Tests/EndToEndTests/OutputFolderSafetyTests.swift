import Foundation
import Testing
@testable import NavOutput

/// navviz replaces or removes only regular files it wrote that still hold the bytes it
/// wrote, never a folder, never through a symbolic link, and nothing outside `-o`
/// (issue 21, items 1, 2 and 8). Each test runs the built binary on a sandbox whose
/// `outside/` folder must stay byte for byte as it was.
@Suite("Output folder safety", .serialized)
struct OutputFolderSafetyTests {
    static let flow = "title \"safety\"\nroot nav N [A]\nA push B \"open B\"\nB present C \"present C\"\n"

    private func render(_ sandbox: Sandbox, _ options: [String] = []) throws -> NavvizProcess.Result {
        let file = try sandbox.file("flow.nav", Self.flow)
        return try NavvizProcess.run([file.path, "-o", sandbox.out.path, "--color", "never"] + options)
    }

    /// A record as an older navviz wrote it (bare paths), or one copied from another
    /// checkout's render (digests of that checkout's files).
    enum PlantedRecord: String, CaseIterable {
        case olderNavviz, copiedFromAnotherCheckout
    }

    /// The sweep of killed runs' staging folders removes only the one the lock file names
    /// (issue 31): a folder of the user's that looks like one stays.
    @Test func aFolderOfTheUsersNamedLikeAStagingFolderIsKept() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.file("out/.navviz-staging-mine/notes.md", "my notes\n")
        _ = try sandbox.file("out/.navviz-staging-12ab/draft.md", "a draft\n")
        #expect(try render(sandbox).status == 0)
        #expect(FileManager.default.fileExists(atPath: sandbox.out.appendingPathComponent(".navviz-staging-mine/notes.md").path))
        #expect(FileManager.default.fileExists(atPath: sandbox.out.appendingPathComponent(".navviz-staging-12ab/draft.md").path))
        #expect(sandbox.outsideIsUntouched)
    }

    /// A `.navviz-lock` committed with the output folder, naming a folder of the user's of
    /// the staging shape (issue 45): only a name of navviz's exact form is ever removed.
    @Test func aCommittedLockNamingAFolderOfTheUsersRemovesNothing() throws {
        let sandbox = try Sandbox()
        _ = try sandbox.file("out/.navviz-staging-12ab/draft.md", "a draft\n")
        _ = try sandbox.file("out/.navviz-lock", ".navviz-staging-12ab")
        let result = try render(sandbox)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.out.appendingPathComponent(".navviz-staging-12ab/draft.md").path))
        #expect(!result.stderr.contains("removed"), "\(result.stderr)")
        #expect(sandbox.outsideIsUntouched)
    }

    @Test(arguments: PlantedRecord.allCases)
    func aRecordFromElsewhereRemovesNoFolderAndNoFileNavvizDidNotWrite(_ planted: PlantedRecord) throws {
        let sandbox = try Sandbox()
        let elsewhere = try Sandbox()
        #expect(try render(elsewhere).status == 0)
        _ = try sandbox.file("out/precious/notes.md", "years of notes\n")
        _ = try sandbox.file("out/index.html", "<p>my own page</p>\n")
        _ = try sandbox.file("out/notes.txt", "mine\n")
        let listed = ["precious", "index.html", "notes.txt", "../outside/keep.txt", sandbox.outside.appendingPathComponent("keep.txt").path]
        let record: String
        switch planted {
        case .olderNavviz:
            record = listed.joined(separator: "\n") + "\n"
        case .copiedFromAnotherCheckout:
            let copied = try String(contentsOf: elsewhere.out.appendingPathComponent(".navviz-files"), encoding: .utf8)
            let digest = FileDigest(of: Array("something else\n".utf8))
            record = copied + listed.map { "\(digest.text) \($0)\n" }.joined()
        }
        _ = try sandbox.file("out/.navviz-files", record)
        let before = try FolderSnapshot(sandbox.out)

        let result = try render(sandbox, ["--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.outsideIsUntouched)
        let after = try FolderSnapshot(sandbox.out)
        for path in ["precious", "precious/notes.md", "index.html", "notes.txt"] {
            #expect(after.entries[path] == before.entries[path], "\(path) was changed or removed")
        }
        #expect(result.stderr.contains("out/precious"), "the folder left in place is named: \(result.stderr)")
    }

    @Test func anEditedOutputFileIsLeftInPlaceAndNamedInANote() throws {
        let sandbox = try Sandbox()
        #expect(try render(sandbox).status == 0)
        let page = sandbox.out.appendingPathComponent("flow.md")
        let edited = try String(contentsOf: page, encoding: .utf8) + "\nMy review notes.\n"
        try Data(edited.utf8).write(to: page)

        let again = try render(sandbox)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOf: page, encoding: .utf8) == edited)
        #expect(again.stderr.contains("note: \(page.path) was changed after navviz wrote it; left as it is"), "\(again.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.out.appendingPathComponent("index.html").path))

        // No longer written (no md format): still not removed.
        let without = try render(sandbox, ["--format", "svg"])
        #expect(without.status == 0, "\(without.stderr)")
        #expect(try String(contentsOf: page, encoding: .utf8) == edited)
        #expect(without.stderr.contains("\(page.path) is no longer written but was changed after navviz wrote it"), "\(without.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.out.appendingPathComponent("index.html").path), "unchanged stale files go")
        #expect(sandbox.outsideIsUntouched)
    }

    /// A folder of the output, or the record, replaced by a link to somewhere else.
    enum PlantedLink: String, CaseIterable {
        case stepsFolder = "out/steps"
        case record = "out/.navviz-files"
    }

    @Test(arguments: PlantedLink.allCases)
    func aSymbolicLinkInTheOutputFolderIsNeverFollowed(_ planted: PlantedLink) throws {
        let sandbox = try Sandbox()
        try sandbox.link(planted.rawValue, to: planted == .stepsFolder ? "../outside" : "../outside/keep.txt")
        let result = try render(sandbox)
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: \(sandbox.root.appendingPathComponent(planted.rawValue).path) is a symbolic link"), "\(result.stderr)")
        #expect(sandbox.outsideIsUntouched)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: sandbox.out.path) == [planted.rawValue.dropFirst(4).description],
            "nothing was written")
    }

    @Test(arguments: PlantedRecord.allCases)
    func aPlantedRecordThroughALinkRemovesNothingOutside(_ planted: PlantedRecord) throws {
        let sandbox = try Sandbox()
        try sandbox.link("out/link", to: "../outside/docs")
        let thesis = try Data(contentsOf: sandbox.outside.appendingPathComponent("docs/thesis.tex"))
        var record = OutputRecord()
        // Whoever planted it knew the file's bytes: the link alone must stop navviz.
        record.add("link/thesis.tex", planted == .olderNavviz ? nil : FileDigest(of: Array(thesis)))
        _ = try sandbox.file("out/.navviz-files", planted == .olderNavviz ? "link/thesis.tex\n" : record.text)

        let result = try render(sandbox, ["--format", "html"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.outsideIsUntouched)
        #expect(result.stderr.contains("out/link/thesis.tex"), "\(result.stderr)")
    }

    @Test func anOutputFolderThatIsAFileIsAClearError() throws {
        let sandbox = try Sandbox()
        let result = try NavvizProcess.run([
            try sandbox.file("flow.nav", Self.flow).path, "-o", sandbox.outside.appendingPathComponent("keep.txt").path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("keep.txt is a file, not a folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        #expect(sandbox.outsideIsUntouched)
    }

    @Test func aFileWhereTheOutputNeedsAFolderStopsTheRunBeforeAnythingIsWritten() throws {
        let sandbox = try Sandbox()
        #expect(try render(sandbox, ["--format", "html"]).status == 0)
        let record = try Data(contentsOf: sandbox.out.appendingPathComponent(".navviz-files"))
        _ = try sandbox.file("out/steps", "my file called steps\n")

        let result = try render(sandbox)
        #expect(result.status == 2)
        #expect(result.stderr.contains("out/steps is a file, not a folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        #expect(try Data(contentsOf: sandbox.out.appendingPathComponent(".navviz-files")) == record, "the record lists only what was written")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: sandbox.out.path)) == [".navviz-files", "index.html", "steps"])
        #expect(sandbox.outsideIsUntouched)
    }
}
