import NavLanguage
import Foundation
import NavImport
import NavCodeFacts
import NavSwiftReader
import Testing
import UIKitModel

@Suite("navviz import: an app's code")
struct CodeImportTests {
    @Test(arguments: AppFixtures.apps)
    func importsPassCheckAndMatchTheirGolden(_ app: String) throws {
        try expectImportPassesAndMatchesItsGolden(try AppFixtures.imported(app), app)
    }

    @Test(arguments: AppFixtures.apps)
    func everyNavigationCallSiteIsNamedAndMostAreSteps(_ app: String) throws {
        let text = try AppFixtures.imported(app)
        let sites = try AppFixtures.navigationCallSites(app)
        #expect(sites.count >= 5, "the fixture has navigation calls")
        var steps = 0
        for site in sites {
            let named = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: site) + #"(?!\d)"#)
            let lines = text.components(separatedBy: "\n").filter { named.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
            #expect(!lines.isEmpty, "\(site) is not named in the import of \(app)")
            if lines.contains(where: { !$0.hasPrefix("#") }) { steps += 1 }
        }
        #expect(Double(steps) >= 0.75 * Double(sites.count), "\(steps) of \(sites.count) call sites of \(app) are steps")
    }

    /// `push(_:)` overloads told apart by type: a view controller goes to the `UIViewController`
    /// one, a SwiftUI view to the generic one that hosts it; `instantiate(T.self)` returns a T;
    /// the closure `confirm(_:then:)` hands to the alert's action runs when that action does.
    @Test func callsAreResolvedByTheirArgumentsTypes() throws {
        let text = try AppFixtures.imported("GenericPush")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("  Home: HomeViewController,") && $0.hasSuffix("AppCoordinator.swift:15 setViewControllers") })
        #expect(lines.contains { $0.hasPrefix("HomeNav push History: HistoryViewController ") })
        #expect(lines.contains { $0.hasPrefix("HomeNav push ProfileView: UIHostingController ") })
        #expect(!text.contains("Hosting_"), "the view controller is not wrapped in a hosting controller")
        let alertDismissed = try #require(lines.firstIndex { $0.hasPrefix("ConfirmAlert dismiss") })
        #expect(lines[alertDismissed + 1].hasPrefix("HomeNav present SignIn: SignInViewController style: fullScreen"))
        #expect(lines.filter { $0.contains("present SignIn") }.count == 1, "the closure runs once, from the alert's action")
    }

    @Test func aTabBarBuiltInCodeIsTheRoot() throws {
        let text = try AppFixtures.imported("TabsApp")
        let first = expectChecks(text).frames[0].hierarchy
        #expect(first.windowRoot == "MainTabBarController")
        #expect(first["MainTabBarController"]?.children == ["FeedNav", "SearchNav", "ProfileNav"])
        #expect(first["ProfileNav"]?.children == ["Profile"], "a helper's return value is followed")
        #expect(text.contains("root tabs MainTabBarController: MainTabBarController [ # SceneDelegate.swift:9 window.rootViewController"))
        #expect(text.contains("Feed push Article: ArticleViewController        # FeedViewController.swift:16 pushViewController"))
        #expect(text.contains("Article show Comments: CommentsViewController"), "show inside a navigation controller")
        #expect(
            text.contains("Comments pop                                    # CommentsViewController.swift:14 popViewController"),
            "the screen's own pop is its way back")
        #expect(text.contains("] style: formSheet"), "modalPresentationStyle set on a local before present")
        #expect(text.contains("Profile select 0"), "tabBarController?.selectedIndex")
    }

    @Test func foldersLeaveOutTestsAndDependenciesAndReadObjectiveC() throws {
        let folder = AppFixtures.path("TabsApp")
        let found = try ImportFiles([folder])
        #expect(found.objectiveC == 0)
        #expect(found.objectiveCFiles.map { String($0.dropFirst(folder.count)) } == ["/TabsApp/Legacy/OldBridge.h", "/TabsApp/Legacy/OldBridge.m"])
        #expect(found.tests == 1)
        let read = found.swift.map { String($0.dropFirst(folder.count)) }
        #expect(read.count == 14)
        #expect(!read.contains { $0.contains("Pods") || $0.contains("Tests") })
        #expect(found.documents.map { URL(fileURLWithPath: $0).lastPathComponent } == ["AboutViewController.xib"])
        let text = try AppFixtures.imported("TabsApp")
        #expect(text.contains("# imported from 14 Swift files, 2 Objective-C files, 1 xib by navviz import"))
        #expect(text.contains("#   OldBridge.m:4 pushViewController in OldBridge.openLegacyFrom(_:): no reached code runs it"))
        #expect(
            text.contains("# ProfileViewController.swift:12 pushViewController (AboutViewController.xib)\nProfile push About: AboutViewController\n"),
            "UIViewController(nibName:) has the class of the xib's File's Owner")
    }

    @Test func coordinatorsNavigateWithTheirNavigationController() throws {
        let text = try AppFixtures.imported("CoordinatorApp")
        expectChecks(text)
        #expect(
            text.contains("  ProductList: ProductListViewController,       # CatalogCoordinator.swift:15 pushViewController"),
            "the child coordinator's start() builds the root's stack")
        #expect(
            text.contains("ProductListNav present Login: LoginViewController style: fullScreen # AppCoordinator.swift:27 present"),
            "a presentation at launch is the first step")
        #expect(text.contains("ProductListNav dismiss                          # AppCoordinator.swift:31 dismiss"), "through the login's delegate")
        #expect(text.contains("ProductListNav present nav CartNav ["), "a child coordinator's own navigation controller")
        #expect(text.contains("CartNav push Payment: PaymentViewController"))
        #expect(text.contains("Reviews dismiss"), "a closure property set by the coordinator")
    }

    @Test func storyboardScenesComeFromCodeAndSegues() throws {
        let text = try AppFixtures.imported("StoryboardApp")
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["Root"]?.children == ["InboxNav", "ContactsNav"], "instantiateViewController(withIdentifier: \"Root\")")
        #expect(
            text.contains("Inbox show Message: MessageViewController       # InboxViewController.swift:7 performSegue Main.storyboard:56 VZu-vG-Fum"))
        #expect(
            text.contains("Inbox push Editor                               # InboxViewController.swift:20 pushViewController"),
            "storyboard?.instantiateViewController(withIdentifier:) as? EditorViewController, the screen shown before")
        #expect(
            text.contains("Message present nav ComposeNav [                # Main.storyboard:71 segue Rpl-Sg-F0m (presentation)"),
            "a segue no code performs is toured too")
        #expect(text.contains("performSegue: ContactsViewController's scene has no segue \"showGroups\""))
        #expect(
            text.contains("entry Onboarding: OnboardingViewController      # Main.storyboard:140 scene Onb-Vc-001"),
            "a scene no code or segue shows is an entry of its own, never dropped")
        #expect(text.contains("# LaunchScreen.storyboard is the launch screen: not read"))
    }

    @Test func alertsArePresentedAlertControllers() throws {
        let text = try AppFixtures.imported("AlertsApp")
        let flow = expectChecks(text)
        #expect(
            text.contains("Notes present actionSheet SortNotesActionSheet  # NotesViewController.swift:47 action sheet \"Sort notes\""),
            "an action sheet in the language's own words, named after its title")
        #expect(text.contains("Note present alert Discard                      # NoteViewController.swift:24 alert \"Discard changes?\""))
        #expect(!text.contains("UIAlertController"), "alerts are `alert` and `actionSheet`, never a class with a style")
        #expect(
            text.contains(
                "Notes push Note                                 # NotesViewController.swift:27 pushViewController again\n"
                    + "Note pop                                        # NoteViewController.swift:21 popViewController"),
            "an alert action's pop is a way back of its own: the note shown again, then left that way")
        #expect(
            text.contains("Notes present alert ErrorAlert                  # UIViewController+Errors.swift:8 alert \"Error\""),
            "a helper in an extension of UIViewController")
        // An alert factory of the app (`UIAlertController.tinted(title:preferredStyle:)`) makes each call's own alert.
        #expect(text.contains("Notes present alert EmptyTrashAlert             # NotesViewController.swift:67 alert \"Empty Trash?\""))
        #expect(text.contains("Notes present actionSheet ShareActionSheet barButtonItem:"))
        #expect(text.contains("# NotesViewController.swift:80 not a step: present: type unknown: NoteRouting.controller(for:) has no body"))
        // The "Open" action of the alert pushes the note again, from the same line: one step, one box.
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("Notes push Note:") }.count == 1, "the same call from the same screen is performed once")
        #expect(!text.contains("Note_2"), "a screen shown again is the same box")
        #expect(flow.frames.contains { $0.hierarchy.isVisible("Discard") })
    }

    @Test func hostingControllersBridgeSwiftUIViews() throws {
        let text = try AppFixtures.imported("SwiftUIApp")
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["HomeNav"]?.children == ["HomeView"])
        #expect(
            text.contains("HomeNav push RecipeView: UIHostingController    # AppRouter.swift:23 pushViewController"),
            "a SwiftUI view's callback, set by the router")
        #expect(text.contains("HomeNav present Timer: TimerViewController style: overFullScreen"))
        #expect(text.contains("  SettingsView: SettingsHostingController,"), "a UIHostingController subclass, named after the view it hosts")
        #expect(
            text.contains("HomeNav dismiss                                 # AppRouter.swift:34 dismiss"),
            "a callback passed through the subclass's initializer")
    }

    @Test func aFileThatDoesNotParseIsSkippedAndReported() throws {
        let text = try AppFixtures.imported([AppFixtures.path("Broken")], title: "Broken")
        expectChecks(text)
        #expect(text.contains("# skipped SettingsViewController.swift:5: expected ')' to end function call"))
        #expect(text.contains("Home present Settings: SettingsViewController"), "the rest is imported")
    }

    @Test func nothingReadableIsAnError() throws {
        let broken = AppFixtures.folder.appendingPathComponent("Broken/App/SettingsViewController.swift").path
        #expect {
            _ = try AppFixtures.imported([broken], title: "Broken")
        } throws: { error in
            (error as? InputError)?.message == "nothing to import: the Swift file does not parse, and there is no storyboard"
        }
    }
}

