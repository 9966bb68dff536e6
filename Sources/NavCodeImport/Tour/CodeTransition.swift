import NavLanguage

/// A navigation call the code makes on view controllers in the window, as the tour
/// performs it: what shows what, how, and the line that does it.
struct CodeTransition {
    enum Operation: Equatable {
        /// Onto `navigation`; `written` is the word of the step (`push`, `show`).
        case push(navigation: Int, written: String)
        case present(written: PresentationWord)
        /// Replaces a column of the classic `split` (R36): the secondary (`showDetail`), or the
        /// primary (`show` from a column in no navigation controller).
        case replaceColumn(split: Int, index: Int)
        /// Replaces a column of the column-style `split` with a navigation controller (R46): a
        /// SwiftUI split view's link shows its view in the next column so.
        case setColumn(split: Int, column: SplitColumn)
        /// A navigation controller's whole stack.
        case setStack(navigation: Int)
        case addChild
        /// The actor leaves its parent container (`removeFromParent()`): a container swapping its child.
        case removeFromParent
    }

    let operation: Operation
    /// The view controller whose code makes the call (the step's actor).
    let actor: Int
    /// What is shown: one view controller, or a stack's members in order.
    let destinations: [Int]
    let site: CodeSite
    /// How the comment names the call: `pushViewController`, `performSegue, Main.storyboard:40 segue x-y-z`.
    let call: String
    let style: PresentationStyle?
    /// Runs once the transition is done (`present(_:animated:completion:)`).
    let completion: CodeAction?
    /// The calls of the app's navigation helpers that led to it (`CodeEvaluator.askedAt`).
    var askedAt: [CodeSite] = []

    /// Whether the import shows the screen as an entry: over a screen it chose, not over the code's caller.
    var isEntry: Bool { operation == .present(written: .entry) }
}

/// How the step of a presentation is written: `present` or `show` (a show outside any
/// navigation controller presents) by its presenter, or an `entry`, which names none: a
/// screen shown by code the tour could not reach, or in a window of its own.
enum PresentationWord: String {
    case present, show, entry
}

/// A call that goes back (a pop, a dismiss, an unwind segue): the tour uses the first
/// one a screen has as its way back, when it leaves that screen.
struct CodeBack {
    let operation: NavigationOperation
    let actor: Int
    /// The navigation controller a pop acts on.
    let navigation: Int?
    let site: CodeSite
    let call: String
    /// An unwind segue goes back whichever way the screen came.
    let isUnwind: Bool
    /// Runs once the way back is done (`dismiss(animated:completion:)`).
    let completion: CodeAction?
    /// Closures the same turn dispatched for later (`asyncAfter`), which run once it is done too.
    var afterwards: [CodeAction] = []
    /// The calls of the app's navigation helpers that led to it (`CodeEvaluator.askedAt`).
    var askedAt: [CodeSite] = []
}

/// Where the code import's interpreter hands what the code does to the screens on
/// screen: the tour decides which calls become steps and how each is undone.
protocol CodeNavigator: AnyObject {
    func navigate(_ transition: CodeTransition)
    func goBack(_ back: CodeBack)
    /// Keeps `actions`, closures the code dispatched to a later turn of the run loop, to run
    /// once the way back this turn asked for is taken; false when this turn asked for none.
    func runAfterWayBack(_ actions: [CodeAction]) -> Bool
    /// The device the code is read for is compact wide (an iPhone): a classic split view is collapsed (R45).
    var isCompactWidth: Bool { get }
    /// The screens on screen now were placed by the import's guess (code no path reaches, or
    /// inside an entry), so what is above them is the guess's, not the app's.
    var isOnGuessedScreens: Bool { get }
    /// `call` names what selects it: `selectedIndex`, `selection = .search`.
    func select(tab: Int, of tabBar: Int, actor: Int, site: CodeSite, call: String)
    func switchRoot(to object: Int, site: CodeSite)
    /// A window other than the app's (a passcode lock, an overlay) shows `object` over the app.
    func showInOwnWindow(_ object: Int, window: Int?, site: CodeSite)
    /// The screen on top of the window now (getTopVC), which a call on a view controller
    /// the import cannot follow (a parameter, a helper's result) is drawn from.
    func screenOnTop() -> Int?
    /// A call site that is not a step, and why.
    func note(_ site: CodeSite, _ why: String)
    /// A line of its own that says something of the flow.
    func comment(_ line: String)
}
