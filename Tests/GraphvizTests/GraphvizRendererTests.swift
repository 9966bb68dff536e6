import Foundation
import FoundationXML
import Testing
@testable import Graphviz

private let sample = """
    digraph "t" {
      "Main/VCN1" [label="VCN1"];
      "Main/VCN2" [label="VCN2"];
      "Main/VCN1" -> "Main/VCN2" [id="e1"];
    }
    """

@Suite("libgvc binding")
struct GraphvizRendererTests {
    @Test func rendersWellFormedSVGWithTheNodeTitles() throws {
        let svg = try GraphvizRenderer.shared.render(dot: sample, format: .svg)
        let document = try XMLDocument(data: Data(svg))
        let titles = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(titles == ["Main/VCN1", "Main/VCN2"])
    }

    @Test func rendersPNGWithTheSignatureAndTheSVGsSize() throws {
        let png = try GraphvizRenderer.shared.render(dot: sample, format: .png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        // The SVG is sized in points; cairo renders at 96 dpi, 4/3 pixels per point.
        let svg = String(decoding: try GraphvizRenderer.shared.render(dot: sample, format: .svg), as: UTF8.self)
        let points = try #require(svg.firstMatch(of: /width="(\d+)pt" height="(\d+)pt"/))
        #expect(abs(width - Int(Double(points.1)! * 4 / 3)) <= 1)
        #expect(abs(height - Int(Double(points.2)! * 4 / 3)) <= 1)
    }

    @Test func layoutReturnsTheGeometryOfNodesNamedEdgesAndClusters() throws {
        let layout = try GraphvizRenderer.shared.layout(dot: "digraph g { subgraph cluster_a { x -> y [id=\"e1\"]; } }")
        #expect(layout.nodes["x"]?["pos"] != nil)
        #expect(layout.nodes["y"]?["width"] != nil)
        #expect(layout.edges["e1"]?["pos"]?.hasPrefix("e,") == true)
        #expect(layout.subgraphs["cluster_a"]?["bb"] != nil)
        #expect(layout.graph["bb"] != nil)
    }

    @Test func invalidDOTIsAClearErrorWithGraphvizsMessage() throws {
        #expect {
            try GraphvizRenderer.shared.render(dot: "digraph { a -> }", format: .svg)
        } throws: { error in
            guard case GraphvizError.invalidDOT(let message) = error else { return false }
            return message.contains("syntax error")
        }
    }

    @Test func anErrorDoesNotPoisonLaterJobs() throws {
        _ = try? GraphvizRenderer.shared.render(dot: "digraph { a -> }", format: .svg)
        let svg = try GraphvizRenderer.shared.render(dot: sample, format: .svg)
        #expect(String(decoding: svg, as: UTF8.self).contains("VCN2"))
    }

    @Test func renderingIsDeterministicAndSafeFromManyThreads() async throws {
        let expected = try GraphvizRenderer.shared.render(dot: sample, format: .svg)
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<16 {
                group.addTask { try GraphvizRenderer.shared.render(dot: sample, format: .svg) }
            }
            for try await svg in group { #expect(svg == expected) }
        }
    }

    @Test func aBitmapWithinItsLimitHasTheSizeOfARender() throws {
        let bitmap = try GraphvizRenderer.shared.renderBitmap(dot: sample, maximumSide: 10_000)
        #expect(!bitmap.isScaledDown)
        #expect(pixelSize(bitmap.pixels.png()) == pixelSize(try GraphvizRenderer.shared.render(dot: sample, format: .png)))
        #expect(bitmap.pixels.width == bitmap.width && bitmap.pixels.height == bitmap.height)
    }

    /// Graphviz's own PNG of a drawing that ends inside a pixel has a partly transparent
    /// last column or row, and is RGBA where others are RGB: navviz's bitmaps are opaque.
    @Test func bitmapsAreOpaqueWhereverTheDrawingEnds() throws {
        for width in stride(from: 0.5, through: 0.8, by: 0.01) {
            let dot = "digraph { pad=\"0.2\"; a [shape=box, width=\"\(width)\", fixedsize=true]; }"
            let plain = try GraphvizRenderer.shared.render(dot: dot, format: .png)
            let bitmap = try GraphvizRenderer.shared.renderBitmap(dot: dot, maximumSide: 10_000)
            let png = bitmap.pixels.png()
            #expect(pixelSize(png) == pixelSize(plain), "width \(width)")
            #expect(bitmap.pixels.channels == 3 && png[25] == 2, "width \(width): colour type \(png[25]), not RGB")
        }
        // Without the growth, some of these are RGBA (colour type 6): the test can fail.
        let plainTypes = try stride(from: 0.5, through: 0.8, by: 0.01).map { width in
            try GraphvizRenderer.shared.render(dot: "digraph { pad=\"0.2\"; a [shape=box, width=\"\(width)\", fixedsize=true]; }", format: .png)[25]
        }
        #expect(plainTypes.contains(6))
    }

