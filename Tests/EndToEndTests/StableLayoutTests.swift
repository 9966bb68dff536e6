import Foundation
import FoundationXML
import Testing

/// The promise of a flipbook: a view controller sits at the same place in every frame.
@Suite("Stable layout", .serialized)
struct StableLayoutTests {
    /// FoundationXML's `attribute(forName:)` misses attributes of elements in SVG's
    /// default namespace on Linux; the attribute list has them.
    private func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// Each visible node's title → the path data of its shape, plus the page transform.
    private func nodeShapes(in svg: URL) throws -> (transform: String, shapes: [String: String]) {
        let document = try XMLDocument(contentsOf: svg)
        let graph = try #require(try document.nodes(forXPath: "//*[local-name()='g'][@class='graph']").first as? XMLElement)
        var shapes: [String: String] = [:]
        for case let node as XMLElement in try document.nodes(forXPath: "//*[local-name()='g'][starts-with(@class, 'node')]") {
            let classes = attribute("class", of: node) ?? ""
            let children = (node.children ?? []).compactMap { $0 as? XMLElement }
            guard !classes.contains("absent"), let title = children.first(where: { $0.name == "title" })?.stringValue else { continue }
            let shape = children.first { $0.name == "path" || $0.name == "polygon" }
            let geometry = shape.flatMap { attribute("d", of: $0) ?? attribute("points", of: $0) }
            shapes[title] = try #require(geometry, "\(title) has no shape")
        }
        return (try #require(attribute("transform", of: graph)), shapes)
    }

    /// Renders `example` and compares every node's shape with its first appearance.
    private func positions(of example: String, layout: String) throws -> (comparisons: Int, moved: [String], transforms: Set<String>) {
        let out = try temporaryFolder()
        let result = try NavvizProcess.run([example, "-o", out.path, "--format", "svg", "--layout", layout])
        #expect(result.status == 0, "\(result.stderr)")
        let steps = out.appendingPathComponent("steps")
        let files = try FileManager.default.contentsOfDirectory(atPath: steps.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(files.count > 2)
        var firstSeen: [String: String] = [:]
        var transforms: Set<String> = []
        var comparisons = 0
        var moved: [String] = []
        for file in files {
            let (transform, shapes) = try nodeShapes(in: steps.appendingPathComponent(file))
            transforms.insert(transform)
            for (title, shape) in shapes.sorted(by: { $0.key < $1.key }) {
                if let seen = firstSeen[title] {
                    comparisons += 1
                    if seen != shape { moved.append("\(title) in \(file)") }
                } else {
                    firstSeen[title] = shape
                }
            }
        }
        return (comparisons, moved, transforms)
    }

    @Test(arguments: ["examples/article.nav"])
    func everyViewControllerKeepsItsPositionInEveryFrame(example: String) throws {
        let result = try positions(of: example, layout: "stable")
        #expect(result.moved.isEmpty, "moved: \(result.moved)")
        #expect(result.transforms.count == 1, "every frame uses one page transform: \(result.transforms)")
        #expect(result.comparisons > 20, "the test compared real positions")
    }

    @Test func perFrameLayoutLaysOutEachFrameOnItsOwn() throws {
        let result = try positions(of: "examples/article.nav", layout: "per-frame")
        #expect(!result.moved.isEmpty, "per-frame layout compacts frames, so positions change")
    }
}
