import Foundation
import NavLanguage
import Testing
import UIKitModel

@testable import NavImport

/// SwiftUI apps imported onto the UIKit they run on (docs/import.md, R60–R65 of docs/semantics.md).
@Suite("navviz import: SwiftUI")
struct SwiftUIImportTests {
    static let apps = ["Trails", "HostedSwiftUIApp", "ScannerApp", "NotesSplitApp", "MailColumnsApp", "ValueLinks", "UntypedValueLinks"]

    /// An app's folder: docs/import.md's SwiftUI example is `examples/import/Trails`, the others are fixtures.
    static func path(_ app: String) -> String {
        guard app == "Trails" else { return AppFixtures.path(app) }
        return Fixtures.folder.appendingPathComponent("../../../examples/import/Trails").standardizedFileURL.path
    }

    static func imported(_ app: String) throws -> String {
        try AppFixtures.imported([path(app)], title: app)
    }

    @Test(arguments: apps)
    func importsPassCheckAndMatchTheirGolden(_ app: String) throws {
        try expectImportPassesAndMatchesItsGolden(try Self.imported(app), app)
    }

    @Test(arguments: apps)
    func everySwiftUISiteIsNamedAndMostAreSteps(_ app: String) throws {
        let text = try Self.imported(app)
        let sites = try Self.swiftUISites(app)
        #expect(sites.count >= 5, "the fixture has SwiftUI navigation")
        let sources = Self.stepSources(text)
        var steps = 0
        for site in sites {
            let named = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: site) + #"(?!\d)"#)
            let matches = { (line: String) in named.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil }
            #expect(text.components(separatedBy: "\n").contains(where: matches), "\(site) is not named in the import of \(app)")
            if sources.contains(where: matches) { steps += 1 }
        }
        #expect(Double(steps) >= 0.75 * Double(sites.count), "\(steps) of \(sites.count) SwiftUI sites of \(app) are steps")
    }

    /// A router's `navigate(to:)` appends an enum case to the stack's `path` (an
    /// `@Environment(Router.self)` object): each call pushes the view its case's destination shows.
    @Test func aRouterAppendingToTheStacksPathPushesTheCasesView() throws {
        let text = try AppFixtures.imported([AppFixtures.path("RouterPathApp")], title: "RouterPathApp")
        try expectImportPassesAndMatchesItsGolden(text, "RouterPathApp")
        let lines = text.components(separatedBy: "\n")
        for view in ["RecipeView", "AuthorView"] {
            let push = try #require(lines.firstIndex { $0.hasPrefix("RootView push \(view): UIHostingController") })
            #expect(lines[push - 2].hasPrefix("# Router.swift:13 path.append to .navigationDestination(for: Route.self)"))
        }
        #expect(!text.contains("a value on the stack's path"), "the destinations are pushed by the appends, not for want of one")
    }

    /// A `NavigationLink(value:)` pushes the `.navigationDestination(for:)` of its value's
    /// declared type only: a `ForEach` item of `[Book]`, a view's `book.author`.
    @Test func aValueLinkPushesTheDestinationOfItsValuesType() throws {
        let text = try Self.imported("ValueLinks")
        let lines = text.components(separatedBy: "\n")
        let pushes = lines.indices.filter { !lines[$0].hasPrefix("#") && lines[$0].contains(" push ") }
        #expect(pushes.count == 4)
        for push in pushes {
            let shown = lines[push].contains("push BookView") ? "Book" : "Author"
            #expect(lines[push - 2].contains("navigationDestination(for: \(shown).self)"), "\(lines[push])")
        }
    }

    /// R63: a value link whose type the code does not write at the link (a literal, a
    /// function's declared result, a `ForEach` item named after its type) pushes its own
    /// type's destination only, never every destination of the stack.
    @Test func R63_aValueLinkOfAnUnwrittenTypePushesItsOwnTypesDestinationOnly() throws {
        let text = try Self.imported("UntypedValueLinks")
        let lines = text.components(separatedBy: "\n")
        let pushes = lines.indices.filter { !lines[$0].hasPrefix("#") && lines[$0].contains(" push ") }
        let types = ["GuideView": "String", "YearView": "Int", "PlantView": "Plant", "SeasonView": "Season"]
        #expect(pushes.count == 5, "\(text)")
        for push in pushes {
            let view = try #require(types.keys.first { lines[push].contains("push \($0)") }, "\(lines[push])")
            let comment = lines[..<push].last { $0.hasPrefix("# ") && $0.contains("NavigationLink") } ?? ""
            #expect(comment.contains("navigationDestination(for: \(types[view]!).self)"), "\(lines[push]) after \(comment)")
        }
    }

    /// R63: when nothing tells the import a value's type among several destinations, the
    /// link pushes none of them and says so.
    @Test func R63_aValueLinkOfAnUnknownTypeAmongSeveralPushesNone() throws {
        let imported = try AppFixtures.imported("UntypedValueLinks", editing: "Gardening/GardenView.swift", title: "UntypedValueLinks") {
            $0.replacingOccurrences(
                of: "    let store: PlantStore\n", with: "    let store: PlantStore\n    let surprise: AnyHashable = \"tomato\"\n"
            )
            .replacingOccurrences(
                of: "NavigationLink(\"Planted in 2024\", value: 2024)\n",
                with: "NavigationLink(\"Planted in 2024\", value: 2024)\n                NavigationLink(\"Surprise me\", value: surprise)\n")
        }
        #expect(imported.contains("the import cannot tell the value's type, so it pushes none of"), "\(imported)")
        let pushes = imported.components(separatedBy: "\n").filter { !$0.hasPrefix("#") && $0.contains(" push ") }
        #expect(pushes.count == 5, "the other links push as before: \(pushes)")
    }

    /// `TabView(selection: $selection)` opens on the tab whose `.tag` (or `Tab(value:)`) is
    /// the selection's first value, and keeps its tabs in source order; a button that sets
    /// the selection (through a `@Binding` of it in a tab's view) selects the tab so tagged.
    @Test func aTabViewOpensOnItsSelectionAndCodeThatSetsItSelectsATab() throws {
        let text = try AppFixtures.imported([AppFixtures.path("TabSelectionApp")], title: "TabSelectionApp")
        try expectImportPassesAndMatchesItsGolden(text, "TabSelectionApp")
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["Tabs"]?.children == ["ListenNav", "LibraryNav", "SearchView"])
        #expect(text.contains("] selected: 1"), "the library tab, tagged .library, is the selection's first value")
        let lines = text.components(separatedBy: "\n")
        let selected = try #require(lines.firstIndex { $0.hasPrefix("Tabs select 2") && $0.hasSuffix("# Views.swift:8 selection = .search") })
        #expect(lines[selected - 1].hasPrefix("Tabs select 0"), "the button is on the Listen tab, shown first")
        // The step's frame: the search tab is on screen.
        let frame = flow.frames[selected - lines.firstIndex { $0.hasPrefix("] selected: 1") }!]
        #expect(frame.hierarchy.isVisible("SearchView") && !frame.hierarchy.isVisible("ListenView"))
    }

    /// The source comment of each statement line: its own, or the comment lines right above
    /// it (written there when the line would pass 120 characters).
    static func stepSources(_ text: String) -> [String] {
        var sources: [String] = []
        var comment: String?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("#") {
                comment = line.hasPrefix("#     ") && comment != nil ? comment! + line : line
                continue
            }
            if !line.isEmpty { sources.append(line.contains("#") ? line : comment ?? "") }
            comment = nil
        }
        return sources
    }

    /// The SwiftUI navigation sites in an app's Swift files, found line by line without
    /// NavImport or swift-syntax: `File.swift:LINE` of each.
    static func swiftUISites(_ app: String) throws -> [String] {
        let site = try NSRegularExpression(
            pattern: #"\b(NavigationStack|NavigationView|TabView|NavigationSplitView|NavigationLink)\b\s*[({]|"#
                + #"\.(sheet|fullScreenCover|popover|navigationDestination|alert|confirmationDialog)\("#)
        return try AppFixtures.sites(in: path(app), matching: site)
    }
}

