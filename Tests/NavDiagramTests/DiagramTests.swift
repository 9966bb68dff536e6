import Foundation
import NavLanguage
import Testing
import UIKitModel
@testable import NavDiagram

private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples")

func loadExample(_ name: String) throws -> Flow {
    let url = examples.appendingPathComponent(name)
    let source = SourceFile(path: "examples/\(name)", text: try String(contentsOf: url, encoding: .utf8))
    return FlowSimulator.run(Parser.parse(source), source: source)
}

func flow(_ text: String) -> Flow {
    let source = SourceFile(path: "t.nav", text: text)
    return FlowSimulator.run(Parser.parse(source), source: source)
}

@Suite("DOT building")
struct DiagramTests {
    @Test func articleFrameDOTMatchesItsSnapshot() throws {
        let diagram = Diagram(flow: try loadExample("article.nav"))
        try assertSnapshot(diagram.frameDOT(10, geometry: nil), named: "article-frame-10.dot")
    }

    @Test func articleLayoutDOTMatchesItsSnapshot() throws {
        let diagram = Diagram(flow: try loadExample("article.nav"))
        try assertSnapshot(diagram.layoutDOT(), named: "article-layout.dot")
    }

    @Test(arguments: ["tab-bar", "double-dismiss"])
    func exampleMapAndFrameDOTMatchTheirSnapshots(example: String) throws {
        let diagram = Diagram(flow: try loadExample(example + ".nav"))
        try assertSnapshot(diagram.mapDOT(geometry: nil), named: "\(example)-map.dot")
        try assertSnapshot(diagram.frameDOT(3, geometry: nil), named: "\(example)-frame-3.dot")
    }

    /// A big app's map bounds `dot`'s placement of its boxes (seconds become one); a map of
    /// fewer boxes keeps `dot`'s own, so its layout is what it was.
    @Test func onlyABigMapsLayoutBoundsThePlacement() {
        func screens(_ count: Int) -> String {
            "root nav N [Home]\n" + (0..<count).map { "Home push Screen\($0)\nScreen\($0) pop\n" }.joined()
        }
        let big = Diagram(flow: flow(screens(Diagram.boundedPlacementBoxes + 10)))
        #expect(big.layoutDOT().contains("nslimit=\"5\""))
        let small = Diagram(flow: flow(screens(Diagram.boundedPlacementBoxes - 10)))
        #expect(!small.layoutDOT().contains("nslimit"))
        #expect(!big.mapDOT(geometry: nil).contains("nslimit"), "what is drawn on a layout is not laid out again")
    }

    @Test func dotIsDeterministic() throws {
        let first = Diagram(flow: try loadExample("article.nav"))
        let second = Diagram(flow: try loadExample("article.nav"))
        for index in 0..<first.frameCount {
            #expect(first.frameDOT(index, geometry: nil) == second.frameDOT(index, geometry: nil))
        }
        #expect(first.layoutDOT() == second.layoutDOT())
    }

    @Test func theGraphIsAlwaysNamed() throws {
        let diagram = Diagram(flow: flow("root A\n"))
        #expect(diagram.layoutDOT().hasPrefix("digraph \"navviz\" {"))
    }

    @Test func navigationStacksAreSolidBlueEdgesInPushOrderWithBlueFills() throws {
        let dot = Diagram(flow: flow("root nav N [A]\nA push B\n")).frameDOT(1, geometry: nil)
        #expect(dot.contains("\"N/A\" -> \"N/B\" [color=\"#1c64d9\", class=\"added\""))
        #expect(dot.contains("\"N/B\" [fillcolor=\"#d0e2ff\""))
        #expect(dot.contains("subgraph \"cluster_N\""))
    }

    @Test func everyViewControllerOfALongStackIsNavigationContentLinkedInPushOrder() throws {
        let names = (0..<300).map { "V\($0)" }
        let scene = FrameScene(hierarchy: flow("root nav N [\(names.joined(separator: ", "))]\n").frames[0].hierarchy)
        #expect(scene.roles["N/N"] == .container)
        #expect(names.allSatisfy { scene.roles["N/" + $0] == .navigation })
        let stack = scene.edges.filter { $0.kind == .navigation }.map { [$0.from, $0.to] }
        #expect(stack == zip(["N"] + names, names).map { ["N/" + $0, "N/" + $1] })
    }

