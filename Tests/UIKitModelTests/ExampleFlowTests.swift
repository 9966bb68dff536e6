import Foundation
import NavLanguage
import Testing
@testable import UIKitModel

/// Every flow in examples/ passes its own `expect` lines, as `navviz check` would.
@Suite("Examples")
struct ExampleFlowTests {
    static let examples: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".nav") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func theSeedExamplesAreThere() {
        let names = Set(Self.examples.map(\.lastPathComponent))
        for seed in [
            "navigation-and-modal.nav", "get-top-vc.nav", "context-and-dismiss.nav",
            "top-vs-visible.nav", "double-dismiss.nav",
        ] {
            #expect(names.contains(seed), "examples/\(seed) is missing")
        }
    }

    @Test(arguments: examples)
    func passesItsExpectations(_ file: URL) throws {
        let source = SourceFile(path: file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8))
        let parsed = Parser.parse(source)
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        let flow = FlowSimulator.run(parsed, source: source)
        #expect(!flow.expectations.isEmpty, "an example proves its behaviour with expect lines")
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
        #expect(flow.unexpectedException == nil, "\(String(describing: flow.unexpectedException?.event))")
    }
}
