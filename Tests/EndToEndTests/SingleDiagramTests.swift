import Foundation
import Testing

/// `--map` / `--step N`: one diagram on stdout, for scripts.
@Suite("Single diagram to stdout", .serialized)
struct SingleDiagramTests {
    @Test func mapAsSVGOnStdoutWritesNoFiles() throws {
        let folder = try temporaryFolder()
        let result = try NavvizProcess.run(["\(NavvizProcess.packageRoot.path)/examples/article.nav", "--map", "--format", "svg"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<svg"))
        #expect(result.stdout.contains("<title>MainNavigationVC/VCN2</title>"), "the map holds VCN2, popped later in the flow")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func withoutAFormatTheMapAndAStepAreSVG() throws {
        for argument in [["--map"], ["--step", "3"]] {
            let result = try NavvizProcess.run(["examples/article.nav"] + argument)
            #expect(result.status == 0, "\(argument): \(result.stderr)")
            #expect(result.stdout.contains("<svg"), "\(argument)")
        }
    }

    @Test func oneStepAsDOT() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "--step", "10", "--format", "dot"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph \"navviz\" {"))
        #expect(result.stdout.contains("Step 10 of 14"))
    }

    @Test func aStepOutOfRangeIsAnError() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "--step", "15", "--format", "svg"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--step 15 is out of range: the flow has frames 0 to 14"))
    }

    @Test func oneDiagramNeedsOneFormat() throws {
        let result = try NavvizProcess.run(["examples/article.nav", "--map", "--format", "svg,png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("give --format svg, png or dot, or no --format for svg"), "\(result.stderr)")
    }
}

@Suite("Drawing limits", .serialized)
struct DrawingLimitTests {
    @Test func aMapTooLargeToDrawStopsWithTheLimitAndCheckStillWorks() throws {
        let folder = try temporaryFolder()
        let names = (0...2_000).map { "V\($0)" }
        let file = folder.appendingPathComponent("big.nav")
        try "root nav Big [\n\(names.joined(separator: ",\n"))\n]\nV2000 push Extra\nExtra pop\n".write(to: file, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let render = try NavvizProcess.run([file.path, "-o", out.path])
        #expect(render.status == 2)
        #expect(render.stderr.contains("the flow map has 2004 view-controller boxes; navviz draws at most 2000 in one diagram"), "\(render.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try NavvizProcess.run(["check", file.path]).status == 0)
    }
}

@Suite("PNG frames on every core", .serialized)
struct PNGThreadsTests {
    /// The frames are drawn on one thread and compressed on one a core: on one core
    /// (`taskset`), the same bytes.
    @Test func pngFramesAreTheSameOnOneCoreAsOnAll() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = folder.appendingPathComponent("all"), one = folder.appendingPathComponent("one")
        #expect(try NavvizProcess.run(["examples/article.nav", "-o", all.path, "--format", "png,animated"]).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
        process.arguments = ["-c", "0", NavvizProcess.binary.path, "examples/article.nav", "-o", one.path, "--format", "png,animated"]
        process.currentDirectoryURL = NavvizProcess.packageRoot
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: one.appendingPathComponent("steps").path).sorted()
        #expect(names.count == 15)
        for name in names.map({ "steps/" + $0 }) + ["flow.png", "map.png"] {
            let a = try Data(contentsOf: all.appendingPathComponent(name))
            let b = try Data(contentsOf: one.appendingPathComponent(name))
            #expect(a == b, "\(name) differs")
        }
    }
}
