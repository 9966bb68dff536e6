import Foundation
import Testing

/// Runs the built `navviz` binary, as a user would.
struct NavvizProcess {
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["NAVVIZ_BINARY"] { return URL(fileURLWithPath: path) }
        // The test bundle sits next to the products in .build/<config>/.
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !folder.path.isEmpty && folder.path != "/" {
            let candidate = folder.appendingPathComponent("navviz")
            if FileManager.default.isExecutableFile(atPath: candidate.path) && !candidate.hasDirectoryPath { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/navviz")
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// stdout as it came, for binary output (`--format png`).
        var stdoutBytes = Data()
        /// Whether it was ended (SIGKILL) at the deadline it was given.
        var hung = false
    }

    /// Runs navviz, or `executable` (a script of the project's), with `arguments`. With
    /// `deadline`, navviz and its child processes are killed if it has not ended after that
    /// many seconds (some inputs hang an older build).
    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
        executable: URL = binary, deadline: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = Watchdog()
        if let deadline {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
                guard watchdog.fire() else { return }
                for child in childProcesses(of: pid) { kill(child, SIGKILL) }
                kill(pid, SIGKILL)
            }
        }
        // Both at once: a full stderr pipe would otherwise stop navviz while stdout is read.
        let errors = StreamReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.data()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), stdoutBytes: stdout, hung: !watchdog.disarm())
    }

    /// Fires once, unless disarmed first.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        private var disarmed = false

        func fire() -> Bool {
            lock.withLock {
                guard !disarmed else { return false }
                fired = true
                return true
            }
        }

        /// Whether it had not fired.
        func disarm() -> Bool {
            lock.withLock {
                disarmed = true
                return !fired
            }
        }
    }
}

/// Reads a pipe to its end on another thread.
final class StreamReader: @unchecked Sendable {
    private var collected = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async { [self] in
            collected = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything, once the writer has closed the pipe.
    func data() -> Data {
        done.wait()
        return collected
    }
}

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("navviz end to end", .serialized)
struct CommandLineTests {
    @Test func rendersTheArticleExample() throws {
        let out = try temporaryFolder().appendingPathComponent("out")
        let result = try NavvizProcess.run(["examples/article.nav", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("navviz: wrote 15 frames and the flow map"))
        let steps = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("steps").path).sorted()
        #expect(steps.filter { $0.hasSuffix(".svg") }.count == 15)
        #expect(steps.filter { $0.hasSuffix(".png") }.count == 15)
        #expect(steps.first == "00-initial-state.png")
        #expect(steps.contains("13-back-to-the-main-flow.svg"))
        for name in ["map.svg", "map.png"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path))
        }
        let png = try Data(contentsOf: out.appendingPathComponent("steps/01-open-details.png"))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        let folder = try temporaryFolder()
        for name in ["a", "b"] {
            #expect(try NavvizProcess.run(["examples/article.nav", "-o", folder.appendingPathComponent(name).path]).status == 0)
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("a").path).sorted()
        #expect(files.count > 30)
        for file in files where !file.hasSuffix("steps") {
            let a = try Data(contentsOf: folder.appendingPathComponent("a/" + file))
            let b = try Data(contentsOf: folder.appendingPathComponent("b/" + file))
            #expect(a == b, "\(file) differs between runs")
        }
    }

    @Test func checkPassesTheArticleExpectations() throws {
        let result = try NavvizProcess.run(["check", "examples/article.nav"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("examples/article.nav: passed — 14 steps, 5/5 expectations, 0 warnings"))
    }

    @Test func checkReportsAFailedExpectationWithItsLocation() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("wrong.nav")
        try "root nav N [A]\nA push B\nexpect top == A\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try NavvizProcess.run(["check", file.path, "--color", "never"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("wrong.nav:3:15: error: expectation failed: expected A, got B"))
    }

    @Test func invalidInputExitsWith2AndWritesNothing() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("bad.nav")
        try "root nav N [A]\nA presnt B\n".write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try NavvizProcess.run([file.path, "-o", out.path, "--color", "never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.nav:2:3: error: unknown operation `presnt`"))
        #expect(result.stderr.contains(" 2 | A presnt B"))
        #expect(result.stderr.contains("did you mean `present`?"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aMissingFileIsAClearError() throws {
        let result = try NavvizProcess.run(["no/such/file.nav", "-o", "/tmp/never"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read no/such/file.nav"))
    }

    @Test func usageErrorsExitWith2() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "--layout", "sideways"])
        #expect(result.status == 2)
    }
}
