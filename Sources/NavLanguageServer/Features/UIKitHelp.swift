/// One line of what UIKit does for each word of the language a hover or a completion
/// explains: operations, options, styles, `set` properties, `expect` forms and keywords,
/// each with the rules of docs/semantics.md that decide it.
struct UIKitHelp: Hashable {
    var text: String
    var rules: [String]

    init(_ text: String, _ rules: [String] = []) {
        self.text = text
        self.rules = rules
    }

    /// The line as Markdown, rules after it: "… (R5, R47)".
    var markdown: String {
        text + (rules.isEmpty ? "" : " (" + rules.joined(separator: ", ") + " of docs/semantics.md)")
    }

    static let operations: [String: UIKitHelp] = [
        "push": UIKitHelp(
            "`pushViewController(_:animated:)`: the actor's navigation controller puts the view controller on top of its stack; "
                + "a navigation controller or a view controller already in a stack makes the app crash, `nil` logs and pushes nothing",
            ["R5", "R47", "R48"]),
        "pop": UIKitHelp(
            "`popViewController(animated:)`: the top of the actor's navigation stack goes; with only the root left nothing happens", ["R6"]),
        "popTo": UIKitHelp(
            "`popToViewController(_:animated:)`: everything above the view controller goes; one not in the stack makes the app crash", ["R7"]),
        "popToRoot": UIKitHelp("`popToRootViewController(animated:)`: the stack goes back to its root", ["R7"]),
        "setStack": UIKitHelp(
            "`setViewControllers(_:animated:)`: the navigation stack (or a tab bar controller's tabs) replaced at once", ["R8", "R49"]),
        "setViewControllers": UIKitHelp(
            "`setViewControllers(_:animated:)`: the navigation stack (or a tab bar controller's tabs) replaced at once", ["R8", "R49"]),
        "present": UIKitHelp(
            "`present(_:animated:)`: the root of the actor's layer presents (the first view controller that defines a context, for "
                + "the context styles); refused with a warning when that presenter already presents or is off screen",
            ["R12", "R13", "R14", "R19", "R20"]),
        "dismiss": UIKitHelp(
            "`dismiss(animated:)`: what the actor presents goes, or, when it presents nothing, the layer it is presented in", ["R22", "R23", "R24"]),
        "select": UIKitHelp("`selectedIndex` / `selectedViewController`: the tab bar controller shows another tab", ["R11", "R28", "R37"]),
        "addChild": UIKitHelp(
            "`addChild(_:)` and `didMove(toParent:)`: the view controller becomes a child of the actor, its view in the actor's", ["R1", "R29"]),
        "removeFromParent": UIKitHelp("`willMove(toParent: nil)` and `removeFromParent()`: the actor leaves its container", ["R29"]),
        "show": UIKitHelp(
            "`show(_:sender:)`: the nearest navigation controller pushes, a split view shows it as its column, else it is presented", ["R36"]),
        "showDetail": UIKitHelp(
            "`showDetailViewController(_:sender:)`: a split view's secondary column, else it is presented", ["R36"]),
        "setViewController": UIKitHelp(
            "`setViewController(_:for:)` of a column-style split view (iOS 14+): the column's view controller replaced", ["R46"]),
        "addSubview": UIKitHelp(
            "`view.addSubview(other.view)` without `addChild`: a detached view controller, which gets no callbacks and presents with a warning",
            ["R54"]),
        "swipeDown": UIKitHelp(
            "the user drags the sheet down: the interactive dismissal (iOS 13+), refused by `isModalInPresentation`", ["R50"]),
        "swipeBack": UIKitHelp("the user swipes from the leading edge: the navigation controller on screen pops its top", ["R51"]),
        "tapTab": UIKitHelp(
            "the user taps a tab bar item: the delegate's `tabBarController(_:shouldSelect:)` answers first; another tab is selected, "
                + "the selected tab again pops its navigation controller to its root; `tapTab More` taps the More item (its list, R73). "
                + "Not `select`, which is code and asks no delegate",
            ["R70", "R11", "R28", "R73"]),
    ]

