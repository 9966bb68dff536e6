import Testing
import UIKitModel
@testable import NavDiagram

/// The flow map's legend fits the picture: only what the map draws, in the style asked
/// for, right above the drawing.
@Suite("The flow map's legend")
struct LegendTests {
    private func legendText(_ text: String, _ style: LegendStyle = .full) -> [String] {
        Diagram(flow: flow(text)).withLegend(style).legend?.lines.map(\.text) ?? []
    }

    @Test func itListsOnlyWhatTheMapDrawsAndNeverTheFrameMarkers() {
        let stackOnly = legendText("root nav Main [A]\nA push B\n")
        #expect(
            stackOnly == [
                "Flow map: every view controller and link of the flow's 1 step",
                "solid blue arrow: navigation stack, in push order · blue box: in a navigation stack",
                "borders: blue navigation controller",
            ])
        let everything = legendText("root tabs T [nav N [A], split S [L, R], Page [Header]]\nA push B\nB present M\nPage addSubview Card\n")
        #expect(
            Array(everything.dropFirst()) == [
                "solid blue arrow: navigation stack, in push order · blue box: in a navigation stack",
                "dashed green arrow: modal presentation, labelled with its style · green box: presented",
                "borders: blue navigation controller, purple tab bar controller, grey split view controller",
                "grey box: a view controller and its child view controllers (addChild)",
                "grey line: a container to its tabs, columns or children",
                "dashed box: a tab or a split view column, with what fills it",
                "dotted grey arrow: a view added with addSubview, without addChild",
            ], "every mark the map draws: the tab bar's purple border, the grey box of a parent's children")
        #expect(!everything.joined().contains("getTopVC"), "a map shows no frame markers")
        #expect(legendText("root A\nA present M\nM dismiss\n").first == "Flow map: every view controller and link of the flow's 2 steps")
    }

    @Test func compactIsOneLineAndNoneIsNoLegend() throws {
        #expect(
            legendText("root nav Main [A]\nA push B\nB present M\n", .compact)
                == ["Flow map, 2 steps · blue: navigation stack · dashed green: presented, with its style"])
        #expect(
            legendText("root tabs T [A, Page [B]]\n", .compact)
                == ["Flow map, 0 steps · purple: tab bar · grey box: children · dashed box: a tab"])
        #expect(Diagram(flow: flow("root A\n")).withLegend(.none).legend == nil)
        let untitled = Diagram(flow: flow("root A\nA present M\n")).withLegend(.none).mapDOT(geometry: nil)
        let graphLine = try #require(untitled.split(separator: "\n").first { $0.hasPrefix("  graph [") })
        #expect(!graphLine.contains("label="), "no legend and no title: no caption box at all")
        let titled = Diagram(flow: flow("title \"Login\"\nroot A\nA present M\n")).withLegend(.none).mapDOT(geometry: nil)
        #expect(titled.contains("<B>Login</B>"))
    }

    /// The map's canvas is its drawing with its legend's room right above it, not the
    /// layout's room for the flow's tallest caption.
    @Test func theMapsRoomIsItsLegendsAndSitsRightAboveTheDrawing() throws {
        // A flow whose first caption (a long root statement) is much taller than its legend.
        let children = (0..<10).map { "S\($0)," }.joined(separator: "\n")
        let diagram = Diagram(flow: flow("root nav N [\n\(children)\n]\nS9 present M\n"))
        let layout = Geometry(
            graph: ["bb": "0,0,600,900", "lp": "300,800", "lheight": "2.8"],
            nodes: ["N/N": ["pos": "100,600", "width": "1", "height": "0.5"]], edges: [:], clusters: [:])
        let room = diagram.legendRoom(try #require(diagram.legend))
        #expect(room.height < diagram.sharedRoom.height)
        let canvas = try #require(diagram.mapCanvas(on: layout, room: room))
        let drawingTop = 600 + 18.0
        #expect(Double(canvas.box.maxY) - drawingTop <= Double(room.height) + FrameCanvas.captionGap + FrameCanvas.margin + 2)
        #expect(canvas.box.minX <= 64 && canvas.box.maxX >= 136 && canvas.box.minY <= 582)
        #expect(canvas.pinnedAttributes.contains { $0 == ("lheight", FrameCanvas.text(Double(room.height) / 72)) })
    }
}
