import NavFlowWriting
import NavLanguage
import NavCodeFacts
import NavStoryboard

/// An object the app's code makes, as the code import follows it: a view controller
/// (with the containers and presentations around it, as far as the import needs them
/// to write valid steps), or another object of the app (a coordinator, a SwiftUI view)
/// whose properties hold view controllers and callbacks.
struct CodeObject {
    let id: Int
    /// `HomeViewController`, `UINavigationController`, `UIHostingController<SettingsView>`.
    var className: String
    /// What UIKit sees; nil for an object that is no view controller.
    let kind: ViewControllerKind?
    /// Where it was made, and what made it (`HomeViewController()`, `Main.storyboard:40 scene Detail`).
    let origin: CodeSite
    /// A name the code gives it (the variable or property that holds it), for UIKit classes.
    var hint: String?
    /// What makes it the same screen as another (`CodeHeap.identity`).
    var identity: String?
    /// The function that made it (`SettingsViewController.confirmSignOut()`), which names an alert without a title.
    var madeIn: String?
    /// The storyboard scene it was instantiated from, whose segues it can perform.
    var scene: SceneKey?
    /// The xib its view comes from.
    var nib: String?
    var properties: [String: CodeReferent] = [:]
    /// A container's children: the navigation stack, the tabs, the split's columns, or contained children.
    var children: [Int] = []
    var parent: Int?
    var presented: Int?
    var presenter: Int?
    /// Where and how it became its container's child, for the comment of its line.
    var attachment: (site: CodeSite, how: String)?
    /// The code embedded it with `addChild`: a child of its container's view, never a tab, a
    /// stack's screen or a presentation.
    var isEmbedded: Bool { attachment?.how == Self.embedding }
    /// The `how` of an attachment `addChild` makes.
    static let embedding = "addChild"
    /// `modalPresentationStyle`, set by the code or the scene, and where.
    var style: (value: PresentationStyle, site: CodeSite)?
    var selectedTab = 0
    /// A column-style split view's style (`UISplitViewController(style:)`, a `NavigationSplitView`); nil for a classic one.
    var splitStyle: SplitViewStyle?
    /// The column of a column-style split view this view controller is.
    var column: SplitColumn?
    /// Callbacks that run on a user action on it: alert actions, a SwiftUI view's closures, UI actions set up in viewDidLoad.
    var actions: [CodeAction] = []
    /// Presentations its code asked for before it was shown (at launch, in viewDidLoad).
    var pendingPresents: [PendingPresent] = []
    /// The popover anchor the code sets on its `popoverPresentationController` (R43).
    var anchor: PopoverAnchor?
    /// Every place the code sets `anchor`, which `navviz lint` compares with where it presents:
    /// two functions may anchor one object (a property they share), each after its own present.
    var anchorSites: [CodeSite] = []
    /// For an alert: its title and whether it is an action sheet.
    var alert: (title: String?, actionSheet: Bool)?
    /// What SwiftUI adds: the view controller a view is shown by, the navigation a view's body declares.
    var swiftUI = SwiftUIPart()
    /// Its `.nav` name, given when it is first shown.
    var name: String?
    /// In the window now.
    var placed = false
    /// Its class has been written beside its name.
    var declared = false

    var isViewController: Bool { kind != nil }

    /// Whether a split view has the columns `.nav` writes it with: its style's, or a classic
    /// split's two, or its primary alone (the detail comes with the first `showDetail`).
    var hasItsColumns: Bool {
        guard let splitStyle else { return children.count == 1 || children.count == 2 }
        return children.count == splitStyle.columns.count
    }

    /// A presentation asked for before the presenter was on screen.
    struct PendingPresent {
        let presented: Int
        let site: CodeSite
        let style: PresentationStyle?
        let call: String
        /// The app's helper calls that asked for it (`CodeEvaluator.askedAt`), named when it is made.
        let askedAt: [CodeSite]
    }
}

/// A closure that runs later, with what it captured, and a label for the comments
/// (an alert action's title).
struct CodeAction {
    let closure: CodeClosure
    let environment: CodeEnvironment
    let label: String?

    var site: CodeSite { CodeSite(file: environment.file, line: closure.line) }
}