    static let options: [String: UIKitHelp] = [
        "style": UIKitHelp(
            "`modalPresentationStyle` for this presentation; without it the view controller's own, else `automatic`", ["R14", "R38"]),
        "animated": UIKitHelp(
            "`animated:`; an animated present or dismiss blocks another until its transition ends, later in the run-loop turn",
            ["R21", "R33", "R47"]),
        "sourceView": UIKitHelp("`popoverPresentationController.sourceView`: where a popover or an action sheet on an iPad points", ["R43"]),
        "barButtonItem": UIKitHelp(
            "`popoverPresentationController.barButtonItem`: where a popover or an action sheet on an iPad points", ["R43"]),
        "shouldSelect": UIKitHelp(
            "the answer of the tab bar controller delegate's `tabBarController(_:shouldSelect:)` to the user's tap: `false` keeps the tab",
            ["R70"]),
        "selected": UIKitHelp("the tab bar controller's `selectedIndex` when it is made: an index or a tab's name", ["R11"]),
        "compact": UIKitHelp("a column-style split view's `.compact` column: what it shows on an iPhone", ["R46"]),
        "for": UIKitHelp("the column `setViewController` replaces: primary, supplementary, secondary or compact", ["R46"]),
    ]

    static let styles: [String: UIKitHelp] = [
        "automatic": UIKitHelp("`pageSheet` on iOS 13–17, `formSheet` on iOS 18+, `fullScreen` before iOS 13", ["R14"]),
        "fullScreen": UIKitHelp("covers the screen; the presenter's view leaves the window and gets its disappearance callbacks", ["R12", "R26"]),
        "pageSheet": UIKitHelp(
            "a sheet; the presenter stays on screen (before iOS 13, or adapted on an iPhone: full screen)", ["R12", "R27", "R38"]),
        "formSheet": UIKitHelp("a smaller sheet; the presenter stays on screen (adapted on an iPhone before iOS 13)", ["R12", "R27", "R38"]),
        "currentContext": UIKitHelp(
            "presented by the first view controller up the caller's parents that defines a presentation context, covering it", ["R13", "R26", "R44"]),
        "overFullScreen": UIKitHelp("covers the screen, the presenter's view stays in the window", ["R12", "R27"]),
        "overCurrentContext": UIKitHelp("like `currentContext`, over the context, which stays on screen", ["R13", "R27", "R44"]),
        "popover": UIKitHelp(
            "a popover on an iPad, which needs `sourceView:` or `barButtonItem:`; adapted to full screen on an iPhone", ["R38", "R43"]),
        "custom": UIKitHelp("the app's own transition; navviz keeps the presenter on screen", ["R12", "R27"]),
    ]

    /// What `set` assigns.
    static let properties: [String: UIKitHelp] = [
        "definesPresentationContext": UIKitHelp(
            "whether the context styles stop here: false by default, true for a navigation controller", ["R13"]),
        "modalPresentationStyle": UIKitHelp("the style its presentations use when the `present` line gives none", ["R14"]),
        "isModalInPresentation": UIKitHelp("refuses the user's swipe down of the sheet it is on screen in", ["R50"]),
        "adaptivePresentationStyle": UIKitHelp(
            "the presentation delegate's answer for a compact width: `none` keeps the style (a popover on an iPhone)", ["R52"]),
        "topColumnForCollapsing": UIKitHelp("the split view delegate's answer: which column stays on top when it collapses", ["R45", "R46"]),
    ]

