/// The syntax tree of a `.nav` file: what was written, located, before any simulation.

/// A parsed `.nav` file.
public struct FlowSyntax: Sendable {
    public var statements: [Statement]
    public init(statements: [Statement]) { self.statements = statements }
}

/// One statement, with the location and text of the line it came from.
public struct Statement: Sendable {
    public enum Kind: Sendable {
        case title(String)
        case ios(Int)
        /// `device iphone|ipad [portrait|landscape]` (R38, R71).
        case device(Device, orientation: Orientation)
        /// `rotate portrait|landscape ["caption"]`: the user turns the device mid-flow (R74).
        case rotate(Orientation, caption: String?)
        case root(ViewControllerExpression, caption: String?)
        case action(Action)
        case group(caption: String, actions: [Action])
        case set(PropertyAssignment)
        case expect(Expectation)
    }

    public var kind: Kind
    public var location: SourceLocation
}

/// A view-controller expression: a name, or a container built with its contents.
public indirect enum ViewControllerExpression: Sendable {
    case reference(Declaration)
    case navigation(Declaration, stack: [ViewControllerExpression])
    case tabs(Declaration, tabs: [ViewControllerExpression], selected: TabSelector?)
    case split(Declaration, columns: [ViewControllerExpression])
    /// A column-style split view (iOS 14+): `split S [PRIMARY, SECONDARY] style: doubleColumn`,
    /// three columns with `tripleColumn`, and the compact column (R46).
    case columnSplit(Declaration, columns: [ViewControllerExpression], style: SplitViewStyle, compact: ViewControllerExpression?)
    case container(Declaration, children: [ViewControllerExpression])
    /// `alert Name` / `actionSheet Name`: a UIAlertController, only ever presented (R53).
    case alert(Declaration, style: AlertStyle)
    /// `nil`, accepted where UIKit takes an optional (present nil: rule R16).
    case nilLiteral(SourceLocation)

    /// The instance's name, or nil for `nil`.
    public var declaration: Declaration? {
        switch self {
        case .reference(let declaration), .navigation(let declaration, _), .tabs(let declaration, _, _),
            .split(let declaration, _), .columnSplit(let declaration, _, _, _), .container(let declaration, _), .alert(let declaration, _):
            return declaration
        case .nilLiteral:
            return nil
        }
    }

    public var location: SourceLocation {
        switch self {
        case .nilLiteral(let location): return location
        default: return declaration!.location
        }
    }
}

/// A view controller's name and optional declared class (`Name: ClassName`).
public struct Declaration: Sendable, Hashable {
    public var name: String
    public var className: String?
    public var location: SourceLocation
}

/// A tab selection by index or by the name of a tab's view controller.
public enum TabSelector: Sendable, Hashable {
    case index(Int)
    case name(String)
}

extension TabSelector {
    /// `tapTab More`: the More item of a tab bar with more tabs than it holds, unless a
    /// view controller is called `More` (R73).
    public static let moreItem = TabSelector.name("More")
}

/// The view controller whose code makes a call: `Name`, `top`, or a property path on one.
public struct ActorExpression: Sendable, Hashable, CustomStringConvertible {
    public enum Base: Sendable, Hashable {
        case name(String)
        case top
    }

    public var base: Base
    public var path: [ActorProperty]
    public var location: SourceLocation

    public init(base: Base, path: [ActorProperty] = [], location: SourceLocation) {
        self.base = base
        self.path = path
        self.location = location
    }

    public var description: String {
        let head: String
        switch base {
        case .name(let name): head = name
        case .top: head = "top"
        }
        return ([head] + path.map(\.rawValue)).joined(separator: ".")
    }
}

/// A UIViewController property that leads to another view controller.
public enum ActorProperty: String, CaseIterable, Sendable {
    case presentingViewController, presentedViewController, navigationController, tabBarController,
        splitViewController, parent, topViewController, visibleViewController, selectedViewController

    /// The short spellings the language accepts for the common properties.
    public static let aliases: [String: ActorProperty] = [
        "presenting": .presentingViewController, "presented": .presentedViewController,
        "nav": .navigationController, "tabBar": .tabBarController,
    ]

    public init?(spelling: String) {
        if let property = ActorProperty(rawValue: spelling) {
            self = property
        } else if let property = Self.aliases[spelling] {
            self = property
        } else {
            return nil
        }
    }

    public static var allSpellings: [String] { allCases.map(\.rawValue) + aliases.keys.sorted() }
}

/// One UIKit call made by an actor.
public struct Action: Sendable {
    public var actor: ActorExpression
    public var operation: Operation
    public var options: ActionOptions
    public var caption: String?
    /// `then`: runs in the completion handler of the group's previous line (rule R21).
    public var runsInCompletion: Bool
    public var location: SourceLocation
}

