import Foundation
import NavImport
import NavLanguage
import NavStoryboard
import Testing
import UIKitModel

@Suite("navviz import: _printHierarchy dumps")
struct HierarchyImportTests {
    static let dumps = [
        "ios8-addresses.txt", "ios17-colon-states.txt", "no-addresses.txt", "swiftui-mangled.txt",
        "custom-containers.txt", "indented-trailing-spaces.txt", "cycript.txt", "lldb-session.txt", "ios8-context.txt", "generic-uikit.txt",
    ]

    @Test(arguments: dumps)
    func dumpsPassCheckMatchTheirGoldenAndRoundTrip(_ name: String) throws {
        let input = try Fixtures.input(name)
        let text = try NavImporter.text(of: [input])
        let flow = expectChecks(text)
        expectEveryLineCommented(text)
        try expectGolden(text, name.replacingOccurrences(of: ".txt", with: ""))
        let dumped = try DumpTreeLines.of(input.text)
        #expect(shape(HierarchyDump.treeLines(of: flow.frames.last!.hierarchy)) == shape(dumped))
    }

    /// navviz's own dump of each example's last step imports to a flow whose last step
    /// dumps the same tree: same depth and marker on every line, same names.
    @Test(
        arguments: try FileManager.default.contentsOfDirectory(atPath: HierarchyImportTests.examplesFolder.path).filter { $0.hasSuffix(".nav") }
            .sorted())
    func roundTripsNavvizDumpOfEveryExample(_ example: String) throws {
        let source = SourceFile(path: example, text: try String(contentsOf: Self.examplesFolder.appendingPathComponent(example), encoding: .utf8))
        let original = FlowSimulator.run(Parser.parse(source), source: source)
        let dump = HierarchyDump.text(of: original.frames.last!)
        let imported = expectChecks(try NavImporter.text(of: [ImportInput(path: "dump.txt", text: dump)]))
        let before = HierarchyDump.treeLines(of: original.frames.last!.hierarchy)
        let after = HierarchyDump.treeLines(of: imported.frames.last!.hierarchy)
        #expect(shape(after) == shape(before))
        #expect(after.map { $0.split(separator: ",")[0] } == before.map { $0.split(separator: ",")[0] }, "same classes and names")
        #expect(imported.frames.last!.top == original.frames.last!.top)
    }