/// The rules SwiftUI adds before UIKit's (docs/semantics.md, section S), on the fixture apps.
@Suite("SwiftUI on UIKit: R60–R65")
struct SwiftUIRuleTests {
    /// The statement lines of an import, with their comments.
    private static func lines(_ app: String) throws -> [String] {
        try SwiftUIImportTests.imported(app).components(separatedBy: "\n")
    }

    private static func index(_ lines: [String], _ prefix: String) -> Int? {
        lines.firstIndex { $0.hasPrefix(prefix) }
    }

    @Test func R60_aSheetIsAPageSheetOfTheViewsScreenPresentedByItsLayersRoot() throws {
        let text = try SwiftUIImportTests.imported("Trails")
        let flow = expectChecks(text)
        #expect(text.contains("ExploreView present nav FiltersNav [            # ExploreView.swift:27 .sheet UINavigationController"))
        #expect(text.contains("] style: pageSheet"), "a sheet is a page sheet; its content's NavigationStack is what is presented")
        #expect(text.contains("present TrailMapView: UIHostingController style: fullScreen"), ".fullScreenCover")
        #expect(text.contains("ProfileView present BadgesView: UIHostingController style: popover sourceView: \"ProfileView\""), ".popover")
        // The tab bar controller, the root of the layer, really presents (R12).
        let presented = try #require(flow.frames.first { $0.hierarchy.isVisible("FiltersView") })
        #expect(presented.hierarchy.presentingViewController(of: "FiltersNav") == "Tabs")
    }