/// The navigation operations of the language, named after the UIKit calls they make.
public enum Operation: Sendable {
    /// `nil` is allowed: UIKit logs and pushes nothing (R48).
    case push(ViewControllerExpression)
    case pop
    /// Boxed: an actor path is the largest operand, and every statement would be as large.
    indirect case popTo(ActorExpression)
    case popToRoot
    case setStack([ViewControllerExpression])
    case present(ViewControllerExpression)
    case dismiss
    case select(TabSelector)
    case addChild(ViewControllerExpression)
    case removeFromParent
    case show(ViewControllerExpression)
    /// `showDetailViewController(_:sender:)`: a split view's secondary column (R36).
    case showDetail(ViewControllerExpression)
    /// `setViewController(_:for:)` of a column-style split view (R46).
    indirect case setViewController(ViewControllerExpression, column: SplitColumn)
    /// `view.addSubview(other.view)` without `addChild`: a detached view controller (R54).
    case addSubview(ViewControllerExpression)
    /// The user drags a sheet down: the interactive dismissal (R50).
    case swipeDown
    /// The user swipes from the screen's leading edge: the interactive pop gesture (R51).
    case swipeBack
    /// The user taps a tab bar item: the delegate's `shouldSelect`, then a tab switch, or a
    /// pop to the root on the selected tab (R70). Not `select`, which is code.
    case tapTab(TabSelector)
    /// `entry VC`: a screen that code the flow does not trace shows (a deep link, a
    /// notification), over what getTopVC returns (R66). No actor writes it: the action's
    /// actor is `top`, the view controller that code presents over.
    case entry(ViewControllerExpression)

    /// The spellings accepted for each operation.
    public static let spellings = [
        "push", "pop", "popTo", "popToRoot", "setStack", "setViewControllers", "present", "dismiss",
        "select", "addChild", "removeFromParent", "show", "showDetail", "setViewController", "addSubview",
        "swipeDown", "swipeBack", "tapTab",
    ]

    /// The user's gestures: each is a step of its own, never a line of a `step` group.
    public static let gestureSpellings = ["swipeDown", "swipeBack", "tapTab"]

    /// UIKit's method names (lowercased, without arguments) → the operation: flows are
    /// often written from code, so "did you mean" knows `pushViewController`.
    static let uikitMethodNames: [String: String] = [
        "pushviewcontroller": "push", "popviewcontroller": "pop", "popviewcontrolleranimated": "pop",
        "poptoviewcontroller": "popTo", "poptorootviewcontroller": "popToRoot", "poptorootviewcontrolleranimated": "popToRoot",
        "setviewcontrollers": "setViewControllers", "presentviewcontroller": "present", "presentmodalviewcontroller": "present",
        "dismissviewcontroller": "dismiss", "dismissviewcontrolleranimated": "dismiss", "dismissmodalviewcontroller": "dismiss",
        "dismissmodalviewcontrolleranimated": "dismiss", "showviewcontroller": "show", "addchildviewcontroller": "addChild",
        "removefromparentviewcontroller": "removeFromParent", "setselectedindex": "select", "selectedindex": "select",
        "setselectedviewcontroller": "select", "selectedviewcontroller": "select",
        "setviewcontrollerforcolumn": "setViewController", "interactivepopgesturerecognizer": "swipeBack",
        "swipetodismiss": "swipeDown", "swipeup": "swipeDown", "swipeleft": "swipeBack", "swiperight": "swipeBack",
    ]

    /// The hint for an unknown operation: the operation a UIKit method name stands for,
    /// else the nearest spelling.
    public static func suggestion(for word: String) -> String? {
        uikitHint(for: word) ?? Suggestion.didYouMean(word, in: spellings)
    }

    /// The hint for a word that is UIKit's name for a call (`pushViewController`,
    /// `performSegue`); nil for any other word.
    public static func uikitHint(for word: String) -> String? {
        let method = word.prefix { $0 != "(" && $0 != ":" }.lowercased()
        if method.hasPrefix("performsegue") { return segueHint }
        guard let operation = uikitMethodNames[method] else { return nil }
        return "did you mean `\(operation)`? (`\(word)` is UIKit's name; .nav writes `\(operation)`)"
    }

    /// A segue has no operation of its own: it is the call it makes.
    static let segueHint =
        "a segue is written as the call it makes: `A show B`, `A present B` or `A push B` "
        + "(`navviz import Main.storyboard` writes a storyboard's segues that way)"

