import Foundation
import NavLanguage
import Testing
@testable import NavDiagram
@testable import NavLayout

/// On real flows, every modal's label sits beside the part of its arrow that is drawn,
/// outside the container the arrow leaves (issue 22), on no box and no other label.
@Suite("Labels on their arrows, laid out")
struct EdgeLabelPlacementTests {
    @Test(arguments: Examples.names)
    func everyModalLabelIsBesideItsDrawnArrow(example: String) throws {
        let loaded = try LoadedFlow.load(path: Examples.folder.appendingPathComponent(example).path, recording: .streamed)
        let geometry = try #require(loaded.geometry)
        Self.expectLabelsBesideTheirArrows(on: geometry, example)
        // Off every other arrow too; a large map's fan of arrows into one box can leave
        // no such spot (`aLargeMapsExternalLabelsAreEachPlacedBesideTheirArrow`).
        for (id, box) in Self.labelBoxes(geometry) {
            let crossed = geometry.edges.filter { $0.key != id && Geometry.path(Geometry.drawnPath($0.value["pos"]), runsThrough: box) }
            #expect(crossed.isEmpty, "\(example) \(id): its label is on the arrow of \(crossed.keys.sorted())")
        }
    }

    /// A large map's layout takes the labels as external ones (`xlabel`): each is placed all
    /// the same, and drawn as a label proper (`lp`, no `xlp`).
    @Test func aLargeMapsExternalLabelsAreEachPlacedBesideTheirArrow() throws {
        let loaded = try LoadedFlow.load(SourceFile(path: "large.nav", text: LargeFlow.text), recording: .streamed)
        #expect(try #require(loaded.diagram).hasExternalEdgeLabels)
        let geometry = try #require(loaded.geometry)
        let labelled = geometry.edges.values.filter { $0["xlabel"] != nil }
        #expect(labelled.count == 4)
        #expect(labelled.allSatisfy { $0["lp"] != nil && $0["lwidth"] != nil && $0["lheight"] != nil })
        #expect(geometry.edges.values.allSatisfy { $0["xlp"] == nil })
        Self.expectLabelsBesideTheirArrows(on: geometry, "large")
    }

    /// Every edge label's box, by edge id.
    static func labelBoxes(_ geometry: Geometry) -> [(id: String, box: Bounds)] {
        geometry.edges.compactMap { id, attributes in
            let position = Geometry.numbers(attributes["lp"])
            guard position.count == 2, let width = Double(attributes["lwidth"] ?? ""), let height = Double(attributes["lheight"] ?? "") else {
                return nil
            }
            let (halfWidth, halfHeight) = (width * 36, height * 36)
            return (
                id,
                Bounds(minX: position[0] - halfWidth, minY: position[1] - halfHeight, maxX: position[0] + halfWidth, maxY: position[1] + halfHeight)
            )
        }
    }

    static func expectLabelsBesideTheirArrows(on geometry: Geometry, _ name: String) {
        let boxes = geometry.nodes.keys.compactMap(geometry.bounds(ofNode:))
        let labels = labelBoxes(geometry)
        for (id, box) in labels {
            let attributes = geometry.edges[id] ?? [:]
            let distance = Geometry.distance(from: box, to: Geometry.drawnPath(attributes["pos"]))
            #expect(distance <= 12, "\(name) \(id): \(distance) points from its arrow")
            if let tail = attributes["ltail"], let cluster = geometry.bounds(ofCluster: tail) {
                #expect(!cluster.overlaps(box, by: 0), "\(name) \(id): its label is in the container the arrow leaves")
            }
            #expect(!boxes.contains { $0.overlaps(box, by: 0) }, "\(name) \(id): its label is on a box")
            #expect(!labels.contains { $0.id != id && $0.box.overlaps(box, by: 0) }, "\(name) \(id): its label is on another label")
        }
    }
}
