import Testing
import UIKitModel
@testable import NavDiagram

/// An entry (R66) is drawn as coming from outside the traced flow: no modal arrow from its
/// presenter, in the map or any frame, but a short arrow from an entry point above its box.
@Suite("Entries in the drawing")
struct EntryDrawingTests {
    private let entryFlow = "root nav Main [Home]\nHome push Detail\nentry Offer\nOffer present Terms\nTerms dismiss\nOffer dismiss\n"

    /// The DOT lines of the edges that end at `node`.
    private func arrows(into node: String, in dot: String) -> [Substring] {
        dot.split(separator: "\n").filter { $0.contains("-> \"\(node)\"") }
    }

    @Test func theMapAndEveryFrameDrawNoArrowFromThePresenterOnlyFromTheEntryPoint() {
        let diagram = Diagram(flow: flow(entryFlow))
        let drawings = [diagram.mapDOT(geometry: nil), diagram.layoutDOT()] + (0..<diagram.frameCount).map { diagram.frameDOT($0, geometry: nil) }
        for dot in drawings {
            for arrow in arrows(into: "Offer", in: dot) {
                #expect(arrow.hasPrefix("  \"entry:Offer\" -> \"Offer\""), "an arrow into the entry from elsewhere: \(arrow)")
            }
        }
        #expect(arrows(into: "Offer", in: diagram.mapDOT(geometry: nil)).count == 1)
        #expect(arrows(into: "Offer", in: diagram.frameDOT(2, geometry: nil)).count == 1, "the entry's own step draws its entry point")
        #expect(arrows(into: "Offer", in: diagram.frameDOT(1, geometry: nil)).isEmpty, "before the entry, nothing")
        // What the same screen presented by a call draws: an arrow from its presenter.
        let presented = Diagram(flow: flow("root nav Main [Home]\nHome push Detail\nDetail present Offer\n")).mapDOT(geometry: nil)
        #expect(arrows(into: "Offer", in: presented).map { $0.hasPrefix("  \"Main/Detail\" -> \"Offer\"") } == [true])
    }

    @Test func theEntryHasALookOfItsOwnAndAnEntryPointAboveIt() {
        let diagram = Diagram(flow: flow(entryFlow))
        let map = diagram.mapDOT(geometry: nil)
        let offer = map.split(separator: "\n").first { $0.hasPrefix("  \"Offer\" [") } ?? ""
        #expect(offer.contains("style=\"filled,diagonals\""), "\(offer)")
        // Its outline in every frame, the ghost of its dismissal too.
        let dismissal = diagram.frameDOT(diagram.frameCount - 1, geometry: nil).split(separator: "\n").first { $0.hasPrefix("  \"Offer\" [") }
        #expect(dismissal?.contains("style=\"dashed,filled,diagonals\"") == true, "\(dismissal ?? "")")
        #expect(offer.contains("color=\"\(Palette.light.entry)\""))
        #expect(offer.contains("⇥ entry"))
        #expect(offer.contains("class=\"vc role-entry onscreen entry\""))
        let point = map.split(separator: "\n").first { $0.hasPrefix("  \"entry:Offer\" [") } ?? ""
        #expect(point.contains("shape=\"box\", style=\"rounded\", label=\"entry\""), "\(point)")
        #expect(map.contains("class=\"edge-entry\""))
        // The entry's step: the top, and an entry.
        #expect(diagram.frameDOT(2, geometry: nil).contains("▲ top · ⇥ entry"))
        // Dark: the entry's own colour there.
        #expect(diagram.drawn(in: .dark).mapDOT(geometry: nil).contains("color=\"\(Palette.dark.entry)\""))
    }

    @Test func theEntryIsLaidOutApartFromItsPresenter() throws {
        let diagram = Diagram(flow: flow(entryFlow))
        // No edge of the layout leads from the presenter's hierarchy to the entry's.
        for arrow in arrows(into: "Offer", in: diagram.layoutDOT()) { #expect(arrow.hasPrefix("  \"entry:Offer\"")) }
        // Laid out in parts, the entry and its entry point are one part of their own.
        let parts = try #require(DetachedPresentations(map: Diagram(flow: flow(entryFlow + "Home present Sheet\n")).map))
        #expect(parts.partOfNode["Offer"] == parts.partOfNode["entry:Offer"])
        #expect(parts.partOfNode["Offer"] != parts.partOfNode["Main/Main"])
        // With no presentation to detach, the entry still makes the map two parts.
        let entryOnly = try #require(
            DetachedPresentations(map: Diagram(flow: flow("root nav Main [Home]\nHome push Detail\nentry Offer\nOffer dismiss\n")).map))
        #expect(entryOnly.stubs.isEmpty && entryOnly.partCount == 2)
        #expect(DetachedPresentations(map: Diagram(flow: flow("root nav Main [Home]\nHome push Detail\n")).map) == nil)
    }

    @Test func theLegendListsTheEntryLook() {
        let lines = Diagram(flow: flow(entryFlow)).legend?.lines.map(\.text) ?? []
        #expect(lines.contains { $0.hasPrefix("teal arrow from \"entry\"") })
        #expect(
            !(Diagram(flow: flow("root nav Main [Home]\nHome present Offer\n")).legend?.lines.map(\.text) ?? []).contains { $0.contains("entry") })
    }
}
