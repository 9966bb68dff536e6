import NavCodeFacts
import NavImport
import NavSwiftReader
import Testing

/// A view controller that embeds its children (`addChild`, a `contentViewController`
/// setter) is a container in the flow: its children are embedded, swapped as steps, never presented.
extension CodeConstructTests {
    /// A reader app whose root embeds a sidebar and a content navigation controller, and
    /// whose `showSaved()` swaps the content: `embedding` is how the content property embeds
    /// (a setter, a `didSet`) and `extra` more of the root's code.
    private func containerApp(embedding: String, extra: String = "") -> String {
        """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = RootViewController()
                return true
            }
        }
        final class RootViewController: UIViewController {
            private let sidebar = SidebarViewController()
            private var contentNavigationController: UINavigationController?
            \(embedding)
            override func viewDidLoad() {
                super.viewDidLoad()
                embed(sidebar)
                contentViewController = TodayViewController()
            }
            func setContent(_ viewController: UIViewController) {
                if let current = contentNavigationController { remove(current) }
                let navigationController = UINavigationController(rootViewController: viewController)
                embed(navigationController)
                contentNavigationController = navigationController
            }
            private func embed(_ child: UIViewController) {
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
            private func remove(_ child: UIViewController) {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            @objc func showSaved() {
                setContent(SavedViewController())
            }
            \(extra)
        }
        final class SidebarViewController: UITableViewController {}
        final class TodayViewController: UITableViewController {}
        final class SavedViewController: UITableViewController {}
        """
    }

    private static let setter = """
        var contentViewController: UIViewController? {
            get { contentNavigationController?.viewControllers.first }
            set {
                guard let newValue else { return }
                setContent(newValue)
            }
        }
        """

    @Test func aContainerEmbedsItsChildrenAsItIsBuilt() throws {
        let text = try imported(containerApp(embedding: Self.setter))
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["Root"]?.children == ["Sidebar", "TodayNav"], "addChild, and a setter that embeds what it is given")
        #expect(flow.frames[0].hierarchy["TodayNav"]?.children == ["Today"])
        #expect(text.contains("  Sidebar: SidebarViewController,               # App.swift:31 addChild"))
    }

    @Test func aDidSetEmbedsWhatItIsGiven() throws {
        let didSet = """
            var contentViewController: UIViewController? {
                didSet { if let contentViewController { setContent(contentViewController) } }
            }
            """
        let flow = expectChecks(try imported(containerApp(embedding: didSet)))
        #expect(flow.frames[0].hierarchy["Root"]?.children == ["Sidebar", "TodayNav"])
    }

    @Test func aContainerSwapsItsChildInSteps() throws {
        let text = try imported(containerApp(embedding: Self.setter))
        let flow = expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        let removed = try #require(lines.firstIndex { $0.hasPrefix("TodayNav removeFromParent") }, "the old child leaves:\n\(text)")
        let added = try #require(lines.firstIndex { $0.hasPrefix("Root addChild nav SavedNav [") }, "the new one comes in:\n\(text)")
        #expect(removed < added)
        #expect(lines[removed].contains("# App.swift:38 removeFromParent"))
        #expect(flow.frames.last?.hierarchy["Root"]?.children == ["Sidebar", "SavedNav"], "one content child at a time")
    }

    @Test func anEmbeddedChildIsNeverPresented() throws {
        let text = try imported(containerApp(embedding: Self.setter))
        for child in ["Sidebar", "TodayNav", "Today", "SavedNav", "Saved"] {
            #expect(!text.contains("present \(child)"), "\(child) is embedded:\n\(text)")
            #expect(!text.contains("push \(child)"), "\(child) is embedded:\n\(text)")
        }
        #expect(!text.contains("entry:"), "every screen is reached as the code embeds it")
    }

    @Test func aChildRemovedBeforeTheContainerIsShownIsNotInIt() throws {
        let text = try imported(
            containerApp(
                embedding: Self.setter,
                extra: """
                    @objc func hideSidebar() {
                        sidebar.removeFromParent()
                    }
                    override func loadView() {
                        super.loadView()
                        let banner = BannerViewController()
                        addChild(banner)
                        banner.removeFromParent()
                    }
                    """) + "\nfinal class BannerViewController: UIViewController {}")
        let flow = expectChecks(text)
        #expect(flow.frames[0].hierarchy["Root"]?.children == ["Sidebar", "TodayNav"], "the banner is added, then removed as it is built:\n\(text)")
        #expect(text.contains("Sidebar removeFromParent                        # App.swift:44 removeFromParent"), "on screen, a step")
        #expect(!text.contains("present Sidebar"))
        #expect(!text.contains("present Banner"), "a child the code embeds is never presented, though it is never on screen")
    }
}

