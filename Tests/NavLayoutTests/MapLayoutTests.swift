import Foundation
import NavDiagram
import NavLanguage
import Testing
@testable import NavLayout

/// A map's layout never takes navviz down (issue 13): when the layout process fails,
/// the same picture is laid out with less of Graphviz, and a note says so.
@Suite("Map layout and its fallbacks")
struct MapLayoutTests {
    /// A layout process that fails on the DOT `fails` accepts, and lays out the rest in-process.
    struct ScriptedProcess: LayoutProcess {
        let fails: @Sendable (String) -> Bool
        let calls = Calls()

        final class Calls: @unchecked Sendable {
            private let lock = NSLock()
            private var texts: [String] = []
            func append(_ text: String) { lock.withLock { texts.append(text) } }
            var all: [String] { lock.withLock { texts } }
        }

        func layOut(_ dot: String) throws -> String {
            calls.append(dot)
            if fails(dot) { throw LayoutProcessFailed(message: "Graphviz crashed with signal 6") }
            return try MapLayout.layOutHere(dot).text
        }

        func draw(_ dot: String) throws -> [UInt8] {
            calls.append(dot)
            if fails(dot) { throw LayoutProcessFailed(message: "Graphviz crashed with signal 6") }
            return try MapLayout.drawHere(dot).svg
        }
    }

    static let dot = """
        digraph "g" {
          graph [compound="true"];
          subgraph "cluster_N" { "N/A"; "N/B"; }
          "N/A" -> "N/B" [id="e1"];
          "N/B" -> "C" [id="e2", ltail="cluster_N"];
        }

        """

    @Test func aWorkingLayoutProcessGivesTheInProcessLayoutAndNoNote() throws {
        let process = ScriptedProcess(fails: { _ in false })
        let (layout, note) = try MapLayout(process: process).layOut([Self.dot])
        #expect(note == nil)
        #expect(layout == (try MapLayout.inProcess.layOut([Self.dot]).layout))
        #expect(process.calls.all == [Self.dot])
    }

    /// With a layout process, sheets are drawn there too, the largest first: the same bytes
    /// as in-process; a sheet the process fails on is drawn here.
    @Test func sheetsDrawnInTheLayoutProcessAreTheSameBytes() throws {
        let path = Examples.folder.appendingPathComponent("article.nav").path
        let here = try FlowDrawing(loaded: try LoadedFlow.load(path: path, recording: .streamed)).renderSheets { $0 }
        #expect(here.count > 2)
        let process = ScriptedProcess(fails: { _ in false })
        let there = try FlowDrawing(loaded: try LoadedFlow.load(path: path, recording: .streamed, mapLayout: MapLayout(process: process)))
        let drawn = try there.renderSheets { $0 }
        #expect(drawn == here)
        let sheets = process.calls.all.dropFirst()
        #expect(sheets.first == there.diagram.sheetDOT(1, geometry: there.geometry), "the process takes the largest sheet first")
        #expect(Set(sheets).count == sheets.count, "no sheet is drawn there twice")
        let failing = ScriptedProcess(fails: { $0.contains("navviz:corner") })
        let fallback = try FlowDrawing(loaded: try LoadedFlow.load(path: path, recording: .streamed, mapLayout: MapLayout(process: failing)))
        #expect(try fallback.renderSheets { $0 } == here)
        #expect(failing.calls.all.count == 2, "the layout, and the first sheet, which failed: the rest were drawn here")
    }

    @Test func aFailedLayoutFallsBackToStraightEdgesWithANote() throws {
        let process = ScriptedProcess(fails: { !$0.contains("splines=\"line\"") })
        let (layout, note) = try MapLayout(process: process).layOut([Self.dot])
        #expect(note?.contains("Graphviz crashed with signal 6") == true)
        #expect(note?.hasSuffix("it is drawn with straight edges") == true, "\(note ?? "")")
        // A straight edge's spline is four points on one line (after its arrow end, "e,x,y").
        let spline = try #require(layout.edges["e1"]?["pos"]).split(separator: " ").filter { !$0.hasPrefix("e,") }
        let points = spline.map { $0.split(separator: ",").compactMap { Double($0) } }
        #expect(points.count == 4 && Set(points.map { $0[0] }).count == 1, "e1 runs straight down: \(points)")
        #expect(process.calls.all.count == 2)
    }

    @Test func aPreferredLayoutGraphvizFailsOnGivesWayToTheNextWithoutANote() throws {
        let preferred = Self.dot.replacingOccurrences(of: "id=\"e2\"", with: "id=\"e2\", minlen=\"3\"")
        let process = ScriptedProcess(fails: { $0.contains("minlen") })
        let (layout, note) = try MapLayout(process: process).layOut([preferred, Self.dot])
        #expect(note == nil, "the next layout is the same picture, not a fallback")
        #expect(layout == (try MapLayout.inProcess.layOut([Self.dot]).layout))
        #expect(process.calls.all == [preferred, Self.dot])
    }

    @Test func theLastFallbackLeavesOutRanksAndClusterClipping() throws {
        let process = ScriptedProcess(fails: { !$0.contains("constraint=\"false\"") })
        let (_, note) = try MapLayout(process: process).layOut([Self.dot])
        #expect(note?.hasSuffix("with straight edges, not in ranks") == true, "\(note ?? "")")
        let last = try #require(process.calls.all.last)
        #expect(last.contains("compound=\"false\"") && last.contains("splines=\"line\""))
    }

    @Test func whenEveryLayoutFailsItIsNavvizsBug() {
        let process = ScriptedProcess(fails: { _ in true })
        #expect(throws: LayoutFailed.self) { try MapLayout(process: process).layOut([Self.dot]) }
        do {
            _ = try MapLayout(process: process).layOut([Self.dot])
        } catch {
            #expect(error is InternalError)
            #expect((error as? LayoutFailed)?.messages.count == 1 + MapLayout.Fallback.allCases.count)
        }
    }

    /// A large map's layout, which takes edge labels as external labels, places every label
    /// in each fallback too, and the labels are then moved beside their arrows.
    @Test(arguments: MapLayout.Fallback.allCases)
    func everyFallbackPlacesALargeMapsEdgeLabels(fallback: MapLayout.Fallback) throws {
        let mark = fallback == .straightEdges ? "graph [splines=\"line\"];" : "compound=\"false\""
        let process = ScriptedProcess(fails: { !$0.contains(mark) })
        let diagram = Diagram(flow: try LoadedFlow.load(SourceFile(path: "large.nav", text: LargeFlow.text)).flow)
        let drawing = try FlowDrawing(diagram: diagram, mapLayout: MapLayout(process: process))
        #expect(drawing.layoutNote?.hasSuffix(fallback.rawValue) == true, "\(drawing.layoutNote ?? "")")
        let labelled = drawing.geometry.edges.values.filter { $0["xlabel"] != nil }
        #expect(labelled.count == 4 && labelled.allSatisfy { $0["lp"] != nil && $0["lwidth"] != nil && $0["xlp"] == nil })
    }

    @Test(arguments: MapLayout.Fallback.allCases)
    func everyFallbackIsDOTThatLaysOutAndKeepsEveryElement(fallback: MapLayout.Fallback) throws {
        let layout = try MapLayout.inProcess.layOut([fallback.dot(Self.dot)]).layout
        #expect(Set(layout.edges.keys) == ["e1", "e2"])
        #expect(layout.nodes.keys.contains("N/A") && layout.subgraphs["cluster_N"]?["bb"] != nil)
    }
}
