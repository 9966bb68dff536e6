import Foundation
@testable import NavCodeImport
import Testing

/// The fixture apps written like real ones for issue 41's classes: each golden is true to
/// the app's FACTS.md, and the facts a careless import gets wrong are checked by name.
@Suite("navviz import: apps written like real ones")
struct TruthFixtureTests {
    @Test(arguments: AppFixtures.truthApps)
    func importsPassCheckAndMatchTheirGolden(_ app: String) throws {
        try expectImportPassesAndMatchesItsGolden(try AppFixtures.imported(app), app)
    }

    /// A wrapper view (`PlatformNavigationStack { content }`, `SettingsForm { … }`) names no
    /// screen: the view that wrote its content does; its #available and #if os branches are one stack.
    @Test func aWrapperViewNamesNoScreenAndItsBranchesAreOneStack() throws {
        let text = try AppFixtures.imported("AvailabilityWrapper")
        #expect(!text.contains("PlatformNavigationStack:") && !text.contains("PlatformNavigationStack_"))
        #expect(!text.contains("SettingsForm:"))
        #expect(text.contains("nav LibraryNav ["))
        #expect(text.contains("LibraryView push BookDetailView: UIHostingController"))
        #expect(text.contains("LibraryView present nav StatsNav ["))
        #expect(text.contains("StatsView dismiss"))
        #expect(!text.contains("split "), "the iPad branch is not drawn on an iPhone")
    }