@Suite("navviz import: an app's folder without Swift")
struct StoryboardFolderImportTests {
    /// A settings screen's rows push screens a provider makes: computed properties whose getter
    /// calls its own helper, `instantiateViewController(withIdentifier: identifier)` with the
    /// identifier it is given. The getter runs with the provider as `self` though the import
    /// knows only its type; an identifier the import cannot read is no scene, never the
    /// storyboard's initial view controller.
    @Test func aProvidersComputedScreenIsMadeAndAnUnknownIdentifierIsNoScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-provider-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = [("Welcome", "WelcomeViewController"), ("Keyboard", "KeyboardViewController"), ("AppIcon", "AppIconViewController")]
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" \
            targetRuntime="iOS.CocoaTouch" initialViewController="vc-Welcome">
                <scenes>
            \(scenes.map { identifier, customClass in """
                    <scene sceneID="scene-\(identifier)"><objects>
                        <viewController storyboardIdentifier="\(identifier)" id="vc-\(identifier)" customClass="\(customClass)" \
            sceneMemberID="viewController"/>
                    </objects></scene>
            """ }.joined(separator: "\n"))
                </scenes>
            </document>
            """
        try storyboard.write(to: folder.appendingPathComponent("Settings.storyboard"), atomically: true, encoding: .utf8)
        let app = """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
                }
            }

            final class ScreenProvider {
                enum StoryboardName {
                    static let settings = "Settings"
                }
                private func instantiate(_ identifier: String, fromStoryboard name: String) -> UIViewController {
                    UIStoryboard(name: name, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
                var keyboard: UIViewController { instantiate("Keyboard", fromStoryboard: StoryboardName.settings) }
                func screen(named identifier: String) -> UIViewController {
                    UIStoryboard(name: StoryboardName.settings, bundle: nil).instantiateViewController(withIdentifier: identifier)
                }
            }

            final class SettingsViewController: UITableViewController {
                let provider: ScreenProvider
                init(provider: ScreenProvider) { self.provider = provider; super.init(style: .plain) }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 {
                        navigationController?.pushViewController(provider.keyboard, animated: true)
                    } else {
                        navigationController?.pushViewController(provider.screen(named: rowIdentifiers[indexPath.row]), animated: true)
                    }
                }
            }
            """
        try app.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let text = try AppFixtures.imported([folder.path], title: "Provider")
        expectChecks(text)
        #expect(text.contains("Settings push Keyboard: KeyboardViewController"), "\(text)")
        #expect(!text.contains("push Welcome"), "an identifier the code computes is not the initial scene: \(text)")
        #expect(text.contains("not a step: pushViewController: type unknown: ScreenProvider.screen(named:) returns a value"), "\(text)")
    }

    @Test func aStoryboardAppStartsAtTheMainStoryboardNotTheLaunchScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-storyboard-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let apps = AppFixtures.folder.appendingPathComponent("StoryboardApp/Mail/Base.lproj")
        try FileManager.default.copyItem(
            at: apps.appendingPathComponent("LaunchScreen.storyboard"),
            to: folder.appendingPathComponent("Base.lproj/LaunchScreen.storyboard"))
        try FileManager.default.copyItem(
            at: Fixtures.folder.appendingPathComponent("Segues.storyboard"),
            to: folder.appendingPathComponent("Base.lproj/Main.storyboard"))
        let text = try AppFixtures.imported([folder.path], title: "Segues")
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy.windowRoot == "RootTabBarController")
        #expect(text.contains("# LaunchScreen.storyboard is the launch screen: not read"))
        #expect(text.contains("Home show Detail: DetailTableViewController"), "the segues are toured")
    }
}

@Suite("navviz import: code, construct by construct")
struct CodeConstructTests {
    /// An app's scene delegate whose window shows `root` (Swift that makes it) at launch: nine lines.
    static func sceneDelegate(root: String) -> String {
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                let window = UIWindow(windowScene: scene as! UIWindowScene)
                window.rootViewController = \(root)
                window.makeKeyAndVisible()
                self.window = window
            }
        }
        """
    }

    func imported(device: TargetDevice = TargetDevice(), _ source: String) throws -> String {
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "App.swift", text: source, device: device)])
        return try NavImporter.imported(app: [], infoPlist: nil, code: facts, title: "App", device: device).text
    }

    /// A mail app whose scene delegate makes `split` with `making` (lines of Swift) and
    /// whose mailboxes show a message with `showDetailViewController` (at App.swift:N+9).
    private func mailSplitApp(_ making: String, device: TargetDevice = TargetDevice()) throws -> String {
        let indented = making.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        return try imported(
            device: device,
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            \(indented)
                    window?.rootViewController = split
                }
            }
            final class MailboxesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    showDetailViewController(MessageViewController(), sender: self)
                }
            }
            final class EmptyViewController: UIViewController {}
            final class MessageViewController: UIViewController {}
            """)
    }

    @Test func splitViewsShowDetailAndGoBack() throws {
        let text = try mailSplitApp(
            """
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UINavigationController(rootViewController: MailboxesViewController()), for: .primary)
            split.setViewController(EmptyViewController(), for: .secondary)
            """)
        let flow = expectChecks(text)
        // A column-style split view (R46): a column that is no navigation controller is put in one.
        #expect(text.contains("] style: doubleColumn"))
        #expect(flow.frames[0].hierarchy["Split"]?.children == ["MailboxesNav", "EmptyNav"])
        #expect(text.contains("  nav MailboxesNav [                            # App.swift:5 setViewController(_:for: .primary)"))
        // showDetail sets the secondary column, which pushes onto its navigation controller; back is a pop.
        #expect(text.contains("Mailboxes showDetail Message: MessageViewController # App.swift:12 showDetailViewController"))
        let message = try #require(flow.frames.first { $0.hierarchy.isVisible("Message") })
        #expect(message.hierarchy["EmptyNav"]?.children == ["Empty", "Message"])
        #expect(text.contains("Message pop                                     # back from App.swift:12"))
    }

    /// A coordinator no traced path starts sets the stack of a navigation controller it was
    /// given: that stack is an entry, not a new stack drawn on the screen on top.
    @Test func anUnreachedCoordinatorsStackIsAnEntryNotTheTopsStack() throws {
        let text = try homeApp(
            """
            final class ExportCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    navigationController.setViewControllers([ExportViewController()], animated: false)
                }
            }
            final class ExportViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("# entry: ExportCoordinator.start()"), "\(text)")
        #expect(text.contains("entry nav ExportNav ["), "\(text)")
        #expect(!text.contains("setStack"), "no stack of the screen on top that no code sets")
    }

    /// An alert that a helper no traced path calls shows over whatever screen is on top: no
    /// arrow from a screen no code shows asking for it, a note with its title instead.
    @Test func anUnreachedHelpersAlertIsANoteNotAnArrowFromTheTop() throws {
        let text = try homeApp(
            """
            extension UIViewController {
                func showDeleted() {
                    let alert = UIAlertController(title: "Deleted", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
            """)
        expectChecks(text)
        #expect(text.contains("not a step: present: an alert \"Deleted\" that code no traced path runs"), "\(text)")
        #expect(!text.contains("present alert"))
    }

    /// An app whose window shows `HomeViewController` in a navigation controller, and `rest`.
    private func homeApp(_ rest: String) throws -> String {
        try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                }
            }
            final class HomeViewController: UIViewController {}
            \(rest)
            """)
    }

    @Test func aClassicSplitViewsShowDetailReplacesTheSecondaryColumnOnAnIPad() throws {
        let making = """
            let split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: MailboxesViewController()), EmptyViewController()]
            """
        let pad = try mailSplitApp(making, device: TargetDevice(idiom: .pad))
        let flow = expectChecks(pad)
        #expect(!pad.contains("style: doubleColumn"))
        #expect(flow.frames[0].hierarchy["Split"]?.children == ["MailboxesNav", "Empty"])
        #expect(pad.contains("Mailboxes showDetail Message: MessageViewController # App.swift:11 showDetailViewController"))
        #expect(pad.contains("Mailboxes showDetail Empty                      # back from App.swift:11"), "the old secondary column again")
        // On an iPhone, the default, the split view is collapsed: the detail is pushed onto the primary stack (R36, R45).
        let phone = try mailSplitApp(making)
        #expect(!phone.contains("device ipad"))
        #expect(expectChecks(phone).frames[0].hierarchy["MailboxesNav"]?.children == ["Mailboxes", "Empty"])
        #expect(phone.contains("Mailboxes showDetail Message: MessageViewController # App.swift:11 showDetailViewController"))
        #expect(phone.contains("Message pop                                     # back from App.swift:11"))
    }

    /// A mail app on a classic split view whose message screen, shown with `showDetail` as
    /// `detail` (Swift), runs `action` when a row is tapped.
    private func messageApp(detail: String, action: String, device: TargetDevice) throws -> String {
        try imported(
            device: device,
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let split = UISplitViewController()
                    split.viewControllers = [UINavigationController(rootViewController: MailboxesViewController()), EmptyViewController()]
                    window?.rootViewController = split
                }
            }
            final class MailboxesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    showDetailViewController(\(detail), sender: self)
                }
            }
            final class MessageViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    \(action)
                }
            }
            final class EmptyViewController: UIViewController {}
            final class FoldersViewController: UIViewController {}
            final class ComposeViewController: UIViewController {}
            enum Router {
                static func topViewController() -> UIViewController { lookUpTheTop() }
            }
            """)
    }

    /// On an iPad a detail in no navigation controller is a column of its own: its `show` is
    /// the split view's, which makes the shown screen the primary column (R36); the way back
    /// shows the old primary again. The import writes what the simulator does, so nothing is refused.
    @Test func showFromADetailInNoNavigationControllerReplacesThePrimaryColumn() throws {
        let pad = try messageApp(
            detail: "MessageViewController()", action: "show(FoldersViewController(), sender: self)", device: TargetDevice(idiom: .pad))
        let flow = expectChecks(pad)
        #expect(pad.contains("Message show Folders: FoldersViewController"), "\(pad)")
        #expect(pad.contains("Split show MailboxesNav "), "\(pad)")
        let folders = try #require(flow.frames.first { $0.hierarchy.isVisible("Folders") })
        #expect(folders.hierarchy["Split"]?.children == ["Folders", "Message"])
        #expect(flow.frames.last?.hierarchy["Split"]?.children == ["MailboxesNav", "Empty"])
    }

    /// Collapsed on an iPhone, a detail navigation controller is pushed onto the primary stack
    /// (R36): the way back pops that stack, not the detail's own (where a pop does nothing).
    /// In the window, a screen with no tab bar controller above it has none: `if let tabs =
    /// tabBarController` does not run, its `else` does.
    @Test func aCollapsedDetailIsPoppedFromThePrimaryAndAMissingContainerIsNil() throws {
        let phone = try messageApp(
            detail: "UINavigationController(rootViewController: MessageViewController())",
            action: """
                if let tabs = tabBarController {
                            tabs.present(FoldersViewController(), animated: true)
                        } else {
                            present(ComposeViewController(), animated: true)
                        }
                """,
            device: TargetDevice())
        let flow = expectChecks(phone)
        #expect(phone.contains("MailboxesNav pop "), "\(phone)")
        #expect(flow.frames.last?.hierarchy["MailboxesNav"]?.children == ["Mailboxes", "Empty"])
        #expect(phone.contains("Message present Compose: ComposeViewController"), "\(phone)")
        #expect(!phone.contains("present Folders"), "the branch of a tab bar controller the screen is not in")
    }

    /// Collapsed on an iPhone, a detail shown with `showDetail` is pushed onto the primary
    /// stack: the screen on top, which a present on a view controller the import cannot follow
    /// is drawn from, is that detail, not the secondary column under it.
    @Test func theTopOfACollapsedSplitViewIsTheDetailPushedOntoThePrimary() throws {
        let phone = try messageApp(
            detail: "MessageViewController()", action: "Router.topViewController().present(ComposeViewController(), animated: true)",
            device: TargetDevice())
        let flow = expectChecks(phone)
        #expect(phone.contains("Message present Compose: ComposeViewController"), "\(phone)")
        #expect(flow.frames.contains { $0.hierarchy.isVisible("Compose") })
    }

    /// A screen the import places by guess (an entry: code no path reaches pushes it) has no
    /// navigation controller on the map, but the app's has one: both sides of `if let
    /// controller = navigationController` are read, not only the `else`.
    @Test func aGuessedScreensMissingContainerIsNotSurelyNil() throws {
        let text = try homeApp(
            """
            final class ExportCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() { navigationController.pushViewController(PickerViewController(), animated: true) }
            }
            final class PickerViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if let controller = navigationController {
                        controller.popViewController(animated: true)
                    } else {
                        presentingViewController?.dismiss(animated: true)
                    }
                }
            }
            """)
        expectChecks(text)
        #expect(text.contains("entry Picker: PickerViewController"), "\(text)")
        #expect(text.contains("# App.swift:16 not a step: popViewController"), "the pop of the `if let` is read: \(text)")
    }

    /// UIKit asks a split view's delegate first (`splitViewController(_:showDetail:sender:)`):
    /// one that shows the detail itself, unwrapping a navigation controller onto the primary
    /// stack, is what runs, not a push of the navigation controller (R5).
    /// `settings = settings ?? makeSettings()` on an optional only declared: Swift starts it at nil,
    /// so the right side is what the tab holds, even where the app extends the property's class.
    @Test func anOptionalPropertyOnlyDeclaredIsNilOnTheLeftOfACoalescing() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private let controller = AppController()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let tabs = UITabBarController()
                    window?.rootViewController = tabs
                    controller.reset(tabs: tabs)
                }
            }
            final class AppController {
                private var settingsNavigationController: UINavigationController?
                func reset(tabs: UITabBarController) {
                    settingsNavigationController = settingsNavigationController
                        ?? UINavigationController(rootViewController: SettingsViewController())
                    tabs.viewControllers = [
                        UINavigationController(rootViewController: InboxViewController()),
                        settingsNavigationController ?? UINavigationController(),
                    ]
                }
            }
            extension UINavigationController {
                func replaceTop(with controller: UIViewController) {}
            }
            final class InboxViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("Settings: SettingsViewController"), "\(text)")
        #expect(!text.contains("with 0 children"), "\(text)")
    }

    /// A button's callback that only calls a delegate protocol's requirement
    /// (`coordinatorDelegate?.showSettings()`) runs the conformer's function, which presents.
    @Test func aCallbackThatCallsADelegateProtocolRunsTheConformer() throws {
        let text = try imported(
            """
            protocol LibrariesCoordinatorDelegate: AnyObject {
                func showSettings()
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var coordinator: MasterCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let nav = UINavigationController()
                    window?.rootViewController = nav
                    let coordinator = MasterCoordinator(navigationController: nav)
                    self.coordinator = coordinator
                    coordinator.start(animated: false)
                }
            }
            final class MasterCoordinator: NSObject {
                weak var navigationController: UINavigationController?
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                }
                func start(animated: Bool) {
                    guard let navigationController else { return }
                    let librariesController = createLibrariesViewController()
                    navigationController.setViewControllers([librariesController], animated: animated)

                    func createLibrariesViewController() -> LibrariesViewController {
                        let controller = LibrariesViewController()
                        controller.coordinatorDelegate = self
                        return controller
                    }
                }
            }
            extension MasterCoordinator: LibrariesCoordinatorDelegate {
                func showSettings() {
                    let controller = SettingsViewController()
                    navigationController?.present(controller, animated: true)
                }
            }
            final class LibrariesViewController: UIViewController {
                weak var coordinatorDelegate: LibrariesCoordinatorDelegate?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupNavigationBar()
                }
                private func setupNavigationBar() {
                    let item = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
                    item.rx.tap
                        .subscribe(onNext: { [weak self] _ in
                            self?.coordinatorDelegate?.showSettings()
                        })
                        .disposed(by: self.disposeBag)
                    self.navigationItem.rightBarButtonItem = item
                }
            }
            final class SettingsViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("LibrariesNav present Settings: SettingsViewController # App.swift:35 present"), "\(text)")
        #expect(!text.contains("entry"), "\(text)")
    }

    /// `UIHostingController(rootView: view.environmentObject(model))`: a modifier keeps the view,
    /// and the box is named after the view it hosts, as a SwiftUI screen is.
    @Test func aHostingControllerIsNamedAfterTheViewItHostsThroughItsModifiers() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let nav = UINavigationController(rootViewController: HomeViewController())
                    window?.rootViewController = nav
                }
            }
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in self?.showSettings() })
                }
                private func showSettings() {
                    let model = SettingsModel()
                    var view = SettingsListView()
                    view.title = "Settings"
                    let controller = UIHostingController(rootView: view.environmentObject(model))
                    present(controller, animated: true)
                }
            }
            final class SettingsModel: ObservableObject {}
            struct SettingsListView: View {
                var title = ""
                var body: some View { Text(title) }
            }
            """)
        expectChecks(text)
        #expect(text.contains("Home present SettingsListView: UIHostingController # App.swift:18 present"), "\(text)")
    }

    /// `split.viewController(for: .primary)` is the view controller the column was given, not
    /// the navigation controller UIKit wraps it in: what a coordinator presents from.
    @Test func aSplitViewsColumnIsTheViewControllerItWasGiven() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var coordinator: SceneCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let split = UISplitViewController(style: .doubleColumn)
                    split.setViewController(FeedsViewController(), for: .primary)
                    split.setViewController(ArticleViewController(), for: .secondary)
                    window?.rootViewController = split
                    coordinator = SceneCoordinator(split: split)
                }
            }
            final class SceneCoordinator {
                private let feeds: FeedsViewController
                init(split: UISplitViewController) {
                    feeds = split.viewController(for: .primary) as! FeedsViewController
                    feeds.coordinator = self
                }
                func showAddFolder() {
                    let add = UINavigationController(rootViewController: AddFolderViewController())
                    add.modalPresentationStyle = .formSheet
                    feeds.present(add, animated: true)
                }
            }
            final class FeedsViewController: UITableViewController {
                weak var coordinator: SceneCoordinator?
                @objc func addFolder(_ sender: Any) { coordinator?.showAddFolder() }
            }
            final class ArticleViewController: UIViewController {}
            final class AddFolderViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("Feeds present nav AddFolderNav ["), "\(text)")
        #expect(!text.contains("entry"), "\(text)")
    }

    /// A helper that is no view controller and is the delegate of what it presents: UIKit
    /// calls its delegate methods while that is on screen, so they run there, not as entries.
    @Test func theDelegateMethodsOfAHelperRunWhileWhatItDelegatesForIsOnScreen() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: CommentViewController())
                }
            }
            final class CommentViewController: UIViewController {
                private lazy var attachments = AttachmentController(viewController: self)
                @objc func attachPhoto(_ sender: Any) {
                    attachments.pickPhoto()
                }
            }
            final class AttachmentController: NSObject, UIDocumentPickerDelegate {
                private weak var viewController: UIViewController?
                init(viewController: UIViewController) {
                    self.viewController = viewController
                }
                func pickPhoto() {
                    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.image])
                    picker.delegate = self
                    viewController?.present(picker, animated: true)
                }
                func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
                    viewController?.navigationController?.pushViewController(UploadViewController(), animated: true)
                }
            }
            final class UploadViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(
            text.contains(
                "Comment present Picker: UIDocumentPickerViewController # App.swift:21 present\nCommentNav push Upload: UploadViewController"),
            "\(text)")
        #expect(!text.contains("entry"), "\(text)")
    }

    @Test func aSplitViewsDelegateThatShowsTheDetailItselfIsWhatRuns() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = MailSplitViewController()
                }
            }
            final class MailSplitViewController: UISplitViewController {
                private let splitDelegate = MailSplitDelegate()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: MailboxesViewController()), EmptyViewController()]
                    delegate = splitDelegate
                }
            }
            final class MailSplitDelegate: NSObject, UISplitViewControllerDelegate {
                func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
                    guard let primary = splitViewController.viewControllers.first as? UINavigationController else { return false }
                    if let nav = vc as? UINavigationController, let first = nav.viewControllers.first {
                        primary.pushViewController(first, animated: true)
                    }
                    return true
                }
            }
            final class MailboxesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    showDetailViewController(UINavigationController(rootViewController: MessageViewController()), sender: self)
                }
            }
            final class EmptyViewController: UIViewController {}
            final class MessageViewController: UIViewController {}
            """)
        let flow = expectChecks(text)
        #expect(flow.frames.allSatisfy { $0.exception == nil }, "\(text)")
        #expect(text.contains("MailboxesNav push Message: MessageViewController # App.swift:19 pushViewController"), "\(text)")
        #expect(!text.contains(" showDetail "), "\(text)")
        #expect(text.contains("# App.swift:26 showDetailViewController: the split view's delegate shows it"), "\(text)")
        #expect(!text.contains("the tour does not make"), "\(text)")
    }

    /// A body that wraps the same content per device (an iPhone's `NavigationStack { content }`,
    /// an iPad's bare `content`) shows it once: one box per view and place.
    @Test func aBodyThatWrapsTheSameContentPerDeviceShowsItOnce() throws {
        let text = try imported(
            """
            @main
            struct HomeApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                @State private var showsSettings = false
                var body: some View {
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        NavigationStack { content }
                            .sheet(isPresented: $showsSettings) { SettingsView() }
                    } else {
                        content
                            .sheet(isPresented: $showsSettings) { SettingsView() }
                    }
                }
                private var content: some View {
                    Group {
                        if signedIn { DashboardView() } else { OnboardingView() }
                    }
                }
            }
            struct DashboardView: View {
                var body: some View { NavigationStack { Text("Dashboard") } }
            }
            struct OnboardingView: View {
                var body: some View { WebView() }
            }
            struct WebView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> WebViewController { WebViewController() }
            }
            final class WebViewController: UIViewController {}
            struct SettingsView: View {
                var body: some View { Text("Settings") }
            }
            """)
        let flow = expectChecks(text)
        let names = flow.frames[0].hierarchy.creationOrder
        #expect(names.filter { $0.hasPrefix("Dashboard") && !$0.hasSuffix("Nav") }.count == 1, "\(names)")
        #expect(names.filter { $0.hasPrefix("WebViewController") || $0.hasPrefix("Web:") || $0 == "Web" }.count == 1, "\(names)")
        #expect(!text.contains("_2"), "no view is drawn twice")
        #expect(text.components(separatedBy: " present Settings").count == 2, "the sheet is one step")
    }

    /// Every stack of the app's own navigation controller class is named after its root
    /// screen (an abbreviated `VC` dropped, as `ViewController` is), its class beside it.
    @Test func anAppsNavigationControllerSubclassIsNamedAfterItsRoot() throws {
        let text = try imported(
            """
            final class StyledNavigationController: UINavigationController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = StyledNavigationController(rootViewController: HomeVC())
                }
            }
            final class HomeVC: UIViewController {
                @objc func compose() {
                    present(StyledNavigationController(rootViewController: ComposeViewController()), animated: true)
                }
            }
            final class ComposeViewController: UIViewController {}
            """)
        #expect(text.contains("root nav HomeNav: StyledNavigationController ["))
        #expect(text.contains("HomeVC present nav ComposeNav: StyledNavigationController ["))
        #expect(!text.contains("StyledNavigationController_"))
    }

    @Test func aTripleColumnSplitViewHasItsSupplementaryColumn() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let split = UISplitViewController(style: .tripleColumn)
                    split.setViewController(MessageViewController(), for: .secondary)
                    split.setViewController(MailboxesViewController(), for: .primary)
                    split.setViewController(InboxViewController(), for: .supplementary)
                    split.setViewController(PhoneViewController(), for: .compact)
                    window?.rootViewController = split
                }
            }
            final class MailboxesViewController: UIViewController {}
            final class InboxViewController: UIViewController {}
            final class MessageViewController: UIViewController {}
            final class PhoneViewController: UIViewController {}
            """)
        let flow = expectChecks(text)
        #expect(text.contains("] style: tripleColumn"))
        #expect(
            flow.frames[0].hierarchy["Split"]?.children == ["MailboxesNav", "InboxNav", "MessageNav"], "in column order, whatever the code's order")
        #expect(text.contains("# note: App.swift:8 setViewController(_:for: .compact): the flow draws tripleColumn's primary, supplementary"))
    }

    @Test func containmentAndGenericHelpers() throws {
        let text = try imported(
            """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = PageViewController()
                    return true
                }
            }
            final class PageViewController: UIViewController {
                private let header = HeaderViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(header)
                    header.didMove(toParent: self)
                }
                @objc func openHelp() {
                    presentSheet(HelpViewController())
                }
                func presentSheet<T: UIViewController>(_ controller: T) {
                    controller.modalPresentationStyle = .formSheet
                    present(controller, animated: true)
                }
            }
            final class HeaderViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            """)
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["Page"]?.children == ["Header"], "addChild in viewDidLoad is containment")
        #expect(
            text.contains("Page present Help: HelpViewController style: formSheet # App.swift:21 present"),
            "a generic helper called with a known argument")
    }

    /// `navviz import -o` replaces its own flow, whose title comment goes above the title
    /// when an app has so many files that it would make the line too long.
    @Test func importRecognisesItsOwnFlowWhateverTheTitleCommentsPlace() {
        let beside = "title \"Notes\"  # imported from 5 Swift files by navviz import\nroot A\n"
        let above = "# imported from 1136 Swift files, 1 storyboard, 181 xibs by navviz import\ntitle \"pocket-casts-ios\"\nroot A\n"
        #expect(NavImporter.wrote(Array(beside.utf8)))
        #expect(NavImporter.wrote(Array(above.utf8)))
        #expect(!NavImporter.wrote(Array("# by navviz import\nroot A\n".utf8)), "a flow without the title line is the user's")
        #expect(!NavImporter.wrote(Array("title \"Mine\"\nroot A\n".utf8)))
    }
}
