import Foundation
import NavLint
import Testing

/// What the tour's findings say of the app, not of the import's own choices.
@Suite struct LintTourTests {
    /// A screen no traced path shows is drawn as an entry over the screen on top: where its
    /// presenter stands is the import's guess. Here the top is a navigation controller that
    /// UIKit emptied under More (six tabs, the last one toured last, R73), out of the window:
    /// UIKit's warning that the presenter is not in the window is not the app's.
    @Test func aScreenNoPathShowsGetsNoWarningAboutWhereTheImportPlacedIt() throws {
        let source = """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let tabs = UITabBarController()
                    tabs.viewControllers = [
                        Inbox(), Drafts(), Sent(), Archive(), Trash(), UINavigationController(rootViewController: Accounts()),
                    ]
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }

            final class Inbox: UIViewController {}
            final class Drafts: UIViewController {}
            final class Sent: UIViewController {}
            final class Archive: UIViewController {}
            final class Trash: UIViewController {}

            final class Accounts: UIViewController {
                @objc func addAccount() {
                    navigationController?.pushViewController(NewAccount(), animated: true)
                }
            }

            final class NewAccount: UIViewController {}
            final class Offer: UIViewController {}

            enum Offers {
                static func make() -> UIViewController { Offer() }
            }

            """
        let report = try Self.lint(app: source, devices: [.iphone])
        #expect(report.findings.isEmpty, "\(report.json())")
    }

    /// An app's own helper on the popover's controller (`setSourceView(_:)`), or a call it is
    /// handed to (a library's `with(_:_:)`, the app's `configure(_:update:)`), anchors it, as
    /// setting `sourceView` does: the popover it anchors is no crash on the iPad.
    @Test func aPopoverAnchoredByTheAppsHelperIsNoCrash() throws {
        let source =
            Self.app(rootedIn: "Repository") + """
                func configure<T>(_ item: T, update: (inout T) -> Void) {
                    var copy = item
                    update(&copy)
                }

                extension UIPopoverPresentationController {
                    func setSourceView(_ view: UIView) {
                        sourceView = view
                        sourceRect = view.bounds
                    }
                }

                final class Repository: UIViewController {
                    @objc func onMore(sender: UIView) {
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                        sheet.popoverPresentationController?.setSourceView(sender)
                        present(sheet, animated: true)
                    }

                    @objc func onShare(sender: UIView) {
                        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                        present(sheet, animated: true)
                    }

                    @objc func onExport(sender: UIBarButtonItem) {
                        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
                        with(activity.popoverPresentationController) { $0?.barButtonItem = sender }
                        present(activity, animated: true)
                    }

                    @objc func onPrint(sender: UIBarButtonItem) {
                        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
                        configure(activity.popoverPresentationController) { $0?.barButtonItem = sender }
                        present(activity, animated: true)
                    }
                }

                """
        let report = try Self.lint(app: source, devices: [.ipad])
        #expect(report.findings.map(\.line) == [38], "\(report.json())")
        #expect(report.findings.allSatisfy { $0.rule == "R43" })
    }

    /// A branch on the app's own flag that asks the device (`var isPad: Bool` in an
    /// `extension UIViewController`, seen from a `UITableViewController`) runs only on its
    /// device: the iPad shows the alert, not the action sheet of the iPhone's side. A flag the
    /// code changes (`isCompact`) says nothing of the device: its action sheet needs an anchor.
    @Test func aBranchOnTheAppsOwnDeviceFlagRunsOnItsDeviceOnly() throws {
        let source =
            Self.app(rootedIn: "Settings") + """
                extension UIViewController {
                    var isPad: Bool {
                        return UIDevice.current.userInterfaceIdiom == .pad
                    }
                }

                enum ClearAllAlert {
                    static var isCompact = false

                    static func show(usingController controller: UIViewController) {
                        if controller.isPad {
                            let alert = UIAlertController(title: "Clear all?", message: nil, preferredStyle: .alert)
                            controller.present(alert, animated: true)
                        } else {
                            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                            controller.present(sheet, animated: true)
                        }
                    }

                    static func showCompact(usingController controller: UIViewController) {
                        if isCompact {
                            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                            controller.present(sheet, animated: true)
                        }
                    }
                }

                final class Settings: UITableViewController {
                    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        ClearAllAlert.show(usingController: self)
                    }

                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        ClearAllAlert.isCompact = size.width < 500
                    }
                }

                """
        let report = try Self.lint(app: source, devices: [.ipad])
        #expect(report.findings.map { "\($0.rule):\($0.line)" } == ["R43:37"], "\(report.json())")
    }