    @Test func aBitmapScaledLikeALargerDrawingSharesItsResolution() throws {
        let chain = "digraph { " + (0..<40).map { "n\($0) -> n\($0 + 1);" }.joined(separator: " ") + " }"
        let part = "digraph { n0 -> n1; }"
        let whole = try GraphvizRenderer.shared.renderBitmap(dot: chain, maximumSide: 500)
        let alone = try GraphvizRenderer.shared.renderBitmap(dot: part, maximumSide: 500)
        let layout = try GraphvizRenderer.shared.layout(dot: chain)
        let box = try #require(layout.graph["bb"]).split(separator: ",").compactMap { Double($0) }
        let scaled = try GraphvizRenderer.shared.renderBitmap(dot: part, maximumSide: 500, scaledLike: (box[2] - box[0], box[3] - box[1]))
        #expect(!alone.isScaledDown)
        #expect(scaled.isScaledDown)
        // The part drawn at the whole chain's scale: as much smaller as the chain was.
        #expect(abs(Double(scaled.height) / Double(scaled.fullHeight) - Double(whole.height) / Double(whole.fullHeight)) < 0.01)
    }

    @Test func aBitmapPastItsLimitIsDrawnSmallerAndSaysItsFullSize() throws {
        let chain = "digraph { " + (0..<40).map { "n\($0) -> n\($0 + 1);" }.joined(separator: " ") + " }"
        let full = try GraphvizRenderer.shared.renderBitmap(dot: chain, maximumSide: 10_000)
        let bitmap = try GraphvizRenderer.shared.renderBitmap(dot: chain, maximumSide: 500)
        #expect(bitmap.isScaledDown)
        #expect(bitmap.fullWidth == full.width && bitmap.fullHeight == full.height)
        #expect(bitmap.pixels.width == bitmap.width && bitmap.pixels.height == bitmap.height)
        #expect(bitmap.height <= 500 && bitmap.height >= 498)
        // The same drawing, smaller: the sides keep their ratio.
        #expect(abs(Double(bitmap.width) / Double(bitmap.height) - Double(full.width) / Double(full.height)) < 0.02)
    }

    @Test func graphvizWarningsAreKeptForNavvizToReport() throws {
        _ = try GraphvizRenderer.shared.render(dot: "digraph { a [shape=\"no-such-shape\"]; }", format: .svg)
        let warnings = GraphvizRenderer.shared.takeWarnings()
        #expect(warnings.contains { $0.contains("no-such-shape") }, "\(warnings)")
        #expect(!GraphvizRenderer.shared.takeWarnings().contains { $0.contains("no-such-shape") })
    }

    private func pixelSize(_ png: [UInt8]) -> [Int] {
        [png[16..<20].reduce(0) { $0 << 8 | Int($1) }, png[20..<24].reduce(0) { $0 << 8 | Int($1) }]
    }

