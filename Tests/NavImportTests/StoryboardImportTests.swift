import NavLanguage
import Foundation
import NavImport
import NavStoryboard
import Testing
import UIKitModel

@Suite("navviz import: storyboards")
struct StoryboardImportTests {
    @Test(arguments: [
        ["Segues.storyboard"], ["Main.storyboard"], ["Main.storyboard", "Settings.storyboard"],
        ["NoInitial.storyboard"], ["Scenes40.storyboard"], ["examples/import/Workday.storyboard"],
    ])
    func importsPassCheckAndMatchTheirGolden(_ files: [String]) throws {
        let text = try Fixtures.imported(files)
        expectChecks(text)
        expectEveryLineCommented(text)
        try expectGolden(text, files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.joined(separator: "+"))
    }

    @Test func relationshipSeguesBuildTheContainers() throws {
        let flow = expectChecks(try Fixtures.imported(["Segues.storyboard"]))
        let initial = flow.frames[0].hierarchy
        #expect(initial.windowRoot == "RootTabBarController")
        #expect(initial["RootTabBarController"]?.children == ["HomeNav", "SettingsNav"], "navigation controllers named after their roots")
        #expect(initial["HomeNav"]?.children == ["Home"])
        #expect(initial["Home"]?.children == ["Banner"], "the embed segue is containment")
    }

