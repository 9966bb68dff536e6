import NavLanguage
import Testing
import UIKitModel
@testable import NavDiagram

/// Captions: every line of a statement, long titles wrapped, and a box that fits each
/// frame's caption inside the room the layout reserves for the longest.
@Suite("captions")
struct CaptionTests {
    private func sourceLines(_ caption: Caption) -> [String] {
        caption.lines.filter { $0.kind == .source }.map(\.text)
    }

    @Test func aStatementOverSeveralLinesShowsEveryLine() throws {
        let diagram = Diagram(flow: try loadExample("tab-bar.nav"))
        #expect(
            sourceLines(diagram.caption(0)) == [
                "line 6: root tabs Main [",
                "    nav FeedNav [Feed: FeedViewController],",
                "    nav SearchNav [Search],",
                "    Profile: ProfileViewController,",
                "    ] selected: FeedNav",
            ])
    }

    @Test func aStepGroupShowsEveryLineOfEachOfItsStatements() {
        let caption = Diagram(
            flow: flow(
                """
                root nav N [A]
                step "two"
                  A present nav M [
                    B,
                  ]
                  A push C
                """)
        ).caption(1)
        #expect(sourceLines(caption) == ["line 2: step \"two\"", "    A present nav M [", "    B,", "    ]", "    A push C"])
    }

    @Test func aVeryLongStatementShowsItsStartAndHowMuchMore() {
        let names = (0..<30).map { "S\($0)," }
        let caption = Diagram(flow: flow("root nav N [\n" + names.joined(separator: "\n") + "\n]\n")).caption(0)
        let lines = sourceLines(caption)
        #expect(lines.count == Caption.sourceLineLimit)
        #expect(lines.first == "line 1: root nav N [")
        #expect(lines.last == "    … 21 more lines")
    }

    @Test func aBracketInsideAStringDoesNotContinueTheStatement() {
        let source = SourceFile(path: "t.nav", text: "A push B \"open [\" # [\nB pop\n")
        #expect(source.code(ofStatementAt: 1) == "A push B \"open [\"")
    }

    @Test func aLongTitleWrapsToTheCaption() {
        let title = String(repeating: "a rather long title ", count: 12)
        let dot = Diagram(flow: flow("title \"\(title)\"\nroot nav N [A]\n")).frameDOT(0, geometry: nil)
        let rows = dot.split(separator: "<B>").dropFirst().compactMap { $0.split(separator: "</B>").first }
        let titleRows = rows.filter { $0.contains("rather long") }
        #expect(titleRows.count > 1)
        #expect(titleRows.allSatisfy { $0.count <= Diagram.titleWrapColumn })
    }

    @Test func everyStableFrameReservesTheSameRoomAndItsBoxFitsItsOwnCaption() throws {
        let diagram = Diagram(flow: try loadExample("step-groups.nav"))
        let geometry = Geometry(graph: ["bb": "0,0,100,100"], nodes: [:], edges: [:], clusters: [:])
        let labels = (0..<diagram.frameCount).map { diagram.frameDOT($0, geometry: geometry) }
        let rooms = labels.map { $0.firstMatch(of: /FIXEDSIZE="TRUE" WIDTH="(\d+)" HEIGHT="(\d+)"/).map { "\($0.1)x\($0.2)" } }
        #expect(rooms.allSatisfy { $0 != nil && $0 == rooms[0] })
        // The one fixed size is the invisible room's; the bordered box inside takes its caption's size.
        #expect(labels.allSatisfy { $0.ranges(of: "FIXEDSIZE").count == 1 })
        #expect(labels.allSatisfy { $0.contains("<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" FIXEDSIZE") })
    }
}
