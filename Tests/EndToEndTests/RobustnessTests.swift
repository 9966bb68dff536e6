import Foundation
import Testing

/// One hostile input, written as raw bytes, and what the message must say.
struct HostileFile: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: @Sendable () -> [UInt8]
    let message: String

    var testDescription: String { name }
}

/// No input makes navviz trap or print a stack trace: every one ends with exit
/// status 2, a located message, and no output folder.
@Suite("Robustness", .serialized)
struct RobustnessTests {
    static let inputs: [HostileFile] = [
        HostileFile(name: "empty", bytes: { [] }, message: "empty.nav:1:1: error: the flow has no `root`"),
        HostileFile(name: "blank", bytes: { Array("\n\n   \n# nothing\n".utf8) }, message: "blank.nav:1:1: error: the flow has no `root`"),
        HostileFile(
            name: "binary", bytes: { [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<200).map { UInt8($0) } },
            message: "binary.nav:1:1: error: the file contains a byte that is not UTF-8 (0x89); a .nav file is UTF-8 text"),
        HostileFile(
            name: "nul", bytes: { Array("root A\nA push B".utf8) + [0] + Array(" C\n".utf8) },
            message: "nul.nav:2:9: error: the file contains a NUL byte; a .nav file is UTF-8 text"),
        HostileFile(
            name: "long-line", bytes: { Array("root A \"".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20) + Array("\"\n".utf8) },
            message: "long-line.nav:1:1: error: line 1 is 10485769 characters long; navviz reads lines of up to 10000 characters"),
        HostileFile(
            name: "deep-brackets", bytes: { Array("root A ".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 9_000) },
            message: "deep-brackets.nav:1:72: error: brackets are nested more than 64 deep"),
        HostileFile(
            name: "deep-lines", bytes: { Array((String(repeating: "root A [\n", count: 50_000)).utf8) },
            message: "deep-lines.nav:65:8: error: brackets are nested more than 64 deep"),
        HostileFile(
            name: "noise", bytes: { Array(String(repeating: "@$%^&*~ ` ? | \\ ;\n", count: 20_000).utf8) },
            message: "more problems not shown"),
        HostileFile(
            name: "escapes", bytes: { Array("root A \"\u{1B}]0;pwned\u{7}\"\u{1B}[2J\n".utf8) },
            message: "escapes.nav:1:9: error: the string contains the control character `U+001B`"),
    ]

    @Test(arguments: inputs)
    func hostileInputIsRefusedCleanly(_ input: HostileFile) throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent(input.name + ".nav")
        try Data(input.bytes()).write(to: file)
        let out = folder.appendingPathComponent("out")
        for arguments in [["check", file.path], [file.path, "-o", out.path]] {
            let result = try NavvizProcess.run(arguments + ["--color", "never"])
            #expect(result.status == 2, "\(arguments): \(result.stderr.prefix(500))")
            #expect(result.stderr.contains(input.message), "\(result.stderr.prefix(2_000))")
            #expect(!result.stderr.contains("Fatal error"))
            #expect(!result.stderr.contains("\u{1B}"), "a control character reached the terminal")
            #expect(result.stderr.count < 100_000, "the whole line was echoed")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path), "an output folder was written for invalid input")
    }

    @Test func aNameFromAStepThatNeverRanCanStillBeAnActor() throws {
        // `B` is named by a push sent to nil, so it was never created; found by fuzzing.
        let file = try temporaryFolder().appendingPathComponent("nil-step.nav")
        try "root nav N [A]\nA.presented push B\nB dismiss\nB present C\nexpect C.presenting == nil\n".write(
            to: file, atomically: true, encoding: .utf8)
        let result = try NavvizProcess.run(["check", "--color", "never", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("message sent to nil: `A.presentedViewController` is nil, so `push` did nothing"))
    }

    @Test func aFolderOrAMissingFileIsAClearError() throws {
        let folder = try temporaryFolder()
        let asFolder = try NavvizProcess.run(["check", folder.path])
        #expect(asFolder.status == 2)
        #expect(asFolder.stderr.contains("is a folder, not a .nav file"))
        let missing = try NavvizProcess.run(["check", folder.appendingPathComponent("nope.nav").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read"))
    }

    @Test(arguments: [
        ["examples/article.nav", "--format", "svg", "--step", "2"], ["diff", "examples/article.nav", "examples/double-dismiss.nav"],
    ])
    func aFullDiskIsSaidInNavvizsOwnWords(_ arguments: [String]) throws {
        // /dev/full answers every write with ENOSPC, as a full disk does.
        let result = try NavvizProcess.run(
            ["-c", "exec \"$0\" \"$@\" > /dev/full", NavvizProcess.binary.path] + arguments,
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("navviz: error: cannot write standard output: No space left on device"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Fatal error"))
    }

    @Test func invalidInputLeavesAnExistingOutputFolderAsItWas() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "keep me".write(to: out.appendingPathComponent("previous.txt"), atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.nav")
        try "root nav N [A]\nA presnt B\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try NavvizProcess.run([bad.path, "-o", out.path])
        #expect(result.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["previous.txt"])
    }
}
