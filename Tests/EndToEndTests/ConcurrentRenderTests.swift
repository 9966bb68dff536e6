import Foundation
import NavFlowGenerator
import Testing
@testable import NavOutput

/// Renders into one folder at once, and renders stopped half-way (issue 21, items 4 and
/// 5): a run holds the folder's lock for its whole write, makes its files in a staging
/// folder of its own, and, stopped by SIGINT or SIGTERM, removes it and ends its layout
/// process before it ends; what a SIGKILL leaves, the next run removes. The waits poll the folder and
/// the process table with a deadline: what they wait for has no other signal.
@Suite("Concurrent and interrupted renders", .serialized)
struct ConcurrentRenderTests {
    /// Long enough that a PNG render is still writing when the test stops it (1.5 s of a
    /// debug build's 2 s).
    static let longFlow = RandomFlowGenerator.flow(seed: 3, size: .init(steps: 120, viewControllers: 30)).text
    /// A generated flow (seed 3, 1,000 steps, 200 view controllers) large enough that the
    /// map's layout process runs for a while (0.7 s); kept as a file, since generating it
    /// takes a debug build 40 s.
    static let largeFlow = NavvizProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/large-map.nav")

    @Test func aRenderIntoAFolderAnotherRunHoldsStopsAtOnce() throws {
        let sandbox = try Sandbox()
        let flow = try sandbox.file("flow.nav", OutputFolderSafetyTests.flow)
        try FileManager.default.createDirectory(at: sandbox.out, withIntermediateDirectories: true)
        let lock = open(sandbox.out.appendingPathComponent(".navviz-lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0 && flock(lock, LOCK_EX) == 0)

        let blocked = try NavvizProcess.run([flow.path, "-o", sandbox.out.path])
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("error: another navviz is writing \(sandbox.out.path)/"), "\(blocked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.out.path) == [".navviz-lock"], "nothing was written")

        close(lock)
        let after = try NavvizProcess.run([flow.path, "-o", sandbox.out.path])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(sandbox.navvizWorkingFiles.isEmpty, "the lock file goes with the run")
        #expect(sandbox.outsideIsUntouched)
    }

    @Test func rendersStartedTogetherNeverMixTheirFiles() throws {
        let sandbox = try Sandbox()
        let flows = try (1...3).map { seed in
            try sandbox.file("flow-\(seed).nav", RandomFlowGenerator.flow(seed: UInt64(seed), size: .init(steps: 30, viewControllers: 10)).text)
        }
        let runs = try flows.map { try RunningNavviz([$0.path, "-o", sandbox.out.path, "--format", "svg,html"]) }
        let ends = runs.map { $0.waitForExit() }
        for end in ends {
            #expect(end.status == 0 || (end.status == 2 && end.stderr.contains("another navviz is writing")), "\(end.stderr)")
        }
        #expect(ends.contains { $0.status == 0 })
        #expect(sandbox.navvizWorkingFiles.isEmpty)

        // The folder is one flow's output, whole, and its record lists exactly that.
        let written = try FolderSnapshot(sandbox.out)
        let record = OutputRecord(text: try String(contentsOf: sandbox.out.appendingPathComponent(".navviz-files"), encoding: .utf8))
        let files = Set(written.entries.filter { if case .file = $0.value { true } else { false } }.keys).subtracting([".navviz-files"])
        #expect(Set(record.paths) == files)
        for path in files {
            guard case .file(let bytes)? = written.entries[path] else { continue }
            #expect(record.digests(of: path) == [FileDigest(of: Array(bytes))], "\(path) is not what the record says")
        }
        let matches = try flows.filter { flow in
            let alone = sandbox.root.appendingPathComponent("alone-" + flow.lastPathComponent)
            #expect(try NavvizProcess.run([flow.path, "-o", alone.path, "--format", "svg,html"]).status == 0)
            return try FolderSnapshot(alone) == written
        }
        #expect(matches.count == 1, "the folder mixes the outputs of several runs")
        #expect(sandbox.outsideIsUntouched)
    }

    @Test func aKilledRenderLeavesStagingThatTheNextRunRemoves() throws {
        let sandbox = try Sandbox()
        let run = try startLongRender(in: sandbox)
        kill(run.pid, SIGKILL)
        let end = run.waitForExit()
        #expect(end.reason == .uncaughtSignal && end.status == SIGKILL)
        #expect(sandbox.navvizWorkingFiles.contains { $0.hasPrefix(".navviz-staging-") }, "SIGKILL cannot clean up: the test needs the leftover")

        let next = try NavvizProcess.run([sandbox.root.appendingPathComponent("long.nav").path, "-o", sandbox.out.path, "--format", "svg"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(sandbox.navvizWorkingFiles.isEmpty, "the dead run's staging is removed")
        #expect(
            next.stderr.contains("/.navviz-staging-")
                && next.stderr.contains(", the staging folder a stopped navviz left (its .navviz-lock named it)"),
            "and named: \(next.stderr)")
        #expect(sandbox.outsideIsUntouched)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aStoppedRenderRemovesItsStagingAtOnce(signal: Int32) throws {
        let sandbox = try Sandbox()
        let run = try startLongRender(in: sandbox)
        kill(run.pid, signal)
        let end = run.waitForExit()
        #expect(end.reason == .uncaughtSignal && end.status == signal, "it ends by the signal: \(end.stderr)")
        #expect(sandbox.navvizWorkingFiles.isEmpty, "staging and lock are removed before the process ends")
        #expect(!FileManager.default.fileExists(atPath: sandbox.out.appendingPathComponent(".navviz-files").path), "no file was moved in")
        #expect(sandbox.outsideIsUntouched)
    }

    /// The map's layout runs in a child process (`navviz layout-dot`); however the render
    /// ends, the child ends with it and neither leaves a file in the temporary folder.
    @Test(arguments: [SIGKILL, SIGTERM, SIGINT])
    func aStoppedRenderLeavesNoLayoutProcessAndNoTemporaryFile(signal: Int32) throws {
        let sandbox = try Sandbox()
        let run = try RunningNavviz([Self.largeFlow.path, "-o", sandbox.out.path, "--format", "svg"])
        var layout: [Int32] = []
        let caught = waitUntil(seconds: 120) {
            layout = run.children
            return !layout.isEmpty
        }
        #expect(caught, "the render never started its layout process")
        kill(run.pid, signal)
        let end = run.waitForExit()
        #expect(end.reason == .uncaughtSignal && end.status == signal, "it ends by the signal: \(end.stderr)")
        #expect(waitUntil(seconds: 5) { layout.allSatisfy { !isAlive($0) } }, "the layout process outlived the render")
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.temporaryFolder.path).isEmpty, "no temporary file is left")
        #expect(sandbox.outsideIsUntouched)
    }

    /// A PNG render of the long flow, caught while it writes its staging folder.
    private func startLongRender(in sandbox: Sandbox) throws -> RunningNavviz {
        let flow = try sandbox.file("long.nav", Self.longFlow)
        let run = try RunningNavviz([flow.path, "-o", sandbox.out.path, "--format", "png"])
        let caught = waitUntil(seconds: 120) { sandbox.navvizWorkingFiles.contains { $0.hasPrefix(".navviz-staging-") } }
        #expect(caught, "the render never reached its write")
        return run
    }
}

/// navviz started in the background, its output collected, with a temporary folder of
/// its own (`TMPDIR`) to show it leaves nothing there.
final class RunningNavviz: @unchecked Sendable {
    private let process = Process()
    private let errors: URL
    let temporaryFolder: URL

    init(_ arguments: [String]) throws {
        let folder = try EndToEndTests.temporaryFolder()
        temporaryFolder = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        errors = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.executableURL = NavvizProcess.binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporaryFolder.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// The processes it started that still run.
    var children: [Int32] { childProcesses(of: pid) }

    func waitForExit() -> (reason: Process.TerminationReason, status: Int32, stderr: String) {
        process.waitUntilExit()
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return (process.terminationReason, process.terminationStatus, text)
    }
}

/// The live processes whose parent is `pid` (Linux's /proc).
func childProcesses(of pid: Int32) -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(Int32.init).filter { child in
        guard let status = processStatus(child) else { return false }
        return status.parent == pid && status.state != "Z"
    }
}

/// Whether `pid` runs (a zombie has ended).
func isAlive(_ pid: Int32) -> Bool {
    processStatus(pid).map { $0.state != "Z" } ?? false
}

/// A process's state letter and parent, from /proc/PID/stat (after the name in parentheses).
private func processStatus(_ pid: Int32) -> (state: Character, parent: Int32)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 1, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
    return (state, parent)
}

/// Polls `condition` every 10 ms until it holds or `seconds` pass; whether it held.
func waitUntil(seconds: Double = 30, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}
