import Foundation
import NavInput
import UIKitModel
import XCTest

@testable import NavLanguageServer

/// The step a hover shows, and the one before, simulated for the lines above it alone.
final class DocumentAnalysisTests: XCTestCase {
    /// A hover keeps only the last two steps' hierarchies while it simulates (a frame kept
    /// whole would make the simulator copy its hierarchy at every step); what it shows must
    /// still be each step as a whole recording draws it.
    func testEveryStepAndTheOneBeforeAreThoseOfAWholeRecording() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".nav") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        var compared = 0
        for name in names {
            let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            let whole = try XCTUnwrap(FlowDocument(path: name, text: text, recording: .frames).flow, name)
            let analysis = DocumentAnalysis(uri: "file:///\(name)", path: name, text: text)
            for (index, frame) in whole.frames.enumerated() {
                let shown = try XCTUnwrap(analysis.frames(at: frame.location.line), "\(name):\(frame.location.line)")
                XCTAssertEqual(HierarchyDump.text(of: shown.step), HierarchyDump.text(of: frame), "\(name):\(frame.location.line)")
                XCTAssertEqual(
                    shown.before.map { HierarchyDump.text(of: $0) }, index > 0 ? HierarchyDump.text(of: whole.frames[index - 1]) : nil,
                    "\(name):\(frame.location.line)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100)
    }
}
