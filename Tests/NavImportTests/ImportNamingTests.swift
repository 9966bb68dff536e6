import Foundation
import NavImport
import NavStoryboard
import Testing
import UIKitModel

/// Names from the app (issue 22): an imported view controller is named as the app names
/// it, or by its place, never by an Interface Builder object id or a bare UIKit class.
@Suite("navviz import: names from the app")
struct ImportNamingTests {
    static let storyboards = [
        ["Segues.storyboard"], ["Main.storyboard"], ["Main.storyboard", "Settings.storyboard"], ["NoInitial.storyboard"],
        ["Scenes40.storyboard"], ["examples/import/Shop.storyboard"], ["examples/import/Workday.storyboard"],
    ]
    static let dumps = HierarchyImportTests.dumps + ["examples/import/hierarchy.txt"]

    @Test(arguments: storyboards + dumps.map { [$0] })
    func noViewControllerIsNamedByAnObjectIDOrABareUIKitClassAndLinesStayShort(_ files: [String]) throws {
        let inputs = try files.map(Fixtures.input)
        let text = try NavImporter.text(of: inputs)
        let flow = expectChecks(text)
        expectEveryLineCommented(text)
        let names = Set(flow.frames.flatMap(\.hierarchy.creationOrder))
        #expect(names.count >= 2, "the names of every frame")
        let ids = Set(inputs.flatMap(Self.sceneIDs).map(Self.asName))
        for name in names {
            let base = name.replacing(/_[0-9]+$/, with: "")
            #expect(!ids.contains(where: { name == $0 || base == $0 }), "\(name) is a scene's object id")
            #expect(
                name.wholeMatch(of: /_?[A-Za-z0-9]{3}_[A-Za-z0-9]{2}_[A-Za-z0-9]{3}(_[0-9]+)?/) == nil, "\(name) looks like an Interface Builder id")
            #expect(name.prefixMatch(of: /UI[A-Z_]|UI$/) == nil, "\(name) is a UIKit class, not a name")
        }
    }

    @Test func aRealAppsScenesAreNamedAsItsStoryboardNamesThem() throws {
        let flow = expectChecks(try Fixtures.imported(["examples/import/Workday.storyboard"]))
        let first = flow.frames[0].hierarchy
        #expect(first.windowRoot == "MainTabs", "a tab bar controller without a name is named after its role")
        #expect(
            first["MainTabs"]?.children == ["InboxSplit", "CalendarSplit", "ContactsNav", "FilesNav", "SettingsNav"],
            "split views after their tab's title, navigation controllers after their roots")
        #expect(first["InboxSplit"]?.children == ["MailboxesNav", "MessageNav"], "after a navigation item's title and a custom class")
        #expect(first["CalendarSplit"]?.children == ["CalendarListNav", "DayNav"], "after Xcode's label and a navigation item's title")
        #expect(first["FilesNav"]?.children == ["FilesRoot"], "a root without a name: by its place under its tab's title")
        #expect(first["SettingsNav"]?.children == ["Settings"])
        #expect(first["Settings"]?.className == "SettingsViewController", "a custom class wins the name over a title")
        let names = Set(flow.frames.flatMap(\.hierarchy.creationOrder))
        for name in [
            "ContactsSettings", "FilesFolder", "Folder", "CalendarListDetail", "Location", "RecipientsPicker", "AccountSettings",
            "Onboarding", "PreviewHostingController",
        ] {
            #expect(names.contains(name), "\(name) is missing from \(names.sorted())")
        }
    }

    @Test func genericUIKitInstancesOfADumpAreNamedByRoleAndPosition() throws {
        let flow = expectChecks(try Fixtures.imported(["generic-uikit.txt"]))
        let last = flow.frames.last!.hierarchy
        #expect(last["MainTabs"]?.children == ["Tab1Split", "Tab2Nav", "Tab3"])
        #expect(last["Tab1Split"]?.children == ["Tab1PrimaryNav", "MessageNav"])
        #expect(last["Tab1PrimaryNav"]?.children == ["Tab1PrimaryRoot"])
        #expect(last["Tab2Nav"]?.children == ["Tab2Root", "Tab2Screen2", "Tab2Screen3"])
        #expect(last["MainTabs"]?.presented == "ModalNav")
        #expect(last["ModalNav"]?.children == ["ModalRoot"])
        #expect(last["ModalNav"]?.presented == "Alert", "UIKit's other classes lose their prefix")
    }

    @Test func theSummarySaysWhatWasReadAndReached() throws {
        let workday = try Fixtures.input("examples/import/Workday.storyboard")
        let all = try NavImporter.imported([workday]).summary
        #expect(all.description == "47 scenes from Workday.storyboard; the tour reaches 45; 2 not reached (listed at the end of the .nav)")
        #expect(all.betterInitial == nil, "most scenes are reached")
        let fromOnboarding = try NavImporter.imported([workday], initial: "Welcome").summary
        #expect(
            fromOnboarding.description == "47 scenes from Workday.storyboard; the tour reaches 3; 44 not reached (listed at the end of the .nav); "
                + "starting at MainTabs reaches 45")
        #expect(fromOnboarding.betterInitial == "MainTabs", "the scene that reaches the most")
        let two = try NavImporter.imported([Fixtures.input("Main.storyboard"), Fixtures.input("Settings.storyboard")]).summary
        #expect(
            two.description
                == "11 scenes from Main.storyboard, Settings.storyboard; the tour reaches 10; 1 not reached (listed at the end of the .nav)")
        let dump = try NavImporter.imported([Fixtures.input("generic-uikit.txt")]).summary
        #expect(dump.description == "14 view controllers from generic-uikit.txt; 2 presented, the top one Alert")
        #expect(dump.betterInitial == nil)
    }

    @Test func aCommentTooLongForItsLineGoesAboveAndLongWordsAreCut() throws {
        let identifier = String(repeating: "veryLongSegueIdentifier", count: 8)
        let text = try NavImporter.text(of: [
            inlineStoryboard(
                """
                <viewController id="a" storyboardIdentifier="Home" sceneMemberID="viewController"><connections>
                <segue destination="b" kind="presentation" identifier="\(identifier)" id="s1"/></connections></viewController>
                <viewController id="b" storyboardIdentifier="Detail" sceneMemberID="viewController"/>
                """)
        ])
        expectChecks(text)
        expectEveryLineCommented(text)
        #expect(text.contains("\n# inline.storyboard:5\n#     \"veryLongSegueIdentifier"), "the comment on its own lines, wrapped")
        #expect(text.contains("Identif…\n#     segue s1\nHome present Detail\n"), "a word too long for a line cut short, above the line it names")
    }

    /// The object ids of a storyboard's view controllers (none for a dump).
    private static func sceneIDs(_ input: ImportInput) -> [String] {
        input.text.matches(of: /<[A-Za-z]+ [^>]*sceneMemberID="viewController"[^>]*>/).compactMap { tag in
            tag.output.firstMatch(of: /\ id="([^"]+)"/).map { String($0.output.1) }
        }
    }

    /// An id as the import would have written it as a name (`eui-w4-P7T` is `eui_w4_P7T`).
    private static func asName(_ id: String) -> String {
        let name = id.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        return name.first?.isNumber == true ? "_" + name : name
    }
}