    @Test func modalLinksAreDashedGreenEdgesLabelledWithTheStyleLeavingThePresentersBorder() throws {
        let dot = Diagram(flow: flow("root nav N [A]\nA push B\nB present M style: fullScreen\n")).frameDOT(2, geometry: nil)
        let edge = try #require(dot.split(separator: "\n").first { $0.contains("\"N/B\" -> \"M\"") })
        #expect(edge.contains("style=\"dashed\""))
        #expect(edge.contains("color=\"#2b8a3e\""))
        #expect(edge.contains("label=<fullScreen<BR/><FONT POINT-SIZE=\"9\">called by B</FONT>>"))
        #expect(edge.contains("ltail=\"cluster_N\""))
        #expect(dot.contains("\"M\" [fillcolor=\"#d3f4d1\""), "presented roots are green")
    }

    @Test func theTopViewControllerIsEmphasised() throws {
        let dot = Diagram(flow: flow("root nav N [A]\nA push B\n")).frameDOT(1, geometry: nil)
        let node = try #require(dot.split(separator: "\n").first { $0.hasPrefix("    \"N/B\" [") })
        #expect(node.contains("penwidth=\"3.4\""))
        #expect(node.contains("class=\"vc role-navigation onscreen added top\""))
        #expect(node.contains("▲ top · new"))
    }

    @Test func aBoxWhoseNameIsItsClassShowsItOnceInTheLayoutAndEveryFrame() throws {
        let diagram = Diagram(flow: flow("root nav N [Home: Home]\nHome push Detail\n"))
        for dot in [diagram.layoutDOT(), diagram.frameDOT(0, geometry: nil), diagram.frameDOT(1, geometry: nil)] {
            let home = try #require(dot.split(separator: "\n").first { $0.hasPrefix("    \"N/Home\" [") })
            #expect(home.components(separatedBy: ">Home<").count == 2, "the name once, no class row: \(home)")
            #expect(home.components(separatedBy: "<TR>").count == 3, "name and marker rows, the same in the layout and every frame")
        }
        let detail = try #require(diagram.frameDOT(1, geometry: nil).split(separator: "\n").first { $0.hasPrefix("    \"N/Detail\" [") })
        #expect(detail.contains(">UIViewController<"), "a class that differs from the name keeps its row")
    }

    @Test func namesAndCaptionsAreEscapedForDOTAndHTML() throws {
        let text = "title \"<script>&\\\"quote\\\\\"\nroot nav 导航 [Ünïcødé_1]\nÜnïcødé_1 push B \"a <b> & \\\"c\\\" \\\\ d\"\n"
        let dot = Diagram(flow: flow(text)).frameDOT(1, geometry: nil)
        #expect(dot.contains("&lt;script&gt;&amp;&quot;quote\\"))
        #expect(dot.contains("a &lt;b&gt; &amp; &quot;c&quot; \\ d"))
        #expect(dot.contains("\"导航/Ünïcødé_1\""))
        #expect(!dot.contains("<script>"))
    }

    @Test func quotedEscapesQuotesBackslashesAndLineBreaks() {
        #expect(DOTEscaping.quoted("a\"b\\c\nd") == "\"a\\\"b\\\\c d\"")
        #expect(DOTEscaping.html("<&>\"'") == "&lt;&amp;&gt;&quot;&#39;")
    }

    @Test func theFlowMapIsTheUnionOfEveryFrame() throws {
        let map = FlowMap(flow: try loadExample("article.nav"))
        let navigationEdges = map.edges.filter { $0.kind == .navigation }.map { "\($0.from)->\($0.to)" }
        #expect(navigationEdges.contains("MainNavigationVC/VCN1->MainNavigationVC/VCN2"))
        #expect(navigationEdges.contains("MainNavigationVC/VCN1->MainNavigationVC/VCN3"))
        #expect(navigationEdges.contains("MainNavigationVC/VCN3->MainNavigationVC/VCN4"))
        let modalTargets = map.edges.filter { $0.kind == .modal }.map(\.to)
        #expect(Set(modalTargets) == ["VCM1", "VCM2", "VCM4", "SubNavigationVC/SubNavigationVC", "VCM3"])
    }
}

@Suite("Visual grammar")
struct VisualGrammarTests {
    private let tabs = "root tabs Main [nav HomeNav [Feed], Inbox, Profile, Settings, Help, About] selected: 0\nFeed select 4\nHelp addChild Banner\n"