    /// A SwiftUI view given its coordinator (`view.coordinatorDelegate = self`) calls it from its
    /// buttons; a generic helper's one `UIHostingController(rootView:)` line is a screen per view;
    /// the app's hosting controller subclass is named after the view it hosts.
    @Test func aCoordinatorsSwiftUIScreensReachItAndAreNamedAfterTheirViews() throws {
        let text = try AppFixtures.imported("HostedSettings")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains("SettingsListNav push SyncSettingsView: DisappearActionHostingController"))
        #expect(lines.contains { $0.hasPrefix("SettingsListNav push CiteSettingsView: UIHostingController ") })
        #expect(lines.contains { $0.hasPrefix("SettingsListNav push StorageSettingsView: UIHostingController ") })
        #expect(lines.contains { $0.hasPrefix("SettingsListNav present SFSafari: SFSafariViewController ") })
        #expect(lines.contains { $0.hasPrefix("SettingsListNav present alert SignOutAlert ") })
        #expect(!text.contains("DisappearActionHosting:") && !text.contains("\nentry "), "no wrapper box, no entry")
    }

    /// A view's `switch style` over the case its maker gives it (`OnboardingView(style: .required)`)
    /// shows that case's screen: the launch stack's root is the welcome screen, the one Settings
    /// presents the servers list; no box is named after the view that only chooses.
    @Test func aViewsSwitchOverTheStyleItIsGivenShowsThatCase() throws {
        let text = try AppFixtures.imported("OnboardingStyles")
        let lines = text.components(separatedBy: "\n")
        let launch = try #require(lines.firstIndex { $0.hasPrefix("root nav WelcomeNav [") })
        #expect(lines[launch + 1].hasPrefix("  WelcomeView: UIHostingController,"))
        let added = try #require(lines.firstIndex { $0.hasPrefix("SettingsView present nav ServersListNav [") })
        #expect(lines[added + 1].hasPrefix("  ServersListView: UIHostingController,"))
        #expect(text.contains("WelcomeView present SettingsView: UIHostingController style: pageSheet"))
        #expect(!text.contains("OnboardingView:") && !text.contains("OnboardingView_"))
    }

    /// A flag the app's code fixes (`Current.isCatalyst`, false in an iOS build; a view's
    /// `embedInOwnNavigation`, true unless its maker says otherwise) picks one branch; a
    /// value link's destination is its type's own `switch self`, a screen per case.
    @Test func aFlagTheCodeFixesPicksOneBranch() throws {
        let text = try AppFixtures.imported("PlatformFlags")
        let drawn = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(!drawn.contains { $0.contains("NavigationView") }, "the Catalyst branch is not drawn on an iPhone")
        #expect(!text.contains("DebugView"), "a menu behind a flag nothing sets is never shown")
        #expect(text.contains("HomeView push SettingsView_2: UIHostingController"))
        #expect(!text.contains("inside UINavigationController"), "a pushed SettingsView brings no stack of its own")
        #expect(text.contains("HomeView present nav SettingsView_3Nav ["))
        #expect(text.contains("SettingsView push GeneralSettingsView"))
        #expect(text.contains("SettingsView push NotificationSettingsView"))
    }

    /// A coordinator's `if scene.isOnboarding` asks the scene enum's own property, at the case
    /// it is given; its navigation controller subclass is a box per screen it holds, named after
    /// that screen; a present made at launch names the coordinator call that asked for it.
    @Test func aSceneEnumsPropertyPicksTheNavigationControllerItIsShownIn() throws {
        let text = try AppFixtures.imported("SceneRouter")
        #expect(text.contains("MainTabBarController present nav WelcomeNav: OnboardingNavigationController ["))
        #expect(text.contains("Home present nav SettingsNav: ChirpNavigationController ["))
        #expect(text.contains("  nav SearchNav: ChirpNavigationController ["), "each tab's stack is named after its root")
        #expect(!text.contains("ChirpNavigationController_"), "no stack is named after the class it shares")
        #expect(!text.contains("Home present nav WelcomeNav"), "Settings is no onboarding scene")
        #expect(!text.contains("with 0 children"))
        #expect(text.contains("Welcome show Login: LoginViewController"))
        #expect(text.contains("# SceneCoordinator.swift:36 present, asked at SceneCoordinator.swift:18"))
        #expect(!text.contains("navigation call the tour does not make"))
        // A feature flag's default, read through its enum's `enabled`: Search is a tab, Messages is not.
        #expect(text.contains("viewControllers = [1]\n    Search: SearchViewController"))
        #expect(!text.contains("viewControllers = [3]"))
    }

    /// A flag the views change (`@State var isLoading = true`, set later) keeps both branches.
    @Test func aFlagTheCodeChangesKeepsEveryBranch() throws {
        let text = try AppFixtures.imported("PlatformFlags", editing: "Harbor/Home/HomeView.swift", title: "ChangedFlag") {
            $0.replacingOccurrences(of: "Button(\"Settings\") { showSettings = true }", with: "Button(\"Debug\") { Current.showsDebugMenu.toggle() }")
        }
        #expect(text.contains("HomeView push DebugView: UIHostingController"), "\(text)")
    }

    /// A flag copied into another object's property of the same name (`networking.isCatalyst =
    /// Current.isCatalyst`) takes no new value: it still picks one branch.
    @Test func aFlagCopiedToAPropertyOfItsNameStillPicksOneBranch() throws {
        let text = try AppFixtures.imported("PlatformFlags", editing: "Harbor/Support/AppEnvironment.swift", title: "CopiedFlag") {
            $0 + """

                struct NetworkingEnvironment {
                    var isCatalyst = false
                }

                var networking = NetworkingEnvironment()

                func setUpNetworking() {
                    networking.isCatalyst = Current.isCatalyst
                }

                """
        }
        let drawn = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(!drawn.contains { $0.contains("NavigationView") }, "the Catalyst branch is not drawn on an iPhone\n\(text)")
        #expect(text.contains("HomeView push SettingsView_2: UIHostingController"))
    }

    /// The screens of a package at the repository's top, which the project names as `..`.
    @Test func aModularAppsScreensAreItsPackages() throws {
        let text = try AppFixtures.imported("ModularRootPackage")
        #expect(text.contains("FeedView push ArticleView: UIHostingController"))
        #expect(text.contains("SettingsView present nav AccountNav ["))
        #expect(!text.contains("Tests"), "the package's tests are no part of the app")
    }

    /// Packages one level down in a folder the project names (`Modules/Catalog`), found by
    /// the products the app links without naming their package: WorkspacePackages without
    /// its workspace, its packages moved into a synchronized `Modules/` folder of the project.
    @Test func packagesInAFolderTheProjectNamesAreTheApps() throws {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("navviz-modules-folder-\(UUID().uuidString)")
        defer { try? files.removeItem(at: folder) }
        try files.copyItem(atPath: AppFixtures.path("WorkspacePackages"), toPath: folder.path)
        try files.removeItem(at: folder.appendingPathComponent("Shop.xcworkspace"))
        try files.moveItem(at: folder.appendingPathComponent("Packages"), to: folder.appendingPathComponent("Modules"))
        let project = folder.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let modules = "D2D000000000000000000002 /* Modules */"
        let rearranged = try String(contentsOf: project, encoding: .utf8)
            .replacingOccurrences(
                of: "/* Begin PBXFileSystemSynchronizedRootGroup section */\n",
                with: "/* Begin PBXFileSystemSynchronizedRootGroup section */\n\t\t\(modules) = {isa = PBXFileSystemSynchronizedRootGroup; "
                    + "explicitFileTypes = {}; explicitFolders = (); path = Modules; sourceTree = \"<group>\"; };\n"
            )
            .replacingOccurrences(
                of: "\t\t\t\tD2D000000000000000000001 /* Shop */,\n\t\t\t\tD27",
                with: "\t\t\t\tD2D000000000000000000001 /* Shop */,\n\t\t\t\t\(modules),\n\t\t\t\tD27")
        #expect(rearranged.components(separatedBy: modules).count == 3, "the group declared and listed")
        try rearranged.write(to: project, atomically: true, encoding: .utf8)
        let text = try AppFixtures.imported([folder.path], title: "ModulesFolder")
        #expect(text.contains("Catalog push Product: ProductViewController"), "\(text)")
        #expect(text.contains("Cart present Payment: PaymentViewController style: fullScreen"))
        #expect(!text.contains("entry "))
    }
}