extension CodeConstructTests {
    /// A popover segue the code performs keeps the anchor the storyboard gives it: on an
    /// iPad the step is anchored, as UIKit anchors it, not left to crash.
    @Test func aPopoverSegueTheCodePerformsKeepsItsStoryboardAnchor() throws {
        let storyboard = inlineStoryboard(
            """
            <viewController id="a" customClass="TabViewController" sceneMemberID="viewController"><connections>
            <segue destination="p" kind="popoverPresentation" identifier="Privacy" popoverAnchorView="shield" id="s1"/>
            </connections></viewController>
            <viewController id="p" customClass="PrivacyViewController" sceneMemberID="viewController"/>
            """)
        let source = """
            final class TabViewController: UIViewController {
                @IBAction func showPrivacy() {
                    performSegue(withIdentifier: "Privacy", sender: self)
                }
            }
            final class PrivacyViewController: UIViewController {}
            """
        let pad = TargetDevice(idiom: .pad)
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "App.swift", text: source, device: pad)])
        let text = try NavImporter.imported(app: [storyboard], infoPlist: nil, code: facts, title: "App", device: pad, lint: true).text
        #expect(text.contains("present Privacy: PrivacyViewController style: popover sourceView: \"shield\""), "\(text)")
        expectChecks(text)
    }

    /// A storyboard split view with a supplementary column, as the app's main storyboard
    /// makes it: column-style, each column in a navigation controller of its own (R46).
    @Test func aStoryboardSplitViewWithASupplementaryColumnHasThreeColumns() throws {
        let storyboard = inlineStoryboard(
            """
            <splitViewController id="a" customClass="RootSplitViewController" sceneMemberID="viewController"><connections>
            <segue destination="c" kind="relationship" relationship="detailViewController" id="s1"/>
            <segue destination="f" kind="relationship" relationship="masterViewController" id="s2"/>
            <segue destination="t" kind="relationship" relationship="supplementaryViewController" id="s3"/>
            </connections></splitViewController>
            <viewController id="f" customClass="FeedsViewController" sceneMemberID="viewController"/>
            <viewController id="t" customClass="TimelineViewController" sceneMemberID="viewController"/>
            <viewController id="c" customClass="ArticleViewController" sceneMemberID="viewController"/>
            """)
        let source = """
            final class RootSplitViewController: UISplitViewController {}
            final class FeedsViewController: UIViewController {}
            final class TimelineViewController: UIViewController {}
            final class ArticleViewController: UIViewController {}
            """
        let facts = CodeFacts(files: [SwiftFileReader.read(path: "App.swift", text: source, device: TargetDevice())])
        let text = try NavImporter.imported(app: [storyboard], infoPlist: nil, code: facts, title: "App").text
        let columns = ["nav FeedsNav [", "nav TimelineNav [", "nav ArticleNav ["].map { text.range(of: $0)?.lowerBound }
        #expect(columns.allSatisfy { $0 != nil }, "\(text)")
        #expect(columns.compactMap { $0 } == columns.compactMap { $0 }.sorted(), "primary, supplementary, secondary")
        #expect(text.contains("] style: tripleColumn"))
        #expect(!text.contains("left out"))
        expectChecks(text)
    }
}

/// What the tour shows once is not shown again as an entry.
extension CodeConstructTests {
    /// An action sheet of the app's own `UIAlertController` subclass, anchored and presented
    /// from a screen the tour shows: a step shows it, so it is no screen "no path of the tour
    /// goes" to, drawn again over whatever is on top without the anchor its code sets.
    @Test func anAlertSubclassAStepShowsIsNoEntry() throws {
        let text = try imported(
            """
            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ComposeViewController())"))
            final class PortraitAlertController: UIAlertController {}
            final class ComposeViewController: UIViewController {
                let cancelItem = UIBarButtonItem()
                @objc func cancelTapped() {
                    let sheet = PortraitAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Discard", style: .destructive))
                    sheet.popoverPresentationController?.barButtonItem = cancelItem
                    present(sheet, animated: true)
                }
            }
            """)
        expectChecks(text)
        #expect(text.contains("Compose present actionSheet PortraitAlertController barButtonItem: \"cancelItem\""), "\(text)")
        #expect(!text.contains("entry"), "\(text)")
    }

    /// `sourceView = toolbar?.shareButton ?? view`: the anchor is named after what the code means first.
    @Test func anAnchorGivenWithAFallbackIsNamedAfterItsFirstChoice() throws {
        let text = try imported(
            """
            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: FileViewController())"))
            final class Toolbar: UIView {
                let shareButton = UIButton()
            }
            final class FileViewController: UIViewController {
                var toolbar: Toolbar?
                @objc func shareTapped() {
                    let share = UIActivityViewController(activityItems: [], applicationActivities: nil)
                    share.popoverPresentationController?.sourceView = toolbar?.shareButton ?? view
                    present(share, animated: true)
                }
            }
            """)
        expectChecks(text)
        #expect(text.contains("File present Share: UIActivityViewController sourceView: \"shareButton\""), "\(text)")
    }
}
