import Foundation
import Testing
@testable import NavDiagram
import NavLayout

/// Containers drawn around what each frame shows of them, not around everything they hold
/// over the flow (issue 34: the first frame's big empty box).
@Suite("Containers drawn around what a frame shows")
struct ContainerExtentTests {
    /// The article's first frame: the navigation controller holds one screen, and Graphviz's
    /// own drawing of the frame puts its border around that one, not around the four it
    /// holds later; the map keeps the whole border.
    @Test func theFirstFrameDrawsAContainerAroundWhatItHoldsThen() throws {
        let drawing = try FrameLayersTests.drawing("article.nav").withCanvas(.full)
        let whole = try #require(drawing.geometry.bounds(ofCluster: "cluster_MainNavigationVC"))
        func height(of svg: [UInt8]) throws -> Double {
            let text = String(decoding: svg, as: UTF8.self)
            let group = try #require(text.firstMatch(of: /<title>cluster_MainNavigationVC<\/title>\n<path [^>]* d="([^"]*)"/))
            let ys = group.1.matches(of: /-?[\d.]+,(-?[\d.]+)/).compactMap { Double($0.1) }
            return try #require(ys.max()) - (try #require(ys.min()))
        }
        let first = try height(of: drawing.renderFrame(0, format: .svg))
        #expect(first < whole.maxY - whole.minY - 100, "frame 0's border is \(first) points tall, the layout's \(whole.maxY - whole.minY)")
        #expect(abs(try height(of: drawing.renderMap(format: .svg)) - (whole.maxY - whole.minY)) < 1)
    }

    /// In every frame of every example, a container's border holds every box the frame
    /// draws in it and reaches the end of every arrow the layout clips at it.
    @Test(arguments: FrameLayersTests.examples)
    func everyBorderHoldsWhatTheFrameShowsInIt(example: String) throws {
        let drawing = try FrameLayersTests.drawing(example)
        let (diagram, geometry, map) = (drawing.diagram, drawing.geometry, drawing.diagram.map)
        for frame in 0..<diagram.frameCount {
            let shown = diagram.variants(inFrame: frame)
            for (index, cluster) in map.clusters.enumerated() {
                let element = DrawingElement(kind: .cluster, index: index)
                guard shown[element] != 0, let extent = diagram.clusterVariants.look(of: index, variant: shown[element]).extent else { continue }
                let holds = { (box: Bounds) in
                    extent.minX - 0.5 <= box.minX && box.maxX <= extent.maxX + 0.5 && extent.minY - 0.5 <= box.minY && box.maxY <= extent.maxY + 0.5
                }
                for node in map.nodes(inside: cluster.key) where shown[DrawingElement(kind: .node, index: map.nodeIndex[node.key]!)] != 0 {
                    let box = try #require(geometry.bounds(ofNode: node.key))
                    #expect(holds(box), "\(example) frame \(frame): \(node.key) outside its container's border")
                }
                for (edgeIndex, edge) in map.edges.enumerated() where shown[DrawingElement(kind: .edge, index: edgeIndex)] != 0 {
                    let path = Geometry.drawnPath(geometry.edges[DrawingElement(kind: .edge, index: edgeIndex).svgID]?["pos"])
                    for (clip, point) in [(edge.tailCluster, path.first), (edge.headCluster, path.last)] where clip == cluster.key {
                        let point = try #require(point)
                        #expect(
                            holds(Bounds(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)),
                            "\(example) frame \(frame): an arrow of \(cluster.key) ends off its border")
                    }
                }
            }
        }
    }
}
