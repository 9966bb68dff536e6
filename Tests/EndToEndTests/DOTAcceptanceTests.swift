import Foundation
import NavFlowGenerator
import Testing

/// The DOT navviz exports is DOT that Graphviz's own `dot` command lays out without an
/// error or a warning (issue 13). Runs Debian's `dot` (package graphviz, installed by
/// scripts/test) on every map and frame DOT of the examples and of generated flows.
@Suite("Exported DOT in the dot command", .serialized)
struct DOTAcceptanceTests {
    static let examples =
        (try? FileManager.default.contentsOfDirectory(
            atPath: NavvizProcess.packageRoot.appendingPathComponent("examples").path))?.filter { $0.hasSuffix(".nav") }.sorted() ?? []

    /// Exports `flow`'s DOT and lays each file out with `dot`; returns the files it laid out.
    private func layOutExportedDOT(of flow: String) throws -> Int {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let export = try NavvizProcess.run([flow, "-o", out.path, "--format", "dot"])
        #expect(export.status == 0, "\(export.stderr)")
        let steps = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("steps").path).map { "steps/" + $0 }
        let files = ["map.dot"] + steps.sorted()
        for file in files {
            try expectDotLaysOut(out.appendingPathComponent(file), "\(file) of \(flow)")
        }
        return files.count
    }

    /// Runs `dot -Tsvg` on `file` and expects neither an error nor a warning.
    private func expectDotLaysOut(_ file: URL, _ what: String) throws {
        let dot = Process()
        dot.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        dot.arguments = ["-Tsvg", "-o", "/dev/null", file.path]
        let errors = Pipe()
        dot.standardError = errors
        try dot.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        dot.waitUntilExit()
        #expect(dot.terminationStatus == 0 && messages.isEmpty, "dot on \(what): \(messages.prefix(2_000))")
    }

    @Test func theDotCommandIsInstalled() {
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"), "scripts/test installs Debian's graphviz")
    }

    @Test(arguments: examples)
    func everyExamplesDOTLaysOutWithoutAWord(example: String) throws {
        #expect(try layOutExportedDOT(of: "examples/" + example) > 2)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func everyGeneratedFlowsDOTLaysOutWithoutAWord(seed: UInt64) throws {
        let flow = RandomFlowGenerator.flow(seed: seed, size: .init(steps: 40, viewControllers: 15))
        let file = try temporaryFolder().appendingPathComponent("seed-\(seed).nav")
        try flow.text.write(to: file, atomically: true, encoding: .utf8)
        #expect(try layOutExportedDOT(of: file.path) == flow.frameCount + 1)
    }

    /// The maps of scripts/bench's 1,000-step flows, made by its own generator. Seeds 1 (the
    /// benchmark's flow) and 5 leave edges out of navviz's ranking; with those edges marked
    /// `constraint=false` in the export, `dot` failed ("trouble in init_rank").
    @Test(arguments: [["random", "1000", "200", "1"], ["random", "1000", "200", "5"], ["mixed", "1000"]])
    func theBenchmarkFlowsMapLaysOutWithoutAWord(generator: [String]) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("bench.nav")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = [NavvizProcess.packageRoot.appendingPathComponent("scripts/generate-bench-flow.py").path] + generator + [flow.path]
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
        let export = try NavvizProcess.run([flow.path, "--map", "--format", "dot"])
        #expect(export.status == 0, "\(export.stderr)")
        let map = folder.appendingPathComponent("map.dot")
        try export.stdout.write(to: map, atomically: true, encoding: .utf8)
        try expectDotLaysOut(map, "the map of generate-bench-flow.py \(generator.joined(separator: " "))")
    }
}
