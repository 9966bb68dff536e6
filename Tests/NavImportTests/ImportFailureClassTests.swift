import Foundation
import NavImport
import Testing
import UIKitModel

/// One small app, written like a real one, for each way real apps' imports failed
/// (issue 30): each imports whole, checks, and matches its golden `.nav`.
@Suite("navviz import: the failure classes of real apps")
struct ImportFailureClassTests {
    static let apps = [
        "WatchCompanion", "ShareExtension", "BrokenSegue", "SecondWindow", "TabsByHelper", "Tabs18", "AnchoredSheet",
        "DeepLinkOnly", "SharedAlert", "RootBySwitch", "RouterSwitch",
    ]

    @Test(arguments: apps)
    func importsWholeChecksAndMatchesItsGolden(_ app: String) throws {
        let text = try AppFixtures.imported(app)
        expectChecks(text)
        expectEveryLineCommented(text)
        try expectGolden(text, app)
    }

    @Test func aWatchAppsStoryboardIsSkippedNotTheImport() throws {
        let result = try AppFixtures.importResult([AppFixtures.path("WatchCompanion")], title: "WatchCompanion")
        #expect(result.warnings.isEmpty, "the watch storyboard's segue to nowhere is not the app's")
        #expect(result.text.contains("# skipped 1 folder: CompanionWatch (watch app)"))
        #expect(!result.text.contains("InterfaceController"))
        #expect(expectChecks(result.text).frames[0].hierarchy.windowRoot == "WorkoutsNav")
    }

    @Test func anExtensionsViewControllersAreNotTheApps() throws {
        let text = try AppFixtures.imported("ShareExtension")
        #expect(text.contains("# skipped 1 folder: ClipperShare (share extension)"))
        #expect(!text.contains("ShareViewController") && !text.contains("TagPicker"))
        #expect(text.contains("Clips show Clip: ClipViewController"))
    }

    @Test func aSegueToAMissingSceneIsAWarningAndTheRestImports() throws {
        let result = try AppFixtures.importResult([AppFixtures.path("BrokenSegue")], title: "BrokenSegue")
        let warning = try #require(result.warnings.first?.diagnostic)
        #expect(warning.location.line == 19)
        #expect(warning.message.contains("leads to `gone-9`, which no scene of Main.storyboard has"))
        #expect(result.text.contains("# Main.storyboard:19 left out: \"addRecipe\" segue"))
        #expect(result.text.contains("Recipes show Recipe: RecipeViewController"), "the segue that leads somewhere is performed")
    }

    @Test func aSecondWindowIsNotTheRootButAnEntryThatSaysWhatItShows() throws {
        let text = try AppFixtures.imported("SecondWindow")
        #expect(expectChecks(text).frames[0].hierarchy.windowRoot == "VaultNav")
        #expect(text.contains("a window of its own (lockWindow) shows PasscodeViewController over the app, not the"))
        #expect(text.contains("entry Passcode: PasscodeViewController style: fullScreen"), "no screen of the app presents it")
        #expect(text.contains("Passcode present nav ResetNav"), "the lock's own links are toured")
        // A helper's window shown by a screen's action covers that screen.
        #expect(text.contains("entry ActionMenu: ActionMenuViewController style: fullScreen"))
        #expect(!text.contains("Vault present"), "no arrow from a screen that presents nothing")
        #expect(text.contains("rootViewController of another window, asked at VaultViewController.swift:9"))
    }

    @Test func tabsBuiltInViewDidLoadByAHelperFillTheTabBar() throws {
        let text = try AppFixtures.imported("TabsByHelper")
        let first = expectChecks(text).frames[0].hierarchy
        #expect(first["RootTabBarController"]?.children == ["InboxNav", "SentNav", "AccountNav"], "a literal, append and +=")
        #expect(text.contains("Account select 0"))
        #expect(text.contains("Account push Signature: SignatureViewController"))
    }

    @Test func iOS18TabsAreTheTabBarsChildrenInOrder() throws {
        let text = try AppFixtures.imported("Tabs18")
        let first = expectChecks(text).frames[0].hierarchy
        #expect(first["MainTabBarController"]?.children == ["ListenNowNav", "LibraryNav", "SearchNav"], "UITab and UISearchTab providers")
        #expect(text.contains("ListenNow push Episode: EpisodeViewController"))
        #expect(!text.contains("entry:"), "every screen is reached through its tab")
    }