    @Test func everySegueKindIsPerformedTheWayUIKitDoes() throws {
        let text = try Fixtures.imported(["Segues.storyboard"])
        #expect(text.contains("Home show Detail: DetailTableViewController"), "show inside a navigation controller")
        #expect(text.contains("Home push OldScreen"), "legacy push; the title names the scene")
        #expect(
            text.contains("OldScreen present LegacyModal style: formSheet"), "legacy modal with its style; the segue's identifier names the scene")
        #expect(text.contains("Home present Filter style: popover"))
        #expect(text.contains("OldScreen present Filter style: popover"), "legacy popover")
        #expect(text.contains("] style: fullScreen"), "presentation of a navigation controller")
        #expect(
            text.contains("set Sheet.modalPresentationStyle = formSheet\n") || text.contains("set Sheet.modalPresentationStyle = formSheet "),
            "the destination's own style")
        #expect(unwrapped(text).contains("a custom segue (FadeSegue) is imported as present"))
        #expect(text.contains("Detail show ReviewsHostingController"), "a hosting controller is a view controller")
        #expect(text.contains("RootTabBarController select 1"), "the tour visits the second tab")
    }

    @Test func theTourGoesBackAfterEverySegue() throws {
        let flow = expectChecks(try Fixtures.imported(["Segues.storyboard"]))
        let last = flow.frames.last!.hierarchy
        #expect(last["HomeNav"]?.children == ["Home"])
        #expect(last["SettingsNav"]?.children == ["Settings"])
        #expect(last["RootTabBarController"]?.presented == nil)
        // Every screen is on screen in some frame.
        for name in ["Detail", "ReviewsHostingController", "OldScreen", "LegacyModal", "Filter", "Login", "SignUp", "Sheet", "Faded", "About"] {
            #expect(flow.frames.contains { $0.hierarchy.isVisible(name) }, "\(name) is never on screen")
        }
    }

    @Test func unwindSeguesGoBackToTheSceneTheirActionNames() throws {
        let text = try Fixtures.imported(["Segues.storyboard"])
        #expect(text.contains("unwindToHome: from Detail: unwinds to Home"))
        #expect(
            text.contains("Detail pop                                      # Segues.storyboard:86 \"back\" segue sg-unwind (unwind) unwindToHome:"))
    }

    @Test func cyclesAreVisitedOnce() throws {
        let text = unwrapped(try Fixtures.imported(["Segues.storyboard"]))
        #expect(text.contains("leads back to Home, already on screen (a cycle, visited once)"))
        let noInitial = try Fixtures.imported(["NoInitial.storyboard"])
        #expect(noInitial.contains("leads back to Welcome, already on screen"))
    }

    @Test func scenesNoSegueReachesAreListed() throws {
        let text = try Fixtures.imported(["Segues.storyboard"])
        #expect(
            text.hasSuffix(
                "# 1 scene no segue from the initial view controller reaches (instantiated in code?):\n#   Orphan (Segues.storyboard:182 viewController vc-orphan)\n"
            ))
    }

    @Test func storyboardReferencesResolveAcrossFiles() throws {
        let together = expectChecks(try Fixtures.imported(["Main.storyboard", "Settings.storyboard"]))
        #expect(together.frames.contains { $0.hierarchy["SettingsNav"]?.children == ["SettingsRoot", "About"] })
        let alone = unwrapped(try Fixtures.imported(["Main.storyboard"]))
        #expect(alone.contains("Mailboxes present SettingsNav style: pageSheet"))
        #expect(alone.contains("a reference to Settings.storyboard SettingsNav (not imported)"))
        #expect(alone.contains("a reference to Onboarding.storyboard (not imported)"))
    }

    @Test func showDetailReplacesTheSplitViewsSecondaryColumnAndGoesBack() throws {
        let flow = expectChecks(try Fixtures.imported(["Main.storyboard", "Settings.storyboard"]))
        #expect(flow.frames[0].hierarchy["MailSplit"]?.children == ["MailboxesNavigation", "MessageNav"])
        let shown = try #require(flow.frames.firstIndex { $0.hierarchy["MailSplit"]?.children == ["MailboxesNavigation", "Inbox"] })
        #expect(
            flow.frames[shown + 1].hierarchy["MailSplit"]?.children == ["MailboxesNavigation", "MessageNav"],
            "the tour goes back by showing the old secondary column again")
    }

    @Test func aStoryboardWithoutInitialControllerStartsAtItsFirstSceneOrTheChosenOne() throws {
        let first = try Fixtures.imported(["NoInitial.storyboard"])
        #expect(first.contains("# note: NoInitial.storyboard has no initial view controller; starting at its first scene, Welcome"))
        #expect(first.contains("root Welcome "))
        for wanted in ["Start", "n-nav"] {
            let chosen = expectChecks(try Fixtures.imported(["NoInitial.storyboard"], initial: wanted))
            #expect(chosen.frames[0].hierarchy.windowRoot == "Start")
        }
        #expect(throws: InputError.self) { try Fixtures.imported(["NoInitial.storyboard"], initial: "Nowhere") }
    }

    @Test func aCycleOfEmbedSeguesEndsWithANote() throws {
        let text = try NavImporter.text(of: [
            inlineStoryboard(
                """
                <viewController id="a" storyboardIdentifier="Outer" sceneMemberID="viewController"><connections>
                <segue destination="b" kind="embed" id="e1"/></connections></viewController>
                <viewController id="b" storyboardIdentifier="Inner" sceneMemberID="viewController"><connections>
                <segue destination="a" kind="embed" id="e2"/></connections></viewController>
                """)
        ])
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["Inner"]?.children == ["Outer_2"])
        #expect(text.contains("contains itself (a cycle of relationship or embed segues)"))
    }

    @Test func aChainOfShowSeguesPastTheMostInstancesIsANoteAndTheRestIsRead() throws {
        // More scenes than an import makes instances, one `show` segue after another.
        let count = 10_005
        let controllers = (0..<count).map { index in
            let id = index == 0 ? "a" : "s\(index)"
            let next = index + 1 < count ? "<connections><segue destination=\"s\(index + 1)\" kind=\"show\" id=\"g\(index)\"/></connections>" : ""
            return "<viewController id=\"\(id)\" title=\"Step \(index)\" sceneMemberID=\"viewController\">\(next)</viewController>"
        }
        let text = try NavImporter.text(of: [inlineStoryboard(controllers.joined(separator: "\n"))])
        let notes = text.components(separatedBy: "view controllers an import makes at most")
        #expect(notes.count == 2, "the note is written once")
        #expect(text.contains("Step9999 show Step10000_2 "), "the first scene past the cap: a new instance")
        #expect(text.contains("Step10003_2 show Step10004_2 "), "the last scene of the chain is still read")
    }

    @Test func aStoryboardOnOneLineLocatesEverySceneAndSegue() throws {
        let scenes = (0..<50).map { index in
            "<scene sceneID=\"\(index)\"><objects><viewController id=\"v\(index)\" title=\"Écran \(index) 🚀\" sceneMemberID=\"viewController\">"
                + "<connections><segue destination=\"v\(index == 49 ? 0 : index + 1)\" kind=\"show\" id=\"g\(index)\"/></connections>"
                + "</viewController></objects></scene>"
        }
        let text =
            "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" initialViewController=\"v0\"><scenes>"
            + scenes.joined() + "</scenes></document>"
        let storyboard = try StoryboardReader.read(ImportInput(path: "one-line.storyboard", text: text))
        func column(of start: String) -> Int { text.distance(from: text.startIndex, to: text.range(of: start)!.lowerBound) + 1 }
        #expect(storyboard.controllers.count == 50)
        for (index, controller) in storyboard.controllers.enumerated() {
            #expect(controller.location == SourceLocation(line: 1, column: column(of: "<viewController id=\"v\(index)\"")))
            let segue = "<segue destination=\"v\(index == 49 ? 0 : index + 1)\""
            #expect(controller.segues.map(\.location) == [SourceLocation(line: 1, column: column(of: segue))])
        }
    }

    /// The time limit on reading a storyboard (`NAVVIZ_STORYBOARD_SECONDS`), as a Swift file
    /// has: with none left, reading stops at the first element, located there.
    @Test func aStoryboardReadPastItsTimeIsALocatedErrorAtTheElementReached() throws {
        let input = inlineStoryboard(#"<viewController id="a" sceneMemberID="viewController"/>"#)
        #expect(try StoryboardReader.read(input, seconds: 60).controllers.map(\.id) == ["a"])
        do {
            _ = try StoryboardReader.read(input, seconds: 0)
            Issue.record("a storyboard was read in no time")
        } catch {
            #expect(error.diagnostics.map(\.message) == [ReadingTimeLimit.exceeded(0)])
            #expect(error.diagnostics.first?.location == SourceLocation(line: 2, column: 1), "the <document> element, where reading stopped")
        }
        #expect(ReadingTimeLimit.exceeded(0.5) == "reading it took longer than 0.5 s, the time navviz import gives a file")
    }

    @Test func theImportIsDeterministic() throws {
        #expect(try Fixtures.imported(["Scenes40.storyboard"]) == Fixtures.imported(["Scenes40.storyboard"]))
    }

    @Test func namesAreValidAndUnique() throws {
        let text = try NavImporter.text(of: [
            inlineStoryboard(
                """
                <viewController id="a" title="My Screen" sceneMemberID="viewController"><connections>
                <segue destination="b" kind="presentation" id="s1"/><segue destination="c" kind="presentation" id="s2"/></connections></viewController>
                <viewController id="b" title="My Screen" sceneMemberID="viewController"/>
                <viewController id="c" storyboardIdentifier="nav" customClass="9Lives" sceneMemberID="viewController"/>
                """)
        ])
        expectChecks(text)
        #expect(text.contains("root MyScreen "), "a title made a name")
        #expect(text.contains("MyScreen present MyScreen_2 "), "the owner's name would repeat it: a number tells them apart")
        #expect(text.contains("MyScreen present nav_: _9Lives "), "a keyword and a leading digit are made names")
    }
}