    static let expectForms: [String: UIKitHelp] = [
        "warning": UIKitHelp("the step before logged a UIKit warning (or a lint) containing the text; it then fails no check"),
        "crash": UIKitHelp("the step before raised an exception containing the text; the last line of the flow"),
        "no": UIKitHelp("`expect no warning`: UIKit logged nothing; `expect no callback A.method`: the step did not send it"),
        "callback": UIKitHelp("the step before sent this callback", ["R25", "R26", "R27", "R28", "R29", "R30"]),
        "callbacks": UIKitHelp("the step before sent exactly these callbacks, in this order", ["R25", "R30"]),
        "viewControllers": UIKitHelp("the navigation stack, or the tabs, in order", ["R8", "R11"]),
        "children": UIKitHelp("the container's children, in order", ["R1"]),
        "selectedIndex": UIKitHelp("the tab bar controller's selected tab", ["R11"]),
        "visible": UIKitHelp("whether the view controller is on screen", ["R32"]),
        "presentationStyle": UIKitHelp("the style in effect for its layer's presentation, `automatic` and adaptation resolved", ["R14", "R38"]),
    ]

    /// The properties an actor path follows (`A.presenting`).
    static let actorProperties: [String: UIKitHelp] = [
        "presentingViewController": UIKitHelp("the presenter of its layer; a view controller in the window root's layer answers nil", ["R2"]),
        "presentedViewController": UIKitHelp("what it, or a parent, presents", ["R3"]),
        "navigationController": UIKitHelp("the nearest navigation controller along `parent`", ["R1"]),
        "tabBarController": UIKitHelp("the nearest tab bar controller along `parent`", ["R1"]),
        "splitViewController": UIKitHelp("the nearest split view controller along `parent`", ["R1"]),
        "parent": UIKitHelp("its container; nil for a presented root", ["R1"]),
        "topViewController": UIKitHelp("the last of the navigation stack", ["R9"]),
        "visibleViewController": UIKitHelp("what the navigation controller presents, else its top", ["R9"]),
        "selectedViewController": UIKitHelp("the tab bar controller's selected tab", ["R11"]),
    ]

    static let keywords: [String: UIKitHelp] = [
        "root": UIKitHelp("`window.rootViewController`: the first sets the window up, a later one switches roots (modals stay)", ["R40"]),
        "entry": UIKitHelp(
            "a screen shown by code the flow does not trace (a deep link, a notification): presented over getTopVC's view controller, "
                + "or the window's root when there is none; drawn from an entry point, with no arrow from a presenter",
            ["R66", "R31", "R12"]),
        "step": UIKitHelp("one run-loop turn: the indented lines run one after another, as one method of the app would call them", ["R15", "R21"]),
        "then": UIKitHelp("runs in the completion handler of the line before, once its transition has ended", ["R21", "R33"]),
        "top": UIKitHelp("getTopVC: the view controller on top, following presentations, tabs and stacks", ["R31"]),
        "nav": UIKitHelp("a `UINavigationController` with its stack", ["R1"]),
        "tabs": UIKitHelp("a `UITabBarController` with its tabs", ["R11"]),
        "split": UIKitHelp("a `UISplitViewController` with its columns; collapsed on an iPhone", ["R11b", "R45", "R46"]),
        "alert": UIKitHelp("a `UIAlertController` (`.alert`), only ever presented", ["R53"]),
        "actionSheet": UIKitHelp("a `UIAlertController` (`.actionSheet`), a popover on an iPad", ["R43", "R53"]),
        "set": UIKitHelp("assigns a property of a view controller, as the app's code does before presenting it"),
        "expect": UIKitHelp("an assertion `navviz check` runs on the state after the step above"),
        "device": UIKitHelp(
            "the device: `iphone` (compact width, the default) or `ipad` (regular width), then how it is held: `portrait` (the default) "
                + "or `landscape` (an iPhone's compact height: sheets and popovers full screen)", ["R38", "R71"]),
        "rotate": UIKitHelp(
            "the user turns the device to `portrait` or `landscape`: a step of its own; the presentations still up adapt to the new "
                + "traits (on an iPhone a sheet is full screen in landscape)", ["R74", "R71"]),
        "ios": UIKitHelp("the iOS version simulated (17 by default): messages and `automatic` follow it", ["R14", "R42"]),
    ]
}
