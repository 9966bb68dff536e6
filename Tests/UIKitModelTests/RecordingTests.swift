import Foundation
import NavLanguage
import Testing
@testable import UIKitModel

/// `check` runs with `.outcomes`: it must reach exactly the verdicts a full run reaches.
@Suite("Recording modes")
struct RecordingTests {
    static let examples: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".nav") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test(arguments: examples)
    func outcomesAgreeWithAFullRun(example: URL) throws {
        let source = SourceFile(path: example.lastPathComponent, text: try String(contentsOf: example, encoding: .utf8))
        let parsed = Parser.parse(source)
        let full = FlowSimulator.run(parsed, source: source, recording: .frames)
        let lean = FlowSimulator.run(parsed, source: source, recording: .outcomes)
        #expect(lean.expectations == full.expectations)
        #expect(lean.warnings.map(\.event) == full.warnings.map(\.event))
        #expect(lean.warnings.map(\.location) == full.warnings.map(\.location))
        #expect(lean.frames.count == full.frames.count)
        #expect(
            lean.frames.last.map { structure($0.hierarchy) } == full.frames.last.map { structure($0.hierarchy) },
            "the last frame keeps the final state")
        #expect(lean.unexpectedException?.event == full.unexpectedException?.event)
        if source.text.contains("expect callback") {
            #expect(lean.frames.map(\.callbacks) == full.frames.map(\.callbacks), "an `expect callback` line needs the traces")
        } else {
            #expect(lean.frames.allSatisfy { $0.callbacks.isEmpty }, "no appearance traces")
        }
    }

    /// `navviz dump` runs with `.observed`: each frame reaches the observer whole, as a
    /// full run records it, and the flow keeps only what `.outcomes` keeps.
    @Test(arguments: examples)
    func observedFramesAreWholeWhenSeenAndLeanWhenKept(example: URL) throws {
        let source = SourceFile(path: example.lastPathComponent, text: try String(contentsOf: example, encoding: .utf8))
        let parsed = Parser.parse(source)
        let full = FlowSimulator.run(parsed, source: source, recording: .frames)
        var seen: [Frame] = []
        let observed = FlowSimulator.run(parsed, source: source, recording: .observed) { seen.append($0) }
        #expect(seen.map(\.index) == Array(full.frames.indices))
        for (frame, expected) in zip(seen, full.frames) {
            #expect(frame.facts == expected.facts && frame.callbacks == expected.callbacks && frame.events == expected.events)
            #expect(structure(frame.hierarchy) == structure(expected.hierarchy))
            #expect(HierarchyDump.text(of: frame, callbacks: true) == HierarchyDump.text(of: expected, callbacks: true))
        }
        #expect(observed.frames.allSatisfy { $0.facts.isEmpty && $0.callbacks.isEmpty }, "kept frames hold no facts or callbacks")
        #expect(observed.expectations == full.expectations)
        var streamed = ""
        HierarchyDump.write(parsed, source: source, callbacks: true) { streamed += $0 }
        #expect(streamed == HierarchyDump.text(of: full, callbacks: true))
    }

    /// The navigation state, without `viewLoaded` (bookkeeping of appearance traces,
    /// which `.outcomes` does not trace).
    private func structure(_ hierarchy: Hierarchy) -> [String] {
        [hierarchy.windowRoot ?? "-"]
            + hierarchy.creationOrder.map { name in
                let state = hierarchy[name]!
                return [
                    name, state.parent ?? "-", state.children.joined(separator: ","), state.presented ?? "-",
                    state.presentation.map { "\($0.presenter)/\($0.caller)/\($0.style)" } ?? "-", String(state.selectedIndex),
                ]
                .joined(separator: "|")
            }
    }

    @Test func anExceptionUndoesExactlyTheCrashingCall() {
        let flow = simulate("root nav N [A]\nstep \"tap\"\n  A push B\n  A present nav M [X]\n  X push N\n")
        #expect(flow.final.children(of: "N") == ["A", "B"])
        #expect(flow.final.presentedViewController(of: "N") == "M", "the present before the crash stays")
        #expect(flow.final.children(of: "M") == ["X"])
    }
}