    @Test func R61_dismissPopsAPushedViewAndDismissesAPresentedOne() throws {
        let lines = try Self.lines("Trails")
        #expect(lines.contains { $0.hasPrefix("TrailDetailView pop") && $0.contains("TrailDetailView.swift:27 dismiss() pops (pushed)") })
        #expect(lines.contains { $0.hasPrefix("FiltersView dismiss") && $0.contains("FiltersView.swift:14 dismiss() dismisses (presented)") })
        #expect(lines.contains("# ProfileView.swift:46 presentationMode.wrappedValue.dismiss() dismisses (presented)"))
        let hosted = try Self.lines("HostedSwiftUIApp")
        #expect(
            hosted.contains { $0.contains("MessageView.swift:26 not a step: dismiss(): MessageView was pushed by UIKit's code") },
            "a hosting controller UIKit pushed is not popped by SwiftUI's dismiss in the import")
    }

    @Test func R62_aLinkOutsideAnyNavigationControllerPushesNothing() throws {
        let tabs = try Self.lines("Trails")
        #expect(tabs.contains { $0.hasPrefix("# ProfileView.swift:10 not a step: NavigationLink: ProfileView is in no NavigationStack or") })
        #expect(!tabs.contains { $0.contains("SettingsView") && !$0.hasPrefix("#") }, "nothing is pushed")
        // A hosting controller UIKit's navigation controller pushed: its link pushes onto that stack.
        let hosted = try Self.lines("HostedSwiftUIApp")
        #expect(hosted.contains { $0.hasPrefix("MessageView push ThreadView: UIHostingController") }, "\(hosted)")
        #expect(!hosted.contains { $0.hasPrefix("# MessageView.swift:13 not a step") })
        let split = try Self.lines("NotesSplitApp")
        #expect(split.contains("FolderList setViewController nav FolderNav ["), "a sidebar's link shows its view in the detail column (R65)")
    }

    /// `super.init(rootView: AnyView(EmptyView()))`, then `rootView = AnyView(SettingsRootView())`:
    /// the hosting controller shows the view the code sets later, so that view's sheet is its.
    @Test func aHostingControllerShowsTheViewItsCodeSetsAsItsRootViewLater() throws {
        let hosted = try Self.lines("HostedSwiftUIApp")
        #expect(hosted.contains { $0.hasPrefix("Inbox present nav SettingsRootNav [") })
        #expect(hosted.contains { $0.hasPrefix("  SettingsRootView: SettingsHostingController,") }, "named after the view it shows")
        #expect(hosted.contains { $0.hasPrefix("SettingsRootView present SignatureView: UIHostingController style: pageSheet") })
    }

    @Test func R63_aValueLinkPushesTheDestinationOfItsTypeInItsStack() throws {
        let lines = try Self.lines("Trails")
        let push = try #require(Self.index(lines, "ExploreView push TrailDetailView: UIHostingController"))
        #expect(lines[push - 2].hasPrefix("# ExploreView.swift:11 NavigationLink(value:) to .navigationDestination(for: Route.self)"))
        #expect(!lines.contains { $0.hasPrefix("ExploreView push RegionView") }, "the branch named after the case, not every branch")
        #expect(lines.contains { $0.hasPrefix("TrailDetailView push RegionView: UIHostingController") })
        // From the Saved tab's stack, which declares no destination for Route, the link cannot be activated.
        #expect(lines.contains { $0.hasPrefix("# TrailDetailView.swift:13 not a step: NavigationLink(value:): \"A NavigationLink is presenting") })
    }

    @Test func R65_aSplitViewsLinkShowsItsViewInTheNextColumn() throws {
        // Two columns: the sidebar's link replaces the detail column; the way back sets the old one again.
        let notes = try SwiftUIImportTests.imported("NotesSplitApp")
        #expect(notes.contains("] style: doubleColumn"))
        let twoColumns = expectChecks(notes)
        let folder = try #require(twoColumns.frames.first { $0.hierarchy.isVisible("FolderView") })
        #expect(folder.hierarchy["Split"]?.children == ["FolderListNav", "FolderNav"], "replaced, not pushed onto the detail's stack")
        #expect(folder.hierarchy["FolderNav"]?.children == ["FolderView"])
        #expect(twoColumns.frames.last?.hierarchy["Split"]?.children == ["FolderListNav", "ContentViewDetailNav"])
        // Three columns: the sidebar's link sets the content column, the content's link the detail.
        let mail = try SwiftUIImportTests.imported("MailColumnsApp")
        #expect(mail.contains("] style: tripleColumn"))
        #expect(mail.contains("MailboxList setViewController nav MessageListNav ["))
        #expect(mail.contains("] for: supplementary"))
        #expect(mail.contains("MessageList setViewController nav MessageNav ["))
        let threeColumns = expectChecks(mail)
        let message = try #require(threeColumns.frames.first { $0.hierarchy.isVisible("MessageView") })
        #expect(message.hierarchy["Split"]?.children == ["MailboxListNav", "MessageListNav", "MessageNav"])
        #expect(
            threeColumns.frames.last?.hierarchy["Split"]?.children
                == ["MailboxListNav", "MailboxesSplitViewContentNav", "MailboxesSplitViewDetailNav"], "each way back sets the column's view again")
    }

    @Test func R64_aViewsSheetsAreShownOneAtATime() throws {
        let lines = try Self.lines("Trails")
        let popover = try #require(Self.index(lines, "ProfileView present BadgesView"))
        let dismissed = try #require(Self.index(lines, "BadgesView dismiss"))
        let sheet = try #require(Self.index(lines, "ProfileView present EditTrailView"))
        #expect(popover < dismissed && dismissed < sheet, "the popover is dismissed before the sheet is presented")
        expectChecks(lines.joined(separator: "\n"))
    }
}