/// The summary line counts what the tour reaches from the launch root apart from entries,
/// and warns when the flow should not be trusted as it is.
@Suite("navviz import: an honest summary")
struct ImportSummaryCountsTests {
    private func counts(boxes: Int, reached: Int, standIn: Bool = false, swiftUI: Int = 0) -> CodeImportCounts {
        var counts = CodeImportCounts(screens: 3, screensOnMap: 3, boxes: boxes, callSites: 4, drawn: 2, namedWhereTheyRun: 1)
        counts.reachedFromRoot = reached
        counts.rootIsStandIn = standIn
        counts.swiftUIScreensOnMap = swiftUI
        return counts
    }

    @Test func entriesAreCountedApartFromWhatTheRootReaches() {
        #expect(counts(boxes: 5, reached: 3).description.hasPrefix("3 of 3 screens on the map (5 boxes: 3 reached from the launch root, 2 entries)"))
        #expect(counts(boxes: 1, reached: 1).description.hasPrefix("3 of 3 screens on the map (1 box); "))
        #expect(counts(boxes: 4, reached: 4, swiftUI: 2).description.hasPrefix("3 of 3 screens and 2 SwiftUI screens on the map (4 boxes)"))
    }

    @Test func aStandInRootOrAFlowMostlyOfEntriesIsAWarning() {
        #expect(counts(boxes: 5, reached: 3).warning == nil)
        #expect(counts(boxes: 5, reached: 2).warning?.hasPrefix("only 2 of 5 boxes are reached from the launch root") == true)
        #expect(counts(boxes: 5, reached: 1, standIn: true).warning?.hasPrefix("no launch root was found") == true)
    }
    /// UIKit loads the main storyboard's initial view controller before the launch code reads
    /// it; a library base class's override embeds the tabs; a child over the tabs is no tab.
    @Test func aLaunchScreenEmbedsTheStoryboardsTabsAndAPlayerIsNoTab() throws {
        let text = try AppFixtures.imported("LaunchGate")
        #expect(text.contains("root Launch: LaunchViewController"))
        #expect(text.contains("Launch addChild tabs mainTabs: MainTabBarController ["))
        #expect(text.contains("mainTabs addChild Player: PlayerViewController"))
        #expect(text.contains("FeedNav push Article: ArticleViewController"))
        #expect(!text.contains("entry "), "every screen is reached from the launch root")
    }

    /// Local functions called above their declaration set the root; each root the code
    /// chooses is drawn; a split view given only its primary column is a split view of one column.
    @Test func aCoordinatorsRootsAreRootsAndASplitWithOneColumnIsASplit() throws {
        let text = try AppFixtures.imported("SignInSplit")
        #expect(text.contains("root Onboarding: OnboardingViewController"))
        #expect(text.contains("root split Main: MainViewController ["))
        #expect(!text.contains("device ipad"), "read for an iPhone, the flow is simulated on one")
        #expect(text.contains("LibrariesNav push Collection: CollectionViewController"))
        #expect(text.contains("LibrariesNav push Trash: TrashViewController"))
        #expect(!text.contains("newLibraryRootViewController"), "a function that returns a view controller is no class")
        #expect(!text.contains("a library's"))
        #expect(!text.contains("stand-in") && !text.contains("entry "))
    }
}
