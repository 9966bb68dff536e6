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
            let dot = Process()
            dot.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
            dot.arguments = ["-Tsvg", "-o", "/dev/null", out.appendingPathComponent(file).path]
            let errors = Pipe()
            dot.standardError = errors
            try dot.run()
            let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            dot.waitUntilExit()
            #expect(dot.terminationStatus == 0 && messages.isEmpty, "dot on \(file) of \(flow): \(messages)")
        }
        return files.count
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
}
