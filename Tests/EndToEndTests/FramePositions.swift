import Foundation
import FoundationXML
import Testing

/// Renders a flow's SVG frames and compares every node's shape with its first
/// appearance: the check behind "nothing jumps between frames". A focused frame's band
/// (its caption and overview, nodes named `navviz:…`) is its own and is not compared.
enum FramePositions {
    struct Comparison {
        /// How many node shapes were compared with an earlier frame's.
        var comparisons: Int
        /// "title in file" for each node drawn elsewhere than before.
        var moved: [String]
        /// The page transforms of the frames: one when they share a canvas.
        var transforms: Set<String>
        /// What the render printed on stderr.
        var stderr: String
    }

    static func compare(_ flow: String, layout: String, canvas: String = "trimmed") throws -> Comparison {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try NavvizProcess.run([flow, "-o", out.path, "--format", "svg", "--layout", layout, "--canvas", canvas])
        #expect(result.status == 0, "\(result.stderr)")
        let steps = out.appendingPathComponent("steps")
        let files = try FileManager.default.contentsOfDirectory(atPath: steps.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(files.count > 2)
        var firstSeen: [String: String] = [:]
        var comparison = Comparison(comparisons: 0, moved: [], transforms: [], stderr: result.stderr)
        for file in files {
            let (transform, shapes) = try nodeShapes(in: steps.appendingPathComponent(file))
            comparison.transforms.insert(transform)
            for (title, shape) in shapes.sorted(by: { $0.key < $1.key }) {
                if let seen = firstSeen[title] {
                    comparison.comparisons += 1
                    if seen != shape { comparison.moved.append("\(title) in \(file)") }
                } else {
                    firstSeen[title] = shape
                }
            }
        }
        return comparison
    }

    /// FoundationXML's `attribute(forName:)` misses attributes of elements in SVG's
    /// default namespace on Linux; the attribute list has them.
    private static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// Each visible node's title → the path data of its shape, plus the page transform.
    private static func nodeShapes(in svg: URL) throws -> (transform: String, shapes: [String: String]) {
        let document = try XMLDocument(contentsOf: svg)
        let graph = try #require(try document.nodes(forXPath: "//*[local-name()='g'][@class='graph']").first as? XMLElement)
        var shapes: [String: String] = [:]
        for case let node as XMLElement in try document.nodes(forXPath: "//*[local-name()='g'][starts-with(@class, 'node')]") {
            let classes = attribute("class", of: node) ?? ""
            // A box with a tooltip (`SceneAttachment`) has its shape inside a link, `<g><a>`.
            let children = (node.children ?? []).compactMap { $0 as? XMLElement }.flatMap { child in
                child.name == "g"
                    ? (child.children ?? []).compactMap { $0 as? XMLElement }.flatMap { ($0.children ?? []).compactMap { $0 as? XMLElement } }
                    : [child]
            }
            guard !classes.contains("absent"), let title = children.first(where: { $0.name == "title" })?.stringValue,
                !title.hasPrefix("navviz:")
            else { continue }
            let shape = children.first { $0.name == "path" || $0.name == "polygon" }
            let geometry = shape.flatMap { attribute("d", of: $0) ?? attribute("points", of: $0) }
            guard let geometry else {
                Issue.record("\(title) has no shape")
                continue
            }
            shapes[title] = geometry
        }
        return (try #require(attribute("transform", of: graph)), shapes)
    }
}
