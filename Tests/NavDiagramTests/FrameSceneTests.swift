import Testing
import UIKitModel
@testable import NavDiagram

@Suite("What a frame draws")
struct FrameSceneTests {
    private func scene(_ text: String) -> FrameScene {
        FrameScene(hierarchy: flow(text).frames.last!.hierarchy)
    }

    /// Green is "presented": one green box per modal, also when the presented view
    /// controller embeds children or is a container.
    @Test func onlyThePresentedRootIsGreenNotWhatItContains() {
        let scene = scene("root nav Main [Home]\nHome present Editor [Toolbar, Canvas]\nCanvas addChild Ruler\n")
        let green = scene.roles.filter { $0.value == .presented }.map(\.key)
        #expect(green == ["Editor/Editor"])
        #expect(scene.roles["Editor/Toolbar"] == .plain && scene.roles["Editor/Canvas/Canvas"] == .plain)
        let container = self.scene("root A\nA present tabs Sheet [nav Left [L], Right]\n")
        #expect(container.roles.filter { $0.value == .presented }.map(\.key) == ["Sheet/Sheet"])
        #expect(container.roles["Sheet/tab:Right/Right"] == .plain && container.roles["Sheet/tab:Left/Left/L"] == .navigation)
    }

    /// A split view whose secondary column is replaced again and again reads as two
    /// columns, the second with its history, not as one column per view controller.
    @Test func eachSplitViewColumnIsOneSlotThatItsFillersShareInTurn() {
        let tour = flow("device ipad\nroot split Mail [nav Side [Boxes], Welcome]\nBoxes showDetail Inbox\nBoxes showDetail Drafts\n")
        let scene = FrameScene(hierarchy: tour.frames.last!.hierarchy)
        let slots = scene.clusters.filter { $0.slot == .column }
        #expect(slots.map(\.key) == ["Mail/column:0", "Mail/column:1"])
        #expect(scene.slotTitles["Mail/column:1"] == "secondary column")
        #expect(scene.nodes.contains { $0.key == "Mail/column:1/Drafts" })
        // One arrow per column, to its anchor, clipped at the slot.
        let columnEdges = scene.edges.filter { $0.from == "Mail/Mail" }
        #expect(columnEdges.map(\.to) == ["Mail/column:0/", "Mail/column:1/"])
        #expect(columnEdges.map(\.headCluster) == ["Mail/column:0", "Mail/column:1"])

        let diagram = Diagram(flow: tour)
        #expect(diagram.map.columnHistories["Mail/column:1"] == ["Mail/column:1/Welcome", "Mail/column:1/Inbox", "Mail/column:1/Drafts"])
        let mapDOT = diagram.mapDOT(geometry: nil)
        #expect(mapDOT.contains("label=\"secondary column · 3 in turn\""))
        #expect(!mapDOT.contains("[style=\"invis\"];"), "the map draws no history edges")
        // The layout stacks the history under the column's anchor, in the order it was filled.
        let layout = diagram.layoutDOT()
        for (from, to) in [
            ("Mail/column:1/", "Mail/column:1/Welcome"), ("Mail/column:1/Welcome", "Mail/column:1/Inbox"),
            ("Mail/column:1/Inbox", "Mail/column:1/Drafts"),
        ] {
            #expect(layout.contains("\"\(from)\" -> \"\(to)\" [style=\"invis\"];"), "\(from) above \(to)")
        }
    }
}
