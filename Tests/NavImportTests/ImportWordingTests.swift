@testable import NavCodeImport
import NavCodeFacts
import NavImport
import NavStoryboard
import NavSwiftReader
import Testing

/// What the import writes and says reads as written once, in the number it counts
/// (issue 44: "not a step: not a step:", "(1 boxes)").
@Suite("navviz import: its words")
struct ImportWordingTests {
    @Test func countsOfOneAreSingular() {
        var counts = CodeImportCounts(screens: 1, screensOnMap: 1, boxes: 3, callSites: 1, drawn: 1, namedWhereTheyRun: 0)
        counts.reachedFromRoot = 1
        counts.swiftUI = SwiftUISiteCounts(sites: 1, drawn: 1, namedWhereTheyRun: 0)
        #expect(
            counts.description
                == "1 of 1 screen on the map (3 boxes: 1 reached from the launch root, 2 entries); 1 navigation call site: 1 step, "
                + "0 named where they run, 0 listed at the end; 1 SwiftUI navigation site: 1 step, 0 named where they run, 0 listed at the end")
        let warning = counts.warning ?? ""
        #expect(warning.hasPrefix("only 1 of 3 boxes is reached from the launch root; the other 2 are entries"), "\(warning)")
    }

    /// The summary's boxes are the map's: an alert and a share sheet are drawn on the box of
    /// the screen that presents them (a badge, a chip), and counted apart.
    @Test func alertsAndSystemViewControllersAreNoBoxesOfTheSummary() throws {
        let source = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                }
            }
            final class HomeViewController: UIViewController {
                @objc func share() {
                    present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
                }
                @objc func confirm() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "App.swift", text: source)])
        let imported = try CodeImporter.imported(
            title: "App", code: facts, storyboards: [], xibs: [], info: AppInfo(), notes: [], reading: AppReading())
        #expect(imported.text.contains("UIActivityViewController") && imported.text.contains("alert "), "\(imported.text)")
        #expect(imported.counts.boxes == 2, "the navigation controller and Home")
        #expect(imported.counts.drawnOnPresenters == 2)
        #expect(
            imported.counts.description.hasPrefix(
                "1 of 1 screen on the map (2 boxes; 2 alerts and system view controllers drawn on their presenters); "))
    }

    /// A screen's action that sets `rootViewController` of an object of the app (a router),
    /// not of a window, is named where it runs, with "not a step" said once.
    @Test func notAStepIsSaidOnce() throws {
        let source = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                }
            }
            final class Router { var rootViewController: UIViewController? }
            final class HomeViewController: UIViewController {
                let router = Router()
                @objc func openSettings() {
                    router.rootViewController = SettingsViewController()
                }
            }
            final class SettingsViewController: UIViewController {}
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "App.swift", text: source)])
        let text = try NavImporter.text(of: [], code: facts, title: "App")
        #expect(text.contains("# App.swift:12 not a step: rootViewController of Router, an object of the app, not a window"), "\(text)")
        #expect(!text.contains("not a step: not a step"), "\(text)")
    }
}