    /// Graphviz 2.4x's `dot` reallocates a rank's node list for each label of a flat
    /// edge and leaves a stale pointer that `gvFreeLayout` then frees a second time
    /// (the shim's `navviz_repair_rank_lists`). This graph, cut down from the bench's
    /// flow (b), aborts the process with "double free detected" without the repair.
    @Test func aLayoutWithLabelledFlatEdgesIsFreedAndRepeatable() throws {
        let dot = """
            digraph "navviz" {
              subgraph "cluster_Main" {
                subgraph "cluster_Main/tab:Nav0" {
                  subgraph "cluster_Main/tab:Nav0/Nav0" {
                  }
                }
                subgraph "cluster_Main/tab:Nav1" {
                  subgraph "cluster_Main/tab:Nav1/Nav1" {
                  }
                }
                subgraph "cluster_Main/tab:Nav2" {
                  subgraph "cluster_Main/tab:Nav2/Nav2" {
                  }
                }
                subgraph "cluster_Main/tab:Nav3" {
                  subgraph "cluster_Main/tab:Nav3/Nav3" {
                  }
                }
              }
              subgraph "cluster_MNav0" {
              }
              subgraph "cluster_MNav1" {
              }
              subgraph "cluster_MNav2" {
              }
              subgraph "cluster_MNav3" {
              }
              subgraph "cluster_MNav4" {
                "MNav4/MNav4" [id="n37", height="0.59722", fixedsize="true"];
                "MNav4/M4V3" [id="n47", height="0.59722", fixedsize="true"];
                "MNav4/M4V4" [id="n48", height="0.59722", fixedsize="true"];
              }
              "MNav2/MNav2" -> "MNav2/M2V0" [id="e19"];
              "Main/tab:Nav3/Nav3/T3V5" -> "Main/tab:Nav3/Nav3/T3V6" [id="e34"];
              "Main/tab:Nav3/Nav3/T3V6" -> "Main/tab:Nav3/Nav3/T3V7" [id="e35"];
              "MNav4/M4V3" -> "MNav4/M4V4" [id="e52"];
              "MNav4/M4V4" -> "MNav4/M4V5" [id="e53"];
              "MNav2/M2V0" -> "MNav4/MNav4" [label="fullScreen M2V0", id="e55"];
              "MNav4/M4V5" -> "MNav1/MNav1" [label="fullScreen M4V5", id="e61"];
              "MNav0/M0V2" -> "MNav0/M0V3" [id="e64"];
              "MNav1/M1V3" -> "MNav2/MNav2" [label="fullScreen M1V3", id="e69"];
              "MNav1/M1V3" -> "MNav1/M1V4" [id="e70"];
              "MNav1/M1V4" -> "MNav1/M1V5" [id="e71"];
              "MNav1/M1V4" -> "MNav2/MNav2" [label="fullScreen M1V4", id="e72"];
              "MNav4/M4V4" -> "MNav2/MNav2" [label="fullScreen M4V4", id="e73"];
              "Main/tab:Nav1/Nav1/T1V1" -> "Main/tab:Nav1/Nav1/T1V2" [id="e76"];
              "Main/tab:Nav1/Nav1/T1V2" -> "Main/tab:Nav1/Nav1/T1V3" [id="e77"];
              "Main/tab:Nav2/Nav2/T2V1" -> "MNav2/MNav2" [label="fullScreen T2V1", id="e80"];
              "MNav1/M1V3" -> "MNav4/MNav4" [label="fullScreen M1V3", id="e83"];
            }
            """
        let first = try GraphvizRenderer.shared.layout(dot: dot)
        #expect(first.edges.count == 17)
        for _ in 0..<3 {
            #expect(try GraphvizRenderer.shared.layout(dot: dot).edges == first.edges)
        }
    }
}

@Suite("Reading a layout made elsewhere")
struct LaidOutDOTTests {
    @Test func readingLaidOutDOTGivesTheLayoutItself() throws {
        let dot = "digraph g { subgraph cluster_a { a; b; } a -> b [id=\"e1\", label=\"x\"]; b -> c [id=\"e2\"]; }"
        let renderer = GraphvizRenderer.shared
        let read = try renderer.readLayout(laidOutDOT: try renderer.laidOutDOT(dot: dot))
        #expect(read == (try renderer.layout(dot: dot)))
        #expect(read.edges["e1"]?["pos"] != nil && read.subgraphs["cluster_a"]?["bb"] != nil)
    }

    /// Graphviz's `dot` output says where an edge label is, not how large: the binding adds
    /// the size, in inches like a graph label's, and no size for an edge without a label. An
    /// external label (`xlabel`, at `xlp`) gets its size the same way.
    @Test func aLayoutKnowsTheSizeOfEveryEdgeLabel() throws {
        let dot =
            "digraph g { a -> b [id=\"e1\", label=\"a rather long label\", fontsize=10]; b -> c [id=\"e2\", label=\"x\", fontsize=10]; c -> d [id=\"e3\"]; "
            + "d -> e [id=\"e4\", xlabel=\"a rather long label\", fontsize=10]; }"
        let layout = try GraphvizRenderer.shared.layout(dot: dot)
        #expect(layout.edges["e4"]?["xlp"] != nil)
        #expect(layout.edges["e4"]?["lwidth"] == layout.edges["e1"]?["lwidth"] && layout.edges["e4"]?["lheight"] == layout.edges["e1"]?["lheight"])
        let long = try #require(layout.edges["e1"]?["lwidth"].flatMap(Double.init))
        let short = try #require(layout.edges["e2"]?["lwidth"].flatMap(Double.init))
        #expect(long * 72 > 80 && long * 72 < 140, "19 characters at 10 points: \(long * 72) points")
        #expect(short < long / 4)
        let height = try #require(layout.edges["e1"]?["lheight"].flatMap(Double.init)) * 72
        #expect(height > 10 && height < 20, "one line at 10 points: \(height) points")
        #expect(layout.edges["e3"]?["lwidth"] == nil)
    }

    @Test func unreadableLaidOutDOTIsAnError() {
        #expect(throws: GraphvizError.self) { try GraphvizRenderer.shared.readLayout(laidOutDOT: "digraph {") }
    }
}