    /// The operation's name as written in `.nav` files.
    public var name: String {
        switch self {
        case .push: return "push"
        case .pop: return "pop"
        case .popTo: return "popTo"
        case .popToRoot: return "popToRoot"
        case .setStack: return "setStack"
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .select: return "select"
        case .addChild: return "addChild"
        case .removeFromParent: return "removeFromParent"
        case .show: return "show"
        case .showDetail: return "showDetail"
        case .setViewController: return "setViewController"
        case .addSubview: return "addSubview"
        case .swipeDown: return "swipeDown"
        case .swipeBack: return "swipeBack"
        case .tapTab: return "tapTab"
        case .entry: return "entry"
        }
    }

    /// Whether the user makes it (a gesture), not the app's code.
    public var isGesture: Bool { Self.gestureSpellings.contains(name) }

    /// Whether it is an `entry` line, which no traced call makes (R66).
    public var isEntry: Bool {
        if case .entry = self { true } else { false }
    }
}

/// `key: value` options after an operation's operands.
public struct ActionOptions: Sendable, Hashable {
    public var style: PresentationStyle?
    public var animated: Bool = true
    /// `sourceView:` / `barButtonItem:`: where a popover or an action sheet points (R43).
    public var anchor: PopoverAnchor?
    /// `shouldSelect:` on `tapTab`: the tab bar controller delegate's answer (R70).
    public var shouldSelect = true
    public init(style: PresentationStyle? = nil, animated: Bool = true, anchor: PopoverAnchor? = nil) {
        self.style = style
        self.animated = animated
        self.anchor = anchor
    }
}

/// UIModalPresentationStyle, by the case names Swift uses.
public enum PresentationStyle: String, CaseIterable, Sendable, Hashable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen,
        overCurrentContext, popover, custom
}

/// The device a flow runs on (`device iphone|ipad`), which decides the horizontal
/// size class: an iPhone is compact width, an iPad regular (R38).
public enum Device: String, CaseIterable, Sendable, Hashable {
    case iphone, ipad

    /// Without a `device` line navviz models an iPhone: most flows people write
    /// describe iPhone apps (R38).
    public static let `default` = Device.iphone

    /// "an iPhone (compact width)", as captions and diagnostics name it.
    public var phrase: String { self == .iphone ? "an iPhone (compact width)" : "an iPad (regular width)" }
}

/// How the device is held (`device iphone landscape`): an iPhone in landscape is
/// vertically compact, and sheets and popovers adapt to it (R71).
public enum Orientation: String, CaseIterable, Sendable, Hashable {
    case portrait, landscape
}

/// `set ACTOR.PROPERTY = VALUE`.
public struct PropertyAssignment: Sendable {
    public enum Value: Sendable, Hashable {
        case definesPresentationContext(Bool)
        case modalPresentationStyle(PresentationStyle)
        /// Blocks the interactive dismissal of the sheet it is on screen in (R50).
        case isModalInPresentation(Bool)
        /// The presentation controller delegate's answer for a compact width (R52):
        /// `none` keeps the style, e.g. a popover on an iPhone.
        case adaptivePresentationStyle(AdaptivePresentationStyle)
        /// The split view delegate's answer when the split view collapses (R45, R46).
        case topColumnForCollapsing(SplitColumn)
    }

    /// The properties `set` assigns, in the order messages list them.
    public static let properties = [
        "definesPresentationContext", "modalPresentationStyle", "isModalInPresentation",
        "adaptivePresentationStyle", "topColumnForCollapsing",
    ]

    public var actor: ActorExpression
    public var value: Value
}

/// An `expect` assertion.
public struct Expectation: Sendable {
    public enum Kind: Sendable, Hashable {
        /// `ACTOR == Name` or `ACTOR == nil`.
        case actor(ActorExpression, equals: String?)
        case viewControllers(ActorExpression, equals: [String])
        case children(ActorExpression, equals: [String])
        case selectedIndex(ActorExpression, equals: Int)
        case visible(ActorExpression, equals: Bool)
        /// The style in effect for the presentation of the actor's layer, after
        /// `automatic` and adaptation are resolved (R14, R38), or `nil`.
        case presentationStyle(ActorExpression, equals: PresentationStyle?)
        /// The previous step logged a warning containing the text.
        case warning(String?)
        /// The previous step raised an exception containing the text.
        case crash(String?)
        /// The previous step logged no UIKit warning (navviz's lints do not count).
        case noWarning
        /// The previous step sent (`expect callback`) or did not send (`expect no
        /// callback`) this appearance, containment or presentation-delegate callback.
        case callback(Callback, sent: Bool)
        /// The previous step sent exactly these callbacks, in this order.
        case callbacks([Callback])
    }

    public var kind: Kind
    /// The location of the value on the right of `==`, where a mismatch is reported.
    public var location: SourceLocation
}