    @Test func anActionSheetAndAShareSheetCarryTheAnchorsTheCodeSets() throws {
        let text = try AppFixtures.imported("AnchoredSheet")
        #expect(text.contains("Photo present actionSheet PhotoActionSheet barButtonItem: \"sender\""))
        #expect(text.contains("Photo present Activity: UIActivityViewController sourceView: \"shareButton\""))
        // On an iPad an unanchored action sheet or share sheet is UIKit's exception; these check there too.
        let iPad = text.replacingOccurrences(of: "title \"AnchoredSheet\"", with: "title \"AnchoredSheet\"\ndevice ipad")
        expectChecks(iPad)
    }

    @Test func aScreenOnlyADeepLinkShowsIsAnEntryWithItsLinks() throws {
        let text = try AppFixtures.imported("DeepLinkOnly")
        #expect(text.contains("# entry: SceneDelegate.scene(_:openURLContexts:) (SceneDelegate.swift:14) runs on no path the tour"))
        #expect(text.contains("TeamNav present nav InvitationNav ["))
        #expect(text.contains("Invitation dismiss"))
        // A screen only Objective-C code makes, known by its xib, is drawn too, and says why it is an entry.
        #expect(text.contains("# entry: WelcomeViewController has a xib of its own (WelcomeViewController.xib) but no code navviz reads"))
        #expect(text.contains("entry Welcome: WelcomeViewController"))
        #expect(!text.contains("Team present Welcome"), "no arrow from a screen the code never has present it")
        #expect(text.contains("Welcome dismiss                                 # WelcomeViewController.swift:6 dismiss"))
    }

    @Test func oneAlertReachedFromThreePathsIsOneBox() throws {
        let text = try AppFixtures.imported("SharedAlert")
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.contains("present alert SomethingWentWrongAlert") }.count == 1, "made once")
        #expect(lines.filter { $0.contains("present SomethingWentWrongAlert") }.count == 2, "shown again from the other two places")
        #expect(!text.contains("SomethingWentWrongAlert_2"))
        // A local function (`func finish(_:)` inside a method) runs where it is called or passed.
        #expect(text.contains("Transfer present alert Done                     # TransferViewController.swift:18 alert \"Scheduled\""))
        for presenter in ["Accounts", "Transfer", "Receipt"] {
            #expect(lines.contains { $0.hasPrefix(presenter + " present") && $0.contains("SomethingWentWrongAlert") })
        }
    }

    /// mastodon-ios's shape: a scene coordinator picks the root in a switch over the idiom
    /// and keeps it in a property of its own named `rootViewController`. On an iPhone the
    /// switch runs its `.phone` case only: one root, no iPad split as a second one.
    @Test func aRootChosenInASwitchOverTheIdiomIsTheDevicesAndACoordinatorsPropertyIsNoWindow() throws {
        let text = try AppFixtures.imported("RootBySwitch")
        #expect(expectChecks(text).frames[0].hierarchy.windowRoot == "MainTabBarController")
        #expect(!text.contains("chooses between"), "the idiom decides the switch")
        #expect(!text.contains("RootSplit"), "the iPad's root is not drawn on an iPhone")
        #expect(text.contains("SceneCoordinator.swift:20 rootViewController in SceneCoordinator.setup(): rootViewController of SceneCoordinator"))
        #expect(text.contains("Home present nav ComposeNav ["))
    }

    /// A router's `switch scene` runs only the case of the scene a screen asks for
    /// (mastodon-ios's coordinator showed every scene from every call: 19,000 steps).
    @Test func aRoutersSwitchShowsOnlyTheSceneAsked() throws {
        let text = try AppFixtures.imported("RouterSwitch")
        expectChecks(text)
        #expect(text.contains("Home present Settings: SettingsViewController   # App.swift:15 present, asked at App.swift:31"))
        #expect(text.contains("Home present Profile: ProfileViewController     # App.swift:15 present, asked at App.swift:32"))
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("Home present") }.count == 2, "Settings and Profile: no scene twice")
        #expect(lines.filter { $0.hasPrefix("entry Compose: ComposeViewController") }.count == 1, "Compose, an entry")
        #expect(text.contains("# entry: ComposeViewController is made at App.swift:22, where no path of the tour goes"))
    }
}