    static var examplesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "examples")
    }

    @Test func presentationControllersMapToStyles() throws {
        let text = try Fixtures.imported(["ios17-colon-states.txt"])
        #expect(text.contains("RootTabBarController present Cart: CartViewController style: pageSheet"))
        #expect(text.contains("Cart present Payment: PaymentViewController style: formSheet"))
        #expect(text.contains("Payment present Tips: TipsViewController style: popover"))
        #expect(try Fixtures.imported(["ios8-addresses.txt"]).contains("] style: fullScreen"))
        #expect(try Fixtures.imported(["no-addresses.txt"]).contains("style: overFullScreen"))
        #expect(try Fixtures.imported(["lldb-session.txt"]).contains("style: overCurrentContext"))
        let custom = try Fixtures.imported(["swiftui-mangled.txt"])
        #expect(custom.contains("SettingsViewHostingController: UIHostingController style: custom"), "a custom presentation controller")
        #expect(custom.contains("ToastController: ToastController style: custom"), "a plain UIPresentationController")
    }

    /// R58: a system view controller keeps its class, so the simulator treats it as UIKit
    /// does: a share sheet shown as a popover on the iPhone the flow defaults to adapts.
    @Test func systemViewControllersKeepTheirClass() throws {
        let dump = """
            <UINavigationController: 0x10400c800>, state: appeared, view: <UILayoutContainerView: 0x103a0c110>
               | <Shop.ProductViewController: 0x103a0e000>, state: appeared, view: <UIView: 0x103a0e5e0>
               + <UIActivityViewController: 0x103b00000>, state: appeared, view: <UIView: 0x103b00400>, presented with: <UIPopoverPresentationController: 0x103b01000>
            """
        let text = try NavImporter.text(of: [ImportInput(path: "share.txt", text: dump + "\n")])
        #expect(text.contains("ProductNav present Activity: UIActivityViewController style: popover"), "\(text)")
        let flow = expectChecks(text)
        #expect(flow.frames.last?.hierarchy["Activity"]?.displayClassName == "UIActivityViewController")
    }

    @Test func alertControllersAreImportedAsAlertsAndActionSheets() throws {
        #expect(try Fixtures.imported(["indented-trailing-spaces.txt"]).contains("ListNav present alert Alert "))
        let dump = ImportInput(
            path: "sheet.txt",
            text: """
                <UINavigationController: 0x1>, state: appeared, view: <UILayoutContainerView: 0x2>
                   | <App.ListViewController: 0x3>, state: appeared, view: <UIView: 0x4>
                   + <UIAlertController: 0x5>, state: appeared, view: <UIView: 0x6>, presented with: <_UIAlertControllerActionSheetRegularPresentationController: 0x7>
                """)
        let text = try NavImporter.text(of: [dump])
        #expect(text.contains("ListNav present actionSheet Alert "), "\(text)")
        expectChecks(text)
    }

    @Test func aCollapsedSplitViewKeepsItsPrimaryAndAnExpandedOneIsAnIPad() throws {
        let collapsed = ImportInput(
            path: "phone.txt",
            text: """
                <UISplitViewController: 0x1>, state: appeared, view: <UILayoutContainerView: 0x2>
                   | <UINavigationController: 0x3>, state: appeared, view: <UILayoutContainerView: 0x4>
                   |    | <App.ListViewController: 0x5>, state: appeared, view: <UIView: 0x6>
                """)
        let text = try NavImporter.text(of: [collapsed])
        #expect(text.contains("set MainSplit.topColumnForCollapsing = primary"), "\(text)")
        #expect(!text.contains("device ipad"))
        let flow = expectChecks(text)
        #expect(flow.frames.last?.hierarchy.children(of: "MainSplit") == ["ListNav"])
        #expect(try Fixtures.imported(["no-addresses.txt"]).contains("device ipad"))
    }

    @Test func swiftNamesAreShortenedToReadableUniqueNames() throws {
        let text = try Fixtures.imported(["swiftui-mangled.txt"])
        #expect(text.contains("root ContentViewHostingController: UIHostingController\n"))
        #expect(text.contains("present AnyViewPresentationHostingController: PresentationHostingController\n"))
        #expect(
            text.contains("set AnyViewPresentationHostingController.modalPresentationStyle = pageSheet"),
            "the style of a line too long with it is set before")
        #expect(text.contains("present ToastController: ToastController "), "a mangled class")
        let tabs = try Fixtures.imported(["lldb-session.txt"])
        #expect(tabs.contains("List_2: ListViewController,"), "two instances of one class")
        #expect(tabs.contains("] selected: 1"), "the tab that appeared is selected")
    }

    @Test func customContainersAreRecognisedByClassNameAndChildren() throws {
        let flow = expectChecks(try Fixtures.imported(["custom-containers.txt"]))
        let hierarchy = flow.frames[0].hierarchy
        #expect(hierarchy["MainTabs"]?.kind == .tabBarController, "by its class name")
        #expect(hierarchy["FeedNavigation"]?.kind == .navigationController, "by its class name")
        #expect(hierarchy["Container"]?.kind == .navigationController, "by its UILayoutContainerView and its one child")
        #expect(hierarchy["Pager"]?.kind == .viewController, "children on a plain view: containment")
        #expect(hierarchy["Pager"]?.children == ["PageOne", "PageTwo"])
    }

    @Test func anOldDumpsPresentationUnderAChildIsAContextOne() throws {
        let text = try Fixtures.imported(["ios8-context.txt"])
        #expect(text.contains("set Albums.definesPresentationContext = true"))
        #expect(text.contains("Albums present Photo: PhotoViewController style: currentContext"))
        #expect(text.contains("expect Photo.presentingViewController == Albums"))
    }

    @Test func expectLinesNameThePresentersAndTheTop() throws {
        let text = try Fixtures.imported(["ios17-colon-states.txt"])
        #expect(text.contains("expect Cart.presentingViewController == RootTabBarController"))
        #expect(text.contains("expect top == Tips"))
    }
}

/// The tree lines of a dump fixture as UIKit printed them, for comparing shapes.
enum DumpTreeLines {
    static func of(_ text: String) throws -> [String] {
        text.replacingOccurrences(of: "\"", with: "").split(separator: "\n").map { line in
            // UIKit indents each level with `   | ` or `   + `; Cycript and pasted blocks differ only in blanks.
            let markers = line.prefix { $0 != "<" }.filter { $0 == "|" || $0 == "+" }
            let prefix = markers.isEmpty ? "" : markers.dropLast().map { _ in "   | " }.joined() + "   \(markers.last!) "
            return prefix + line.drop { $0 != "<" }
        }.filter { $0.contains("<") && !$0.hasPrefix("(lldb)") }
    }
}