    @Test func tabBarsDrawOneSlotPerTabInTabOrder() throws {
        let map = FlowMap(flow: flow(tabs))
        let slots = map.clusters.filter(\.isTabSlot).map(\.containerName)
        #expect(slots == ["HomeNav", "Inbox", "Profile", "Settings", "Help", "About"], "the More navigation controller takes no slot of its own")
        #expect(
            map.clusters.contains { $0.key == "Main/tab:Help/Main.moreNavigationController" }, "it is drawn in the slot of the tab it shows (R37)")
    }

    @Test func theSelectedTabIsMarkedAndTabsUnderMoreSaySo() throws {
        let dot = Diagram(flow: flow(tabs)).frameDOT(1, geometry: nil)
        #expect(dot.contains("label=\"★ tab 4 · under More · selected\""))
        #expect(dot.contains("label=\"tab 0\""))
        #expect(dot.contains("label=\"tab 5 · under More\""))
        #expect(!dot.contains("label=\"★ tab 0"), "only the selected tab is marked")
    }

    @Test func aViewControllerThatGainsChildrenStaysOneBox() throws {
        // Help is in the bar here: a tab chosen from More moves to the More navigation controller (R37).
        let map = FlowMap(flow: flow("root tabs Main [nav HomeNav [Feed], Inbox, Help] selected: 0\nFeed select 2\nHelp addChild Banner\n"))
        #expect(map.nodes.filter { $0.name == "Help" }.count == 1)
        #expect(map.clusters.contains { $0.key == "Main/tab:Help/Help" && !$0.isTabSlot })
    }

    @Test func removedElementsAreGhostsInTheFrameThatRemovedThem() throws {
        let dot = Diagram(flow: flow("root nav N [A]\nA push B\nB pop\n")).frameDOT(2, geometry: nil)
        let node = try #require(dot.split(separator: "\n").first { $0.contains("\"N/B\" [") })
        #expect(node.contains("style=\"rounded,dashed,filled\""))
        #expect(node.contains("✕ removed"))
        #expect(node.contains("class=\"vc role-navigation removed\""))
    }

    @Test func aRemovedTabBarsSelectedSlotIsAGhostToo() throws {
        let diagram = Diagram(flow: flow("root tabs T [nav N [A], B]\nroot C\n"))
        let before = diagram.frameDOT(0, geometry: nil)
        let after = diagram.frameDOT(1, geometry: nil)
        #expect(before.contains("class=\"tab-slot selected\""))
        #expect(after.contains("label=\"★ tab 0 · selected\""))
        #expect(after.contains("class=\"tab-slot removed\""))
        #expect(!after.contains("class=\"tab-slot selected"))
    }

    @Test func offScreenViewControllersAreSubdued() throws {
        let dot = Diagram(flow: flow("root nav N [A]\nA push B\n")).frameDOT(1, geometry: nil)
        let node = try #require(dot.split(separator: "\n").first { $0.contains("\"N/A\" [") })
        #expect(node.contains("offscreen"))
        #expect(node.contains("not on screen"))
    }

    @Test func warningsAndExceptionsColourTheCaption() throws {
        let warned = Diagram(flow: flow("root A\nstep \"twice\"\n  A present B\n  A present C\n")).frameDOT(1, geometry: nil)
        #expect(warned.contains("⚠ [Presentation] Attempt to present &lt;UIViewController: C&gt;"))
        #expect(warned.contains("BORDER=\"3\" COLOR=\"#b35c00\""))
        let crashed = Diagram(flow: flow("root nav N [A]\nA push A\n")).frameDOT(1, geometry: nil)
        #expect(crashed.contains("✖ NSInvalidArgumentException"))
        #expect(crashed.contains("BORDER=\"3\" COLOR=\"#c92a2a\""))
    }

    @Test func theCaptionSaysTheStepItsSourceLineAndTheFacts() throws {
        let caption = Diagram(flow: flow("root nav N [V1]\nV1 push V2\nV2 present M style: fullScreen\n")).caption(2)
        #expect(
            caption.lines.map(\.text) == [
                "Step 2 of 2 — V2 present M style: fullScreen",
                "line 3: V2 present M style: fullScreen",
                "M.presentingViewController = N (the caller is V2; fullScreen)",
                "top (getTopVC) = M",
            ])
    }
}
