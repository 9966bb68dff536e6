import Foundation
import Testing
@testable import NavDiagram
@testable import NavLayout

/// On real flows, every modal's label sits beside the part of its arrow that is drawn,
/// outside the container the arrow leaves (issue 22).
@Suite("Labels on their arrows, laid out")
struct EdgeLabelPlacementTests {
    @Test(arguments: Examples.names)
    func everyModalLabelIsBesideItsDrawnArrow(example: String) throws {
        let loaded = try LoadedFlow.load(path: Examples.folder.appendingPathComponent(example).path, recording: .streamed)
        let geometry = try #require(loaded.geometry)
        for (id, attributes) in geometry.edges {
            let position = Geometry.numbers(attributes["lp"])
            guard position.count == 2, let width = Double(attributes["lwidth"] ?? ""), let height = Double(attributes["lheight"] ?? "") else {
                continue
            }
            let box = Bounds(
                minX: position[0] - width * 36, minY: position[1] - height * 36, maxX: position[0] + width * 36, maxY: position[1] + height * 36)
            let distance = Geometry.distance(from: box, to: Geometry.drawnPath(attributes["pos"]))
            #expect(distance <= 12, "\(example) \(id): \(distance) points from its arrow")
            if let tail = attributes["ltail"], let cluster = geometry.bounds(ofCluster: tail) {
                #expect(!cluster.overlaps(box, by: 0), "\(example) \(id): its label is in the container the arrow leaves")
            }
        }
    }
}