    /// A share sheet anchored in the lines right after its `present` has its anchor when UIKit
    /// lays the popover out, in each function that does so, though the functions share the
    /// property that holds it (one object the tour anchors twice).
    @Test func aPopoverAnchoredRightAfterItsPresentInEachOfTwoFunctionsIsNoCrash() throws {
        let source =
            Self.app(rootedIn: "Episode") + """
                final class SharingHelper {
                    static let shared = SharingHelper()
                    private var activityController: UIActivityViewController?

                    func share(from controller: UIViewController, item: UIBarButtonItem?) {
                        activityController = makeActivityController()
                        guard let activityController else { return }
                        controller.present(activityController, animated: true)
                        activityController.popoverPresentationController?.barButtonItem = item
                    }

                    func share(from controller: UIViewController, sourceView: UIView) {
                        activityController = makeActivityController()
                        guard let activityController else { return }
                        controller.present(activityController, animated: true)
                        activityController.popoverPresentationController?.sourceView = sourceView
                    }

                    private func makeActivityController() -> UIActivityViewController {
                        UIActivityViewController(activityItems: ["episode"], applicationActivities: nil)
                    }
                }

                final class Episode: UIViewController {
                    @objc func shareTapped(_ sender: UIBarButtonItem) {
                        SharingHelper.shared.share(from: self, sourceView: view)
                        SharingHelper.shared.share(from: self, item: sender)
                    }
                }

                """
        let report = try Self.lint(app: source, devices: [.ipad])
        #expect(report.findings.isEmpty, "\(report.json())")
    }

    /// A factory makes a new share sheet for each call: the anchor one caller sets on the sheet
    /// it presents is not on the next one, which another caller presents with none (a crash on
    /// the iPad). Before, the one box the tour keeps for the factory's line kept the first anchor.
    @Test func aShareSheetMadeAgainHasNoAnchorFromTheLastOne() throws {
        let source =
            Self.app(rootedIn: "Episode") + """
                final class SharingHelper {
                    static let shared = SharingHelper()

                    func share(from controller: UIViewController, sourceView: UIView) {
                        let activityController = makeActivityController()
                        activityController.popoverPresentationController?.sourceView = sourceView
                        controller.present(activityController, animated: true)
                    }

                    func makeActivityController() -> UIActivityViewController {
                        UIActivityViewController(activityItems: ["episode"], applicationActivities: nil)
                    }
                }

                final class Episode: UIViewController {
                    @objc func shareTapped() {
                        SharingHelper.shared.share(from: self, sourceView: view)
                    }

                    @objc func shareBookmark() {
                        let controller = SharingHelper.shared.makeActivityController()
                        present(controller, animated: true)
                    }
                }

                """
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("present(controller") }) + 1
        let report = try Self.lint(app: source, devices: [.ipad])
        #expect(report.findings.map { "\($0.rule):\($0.line)" } == ["R59:\(line)"], "\(report.json())")
    }

    /// `if let nav = vc as? UINavigationController, let first = nav.viewControllers.first { … } else { … }`:
    /// the `else` runs only where one of them is nil. Given a navigation controller with a
    /// screen, it is presented and the `else` that shows `vc` itself does not run: no
    /// "Pushing a navigation controller is not supported" (R5); given a plain screen, the
    /// `else` runs and pushes it.
    @Test func theElseOfAnIfLetDoesNotRunWhereEachValueUnwraps() throws {
        let source =
            Self.app(rootedIn: "Inbox") + """
                final class Inbox: UIViewController {
                    @objc func openThread() {
                        showDetail(UINavigationController(rootViewController: Thread()))
                    }

                    @objc func openSearch() {
                        showDetail(Search())
                    }

                    func showDetail(_ vc: UIViewController) {
                        if let nav = vc as? UINavigationController, let first = nav.viewControllers.first {
                            first.title = "Thread"
                            present(nav, animated: true)
                        } else {
                            show(vc, sender: self)
                        }
                    }
                }

                final class Thread: UIViewController {}
                final class Search: UIViewController {}

                """
        let report = try Self.lint(app: source, devices: [.iphone])
        #expect(report.findings.isEmpty, "\(report.json())")
    }

    /// The onboarding screen the scene delegate makes the window's root asks its coordinator
    /// to present "About" on the root: the tour's root is that screen, so the present comes
    /// while nothing is over it, and UIKit's R19 warning is not the app's.
    @Test func theRootScreensOwnRequestToPresentOnTheRootIsNoWarning() throws {
        let source = """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let coordinator = AppCoordinator()

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    coordinator.window = window
                    let onboarding = Onboarding()
                    onboarding.delegate = coordinator
                    window.rootViewController = onboarding
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }

            protocol OnboardingDelegate: AnyObject {
                func showAbout()
            }

            final class AppCoordinator: OnboardingDelegate {
                var window: UIWindow?

                func showAbout() {
                    window?.rootViewController?.present(About(), animated: true)
                }
            }

            final class Onboarding: UIViewController {
                weak var delegate: OnboardingDelegate?

                @objc func aboutTapped() {
                    delegate?.showAbout()
                }
            }

            final class About: UIViewController {}

            """
        let report = try Self.lint(app: source, devices: [.iphone])
        #expect(report.findings.isEmpty, "\(report.json())")
    }

    /// An app's one file: `import UIKit`, a scene delegate whose window shows a navigation
    /// controller over `root` (13 lines), then the rest of the file.
    private static func app(rootedIn root: String) -> String {
        """
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: \(root)())
                window.makeKeyAndVisible()
                self.window = window
            }
        }


        """
    }

    /// `source` as an app's one Swift file, in a folder of its own, linted on `devices`.
    private static func lint(app source: String, devices: [LintDevice]) throws -> LintReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        return try LintFixtures.lint([folder.path], devices: devices)
    }
}
