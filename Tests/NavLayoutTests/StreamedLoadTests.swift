import Foundation
import NavDiagram
import Testing
@testable import NavLayout

@Suite("Loading for drawing without keeping every hierarchy")
struct StreamedLoadTests {
    @Test(arguments: Examples.names)
    func buildsTheSameDiagramAsAFullRecording(example: String) throws {
        let path = Examples.folder.appendingPathComponent(example).path
        let full = try LoadedFlow.load(path: path, recording: .frames)
        let streamed = try LoadedFlow.load(path: path, recording: .streamed)
        let expected = Diagram(flow: full.flow)
        let diagram = try #require(streamed.diagram)
        #expect(full.diagram == nil && full.geometry == nil)
        // The layout made before the frames are recorded again is the diagram's own.
        #expect(streamed.geometry == (try FlowDrawing(diagram: expected, mapLayout: .inProcess).geometry))
        #expect(diagram.frameCount == expected.frameCount)
        #expect(diagram.layoutDOT() == expected.layoutDOT())
        #expect(diagram.mapDOT(geometry: nil) == expected.mapDOT(geometry: nil))
        for frame in 0..<expected.frameCount {
            #expect(diagram.frameDOT(frame, geometry: nil) == expected.frameDOT(frame, geometry: nil), "frame \(frame)")
        }
        for (a, b) in zip(streamed.flow.frames, full.flow.frames) {
            #expect(a.top == b.top && a.events == b.events && a.facts == b.facts && a.caption == b.caption, "frame \(b.index)")
            #expect(a.callbacks == b.callbacks, "frame \(b.index): the manifest and the flipbook list the appearance callbacks")
        }
        // Only the last frame keeps its hierarchy.
        #expect(streamed.flow.frames.dropLast().allSatisfy { $0.hierarchy.creationOrder.isEmpty })
        #expect(streamed.flow.frames.last?.hierarchy.creationOrder == full.flow.frames.last?.hierarchy.creationOrder)
    }
}
