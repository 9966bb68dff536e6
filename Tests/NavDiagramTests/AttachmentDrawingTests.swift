import Testing
import UIKitModel
@testable import NavDiagram

/// Alerts and system view controllers are drawn on the box that presents them
/// (`SceneAttachment`): a map counts the app's screens, not its dialogs and share sheets.
@Suite("Alerts as badges, system view controllers as chips")
struct AttachmentDrawingTests {
    private let twoAlertsAndAShareSheet = """
        root nav Main [Home]
        Home present alert DeleteConfirm
        DeleteConfirm dismiss
        Home present actionSheet MoreActions
        MoreActions dismiss
        Home present Share: UIActivityViewController
        Share dismiss

        """

    /// The DOT line of the node keyed `key`, if the DOT draws it.
    private func nodeLine(_ key: String, in dot: String) -> String? {
        dot.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\(key)\" [") }.map(String.init)
    }

    @Test func twoAlertsAndAShareSheetFromOnePresenterAreOneBoxWithABadgeOfTwoAndAChip() {
        let diagram = Diagram(flow: flow(twoAlertsAndAShareSheet))
        #expect(diagram.map.nodes.map(\.name) == ["UIWindow", "Main", "Home"], "no box for the alerts or the share sheet")
        #expect(!diagram.map.edges.contains { $0.kind == .modal }, "no arrow to a box that is not drawn")
        #expect(
            diagram.map.attachments["Main/Home"]
                == [
                    SceneAttachment(name: "DeleteConfirm", kind: .alert(.alert)), SceneAttachment(name: "MoreActions", kind: .alert(.actionSheet)),
                    SceneAttachment(name: "Share", kind: .system(.activity)),
                ])
        let dot = diagram.mapDOT(geometry: nil)
        let home = nodeLine("Main/Home", in: dot)
        #expect(home?.contains("⚠ 2 alerts</FONT>") == true)
        #expect(home?.contains("STYLE=\"rounded,dashed\"") == true && home?.contains("Share · share sheet</FONT>") == true)
        #expect(home?.contains("tooltip=\"Home presents:&#10;⚠ DeleteConfirm (alert)&#10;⚠ MoreActions (action sheet)") == true)
        #expect(home?.contains("class=\"vc role-navigation onscreen alerts chips\"") == true)
        #expect(nodeLine("DeleteConfirm", in: dot) == nil && nodeLine("Share", in: dot) == nil)
        let legend = diagram.legend?.lines.map(\.text) ?? []
        #expect(legend.contains { $0.hasPrefix("⚠ badge: the alerts and action sheets a box presents") })
        #expect(legend.contains { $0.hasPrefix("dashed chip: a system view controller a box presents") })
    }

    /// A step that presents an alert marks its presenter's box as the top and names the
    /// alert on the badge and in the caption; the step that dismisses it shows a ghost of it.
    @Test func aFrameNamesTheAlertItShowsOnItsPresenter() {
        let diagram = Diagram(flow: flow(twoAlertsAndAShareSheet))
        let shown = diagram.frameDOT(1, geometry: nil)
        let home = nodeLine("Main/Home", in: shown)
        #expect(home?.contains("<B>⚠ 2 alerts</B>") == true && home?.contains("COLOR=\"\(Palette.light.top)\"") == true)
        #expect(home?.contains("▲ top: its alert") == true)
        #expect(
            diagram.caption(1).lines.map(\.text).contains("on screen: alert DeleteConfirm, drawn as the ⚠ badge on Home"))
        let dismissed = nodeLine("Main/Home", in: diagram.frameDOT(2, geometry: nil))
        #expect(dismissed?.contains("STYLE=\"dashed\"") == true && dismissed?.contains("⚠ 2 alerts</FONT>") == true)
        #expect(dismissed?.contains("▲ top (getTopVC)") == true)
        #expect(!diagram.caption(2).lines.contains { $0.text.hasPrefix("on screen:") })
        let chip = nodeLine("Main/Home", in: diagram.frameDOT(5, geometry: nil))
        #expect(chip?.contains("▲ top: its share sheet") == true && chip?.contains("<B>Share · share sheet</B>") == true)
        #expect(diagram.caption(5).lines.map(\.text).contains("on screen: share sheet Share, drawn as the dashed chip on Home"))
    }

    /// Every look of a box holds the same rows, so it fits the layout's size: the layout
    /// reserves the widest text each cell takes.
    @Test func theLayoutReservesTheWidestBadgeAndMarker() {
        let diagram = Diagram(flow: flow(twoAlertsAndAShareSheet))
        let home = nodeLine("Main/Home", in: diagram.layoutDOT())
        #expect(home?.contains("<B>⚠ 2 alerts</B>") == true, "bold, as a frame may draw it")
        #expect(home?.contains("▲ top: its action sheet") == true, "the widest marker")
        let box = diagram.map.nodes.first { $0.key == "Main/Home" }!
        let bare = Diagram(flow: flow("root nav Main [Home]\n")).map
        #expect(NodeLabel.estimatedWidth(box, in: diagram.map) > NodeLabel.estimatedWidth(box, in: bare))
    }

    /// What an alert presents is presented from the box the alert is drawn on.
    @Test func whatAnAttachmentPresentsLeavesItsPresentersBox() {
        let scene = FrameScene(hierarchy: flow("root Home\nHome present Pick: UIImagePickerController\nPick present Crop\n").frames.last!.hierarchy)
        #expect(scene.nodes.map(\.key) == ["UIWindow", "Home", "Crop"])
        #expect(scene.edges.contains { $0.kind == .modal && $0.from == "Home" && $0.to == "Crop" })
        #expect(scene.attachments.map(\.box) == ["Home"] && scene.top == "Crop" && !scene.topIsAttached)
    }

    /// A chip says what the system view controller is, and its name when the name says more.
    @Test func aChipNamesItsViewControllerWhenTheNameSaysMoreThanItsClass() {
        #expect(SceneAttachment(name: "SafariViewController_2", kind: .system(.safari)).chipText == "Safari")
        #expect(SceneAttachment(name: "UIActivityViewController", kind: .system(.activity)).chipText == "share sheet")
        #expect(SceneAttachment(name: "Terms", kind: .system(.safari)).chipText == "Terms · Safari")
    }

    /// A diff map's box says which of its alerts and system view controllers the change
    /// added or removed.
    @Test func aDiffMapsBoxTellsTheAttachmentsThatCameAndWent() {
        let (keep, confirm, share) = (
            SceneAttachment(name: "Keep", kind: .alert(.alert)), SceneAttachment(name: "Confirm", kind: .alert(.actionSheet)),
            SceneAttachment(name: "Share", kind: .system(.activity))
        )
        let cells = AttachmentCell.changes(from: [keep, share], to: [keep, confirm])
        #expect(cells.map(\.text) == ["⚠ 2 alerts (+1)", "Share · share sheet"])
        #expect(cells.map(\.emphasis) == [.added, .removed])
        let diff = DiffDiagram(
            old: flow(twoAlertsAndAShareSheet), new: flow("root nav Main [Home]\nHome present alert DeleteConfirm\n"), oldName: "a", newName: "b")
        #expect(diff.nodes.first { $0.node.key == "Main/Home" }?.attachments.map(\.text) == ["⚠ 1 alert (−1)", "Share · share sheet"])
    }

    /// Only what a traced call presents is drawn on its presenter: a system view controller
    /// pushed onto a stack is a screen of the stack.
    @Test func aPushedSystemViewControllerKeepsItsBox() {
        let scene = FrameScene(hierarchy: flow("root nav Main [Files]\nFiles push Preview: QLPreviewController\n").frames.last!.hierarchy)
        #expect(scene.nodes.contains { $0.key == "Main/Preview" } && scene.attachments.isEmpty)
    }
}
