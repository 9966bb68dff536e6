import NavLanguage
import UIKitModel

/// Writes random `.nav` flows that are valid UIKit, for the property tests and
/// `scripts/stress`: "every valid flow draws" is only worth saying about flows that
/// use every construct of the language the way an app would.
///
/// The generator does not model UIKit itself. It proposes a step from the current
/// hierarchy, and the simulator decides: a step that raises an exception, logs a
/// warning or does nothing is thrown away and another is tried. So every flow passes `navviz check`,
/// whatever the simulator's rules become.
public struct RandomFlowGenerator {
    public struct Size: Sendable, Hashable, CustomStringConvertible {
        public var steps: Int
        public var viewControllers: Int

        public init(steps: Int, viewControllers: Int) {
            (self.steps, self.viewControllers) = (steps, viewControllers)
        }

        public var description: String { "\(steps)/\(viewControllers)" }
    }

    /// A generated flow's text and how many frames it draws (at most `size.steps`).
    public struct GeneratedFlow: Sendable {
        public var text: String
        public var frameCount: Int
    }

    /// The flow for `seed`: the same text for the same seed and size.
    public static func flow(seed: UInt64, size: Size) -> GeneratedFlow {
        var generator = RandomFlowGenerator(seed: seed, size: size)
        generator.run()
        return GeneratedFlow(text: generator.text, frameCount: generator.frameCount)
    }

    private let size: Size
    private var random: SeededRandom
    private(set) var text: String
    private var hierarchy: Hierarchy
    private var frameCount = 0
    private var createdNames = 0
    /// Plain view controllers that never had children: the ones a step may reuse.
    private var leaves: [String] = []
    /// The names the proposal being made uses already: a VC is one instance.
    private var namesInProposal: Set<String> = []
    /// The iOS version the flow simulates: column-style split views need 14 (R46).
    private let ios: Int
    /// `set` lines a proposal's split views need before they enter the window (R45).
    private var collapseChoices: [String] = []

    private init(seed: UInt64, size: Size) {
        self.size = size
        random = SeededRandom(seed: seed)
        let ios = random.pick([17, 17, 17, 12, 13, 18])
        self.ios = ios
        // Without a device line an iPhone: split views collapse, sheets adapt (R38, R45);
        // an iPad keeps both columns and needs popover anchors (R43).
        let device = random.chance(25) ? "device ipad\n" : ""
        text = "title \"random flow: seed \(seed), \(size.steps) steps, \(size.viewControllers) view controllers\"\nios \(ios)\n\(device)\n"
        hierarchy = Hierarchy(iosVersion: ios)
    }

    /// Proposes steps until the flow has its size, giving up on a step after a bounded
    /// number of refused proposals (then the flow is a little shorter).
    private mutating func run() {
        var rootProposals = 0
        while !propose({ $0.withCollapseChoices(["root " + $0.rootExpression()]) }) {
            rootProposals += 1
            precondition(rootProposals < 1000, "no generated root runs without an event")
        }
        var refusalsInARow = 0
        while frameCount < size.steps, refusalsInARow < 200 {
            if propose({ $0.withCollapseChoices($0.proposal()) }) {
                refusalsInARow = 0
                if random.chance(15), let top = hierarchy.top { text += "expect top == \(top)\n" }
                // Accepted steps log nothing, so UIKit stayed silent.
                if random.chance(8) { text += "expect no warning\n" }
                let presented = windowControllers.filter { hierarchy[$0]?.presentation != nil }
                if random.chance(10), let name = randomElement(presented), let style = hierarchy[name]?.presentation?.style {
                    text += "expect \(name).presentationStyle == \(style.rawValue)\n"
                }
            } else {
                refusalsInARow += 1
            }
        }
        // Last: a callback line makes every later run trace the callbacks, at a cost.
        if random.chance(50) { expectACallback() }
    }

    /// Asserts one callback the last step sent, read from a run that traces them.
    private mutating func expectACallback() {
        let source = SourceFile(path: "generated.nav", text: text)
        let flow = FlowSimulator.run(Parser.parse(source), source: source, recording: .streamed)
        guard let callback = flow.frames.last?.callbacks.first.map({ String($0.prefix { $0 != "(" }) }) else { return }
        text += "expect callback \(callback)\n"
    }

    /// The proposal's lines after the `set` lines its split views need.
    private mutating func withCollapseChoices(_ lines: [String]) -> [String] {
        defer { collapseChoices = [] }
        return collapseChoices + lines
    }

    /// Makes up lines with `make` and keeps them when the simulator accepts them; a
    /// refused proposal gives back the names it made up.
    private mutating func propose(_ make: (inout RandomFlowGenerator) -> [String]) -> Bool {
        let (names, reusable) = (createdNames, leaves)
        namesInProposal = []
        collapseChoices = []
        if accept(make(&self)) { return true }
        (createdNames, leaves) = (names, reusable)
        return false
    }

    /// Appends `lines` when they parse and the simulator runs them to a new frame with
    /// no exception, no warning and no note (a note marks a call that did nothing).
    private mutating func accept(_ lines: [String]) -> Bool {
        let candidate = text + lines.joined(separator: "\n") + "\n"
        let source = SourceFile(path: "generated.nav", text: candidate)
        let parsed = Parser.parse(source)
        guard !parsed.hasErrors else { return false }
        let flow = FlowSimulator.run(parsed, source: source, recording: .outcomes)
        guard flow.unexpectedException == nil, flow.statementsNotRun == 0, flow.frames.count > frameCount,
            let last = flow.frames.last, last.events.isEmpty
        else { return false }
        text = candidate
        hierarchy = last.hierarchy
        frameCount = flow.frames.count
        return true
    }

    // MARK: - Names

    /// A view controller for a new step: a new one while the budget lasts, then one
    /// that is not in the window now (apps push the same screen again).
    private mutating func leaf() -> String {
        if createdNames < size.viewControllers || leaves.isEmpty {
            return newName("V", isLeaf: true)
        }
        let offscreen = leaves.filter { !namesInProposal.contains($0) && !hierarchy.isInWindow($0) && hierarchy.parent(of: $0) == nil }
        guard !offscreen.isEmpty else { return newName("V", isLeaf: true) }
        let name = random.pick(offscreen)
        namesInProposal.insert(name)
        return name
    }

    private mutating func newName(_ prefix: String, isLeaf: Bool = false) -> String {
        createdNames += 1
        let name = "\(prefix)\(createdNames)"
        if isLeaf { leaves.append(name) }
        namesInProposal.insert(name)
        return name
    }

    // MARK: - Expressions

    mutating func rootExpression() -> String {
        switch random.weighted([("tabs", 50), ("nav", 25), ("split", 10), ("page", 15)]) {
        case "tabs":
            let count = random.chance(20) ? 6 + random.below(2) : 2 + random.below(4)
            let tabs = (0..<count).map { _ in tabExpression() }
            let selected = random.chance(30) ? " selected: \(random.below(count))" : ""
            return "tabs \(newName("Tabs")) [\(tabs.joined(separator: ", "))]\(selected)"
        case "nav": return navigationExpression(prefix: "Nav")
        case "split": return splitExpression()
        default: return pageExpression()
        }
    }

    private mutating func tabExpression() -> String {
        switch random.weighted([("nav", 60), ("plain", 25), ("split", 10), ("page", 5)]) {
        case "nav": return navigationExpression(prefix: "Nav")
        case "plain": return leaf()
        case "split": return splitExpression()
        default: return pageExpression()
        }
    }

    private mutating func navigationExpression(prefix: String) -> String {
        let stack = (0..<(1 + random.below(2))).map { _ in leaf() }
        return "nav \(newName(prefix)) [\(stack.joined(separator: ", "))]"
    }

    /// A classic split view, sometimes with the delegate's collapse choice (R45), or from
    /// iOS 14 a column-style one (R46).
    private mutating func splitExpression() -> String {
        let name = newName("Split")
        if random.chance(30) { collapseChoices.append("set \(name).topColumnForCollapsing = \(random.pick(["primary", "secondary"]))") }
        if ios >= 14, random.chance(35) {
            let compact = random.chance(40) ? " compact: \(random.chance(50) ? leaf() : navigationExpression(prefix: "Compact"))" : ""
            return random.chance(70)
                ? "split \(name) [\(leaf()), \(leaf())] style: doubleColumn\(compact)"
                : "split \(name) [\(leaf()), \(leaf()), \(leaf())] style: tripleColumn\(compact)"
        }
        return "split \(name) [\(navigationExpression(prefix: "Primary")), \(leaf())]"
    }

    /// A plain view controller with children (containment).
    private mutating func pageExpression() -> String {
        let children = (0..<(1 + random.below(2))).map { _ in leaf() }
        return "\(newName("Page")) [\(children.joined(separator: ", "))]"
    }

    private mutating func presentedExpression() -> String {
        switch random.weighted([("plain", 55), ("nav", 25), ("tabs", 7), ("page", 7), ("split", 6)]) {
        case "plain": return leaf()
        case "nav": return navigationExpression(prefix: "Modal")
        case "tabs": return "tabs \(newName("ModalTabs")) [\(navigationExpression(prefix: "Nav")), \(leaf())]"
        case "page": return pageExpression()
        default: return splitExpression()
        }
    }

    private mutating func styleOption(orNone noneChance: Int) -> String {
        guard !random.chance(noneChance) else { return "" }
        let style = random.pick(PresentationStyle.allCases)
        return " style: \(style.rawValue)" + (style == .popover && random.chance(80) ? anchorOption() : "")
    }

    /// A popover's anchor (R43).
    private mutating func anchorOption() -> String {
        random.chance(50) ? " sourceView: \"button\"" : " barButtonItem: \"Edit\""
    }

    private mutating func animatedOption() -> String {
        random.chance(20) ? " animated: false" : ""
    }

    // MARK: - Steps

    private var windowControllers: [String] { hierarchy.windowOrder }

    private func inWindow(ofKind kind: ViewControllerKind) -> [String] {
        windowControllers.filter { hierarchy[$0]?.kind == kind }
    }

    /// A VC whose code makes the call: usually what the user sees, sometimes any VC in
    /// the window, and sometimes a property path.
    private mutating func actor() -> String {
        let top = hierarchy.top ?? "top"
        switch random.weighted([("top", 45), ("name", 40), ("path", 15)]) {
        case "top": return random.chance(50) ? "top" : top
        case "name": return windowControllers.isEmpty ? top : random.pick(windowControllers)
        default:
            let base = random.chance(50) ? "top" : top
            return base + "." + random.pick(["presenting", "navigationController", "parent", "presented", "tabBarController"])
        }
    }

    mutating func proposal() -> [String] {
        let step = random.weighted([
            ("push", 30), ("pop", 12), ("popTo", 4), ("popToRoot", 3), ("setStack", 3), ("present", 14), ("dismiss", 12),
            ("select", 7), ("addChild", 4), ("removeFromParent", 3), ("show", 5), ("showDetail", 2), ("context", 2), ("presetStyle", 2),
            ("group", 5), ("root", 1), ("alert", 3), ("swipeDown", 3), ("swipeBack", 3), ("setTabs", 2), ("modalSheet", 2),
            ("keptPopover", 2), ("setColumn", 2), ("addSubview", 2), ("entry", 2),
        ])
        switch step {
        case "push":
            let operand = random.chance(90) ? leaf() : pageExpression()
            return ["\(actor()) push \(operand)\(animatedOption())"]
        case "pop":
            return ["\(actor()) pop\(animatedOption())"]
        case "popTo":
            guard let navigation = randomElement(inWindow(ofKind: .navigationController)) else { return [] }
            let stack = hierarchy.children(of: navigation)
            guard stack.count >= 2 else { return [] }
            return ["\(stack[stack.count - 1]) popTo \(stack[random.below(stack.count - 1)])"]
        case "popToRoot":
            return ["\(actor()) popToRoot"]
        case "setStack":
            guard let navigation = randomElement(inWindow(ofKind: .navigationController)) else { return [] }
            let kept = hierarchy.children(of: navigation).filter { _ in random.chance(60) }
            return ["\(navigation) setStack [\((kept + [leaf()]).joined(separator: ", "))]\(animatedOption())"]
        case "present":
            return ["\(actor()) present \(presentedExpression())\(styleOption(orNone: 30))\(animatedOption())"]
        case "dismiss":
            let presented = windowControllers.filter { hierarchy[$0]?.presentation != nil }
            let who = random.chance(30) ? randomElement(presented) ?? actor() : actor()
            return ["\(who) dismiss\(animatedOption())"]
        case "select":
            guard let tabBar = randomElement(inWindow(ofKind: .tabBarController)) else { return [] }
            let tabs = hierarchy.children(of: tabBar)
            guard !tabs.isEmpty else { return [] }
            return ["\(tabBar) select \(random.chance(50) ? String(random.below(tabs.count)) : random.pick(tabs))"]
        case "addChild":
            guard let parent = randomElement(inWindow(ofKind: .viewController)) else { return [] }
            leaves.removeAll { $0 == parent }
            return ["\(parent) addChild \(random.chance(85) ? leaf() : navigationExpression(prefix: "Child"))"]
        case "removeFromParent":
            let children = windowControllers.filter { name in
                hierarchy.parent(of: name).flatMap { hierarchy[$0]?.kind } == .viewController
            }
            guard let child = randomElement(children) else { return [] }
            return ["\(child) removeFromParent"]
        case "show":
            return ["\(actor()) show \(leaf())\(styleOption(orNone: 60))"]
        case "showDetail":
            return ["\(actor()) showDetail \(leaf())"]
        case "context":
            guard let context = randomElement(windowControllers) else { return [] }
            let style = random.pick(["currentContext", "overCurrentContext"])
            return ["set \(context).definesPresentationContext = true", "top present \(presentedExpression()) style: \(style)"]
        case "presetStyle":
            let presented = leaf()
            return [
                "set \(presented).modalPresentationStyle = \(random.pick(PresentationStyle.allCases).rawValue)",
                "\(actor()) present \(presented)",
            ]
        case "group":
            return groupProposal()
        case "alert":
            let style = random.pick(["alert", "actionSheet"])
            return ["\(actor()) present \(style) \(newName("Alert"))\(style == "actionSheet" && random.chance(70) ? anchorOption() : "")"]
        case "entry":
            // A screen code the flow does not trace shows (R66); a popover would need an anchor it cannot take.
            let style = random.chance(50) ? "" : " style: " + random.pick(["fullScreen", "pageSheet", "formSheet", "overFullScreen"])
            return ["entry \(presentedExpression())\(style)"]
        case "swipeDown":
            return ["\(random.chance(50) ? "top" : actor()) swipeDown"]
        case "swipeBack":
            return ["\(random.chance(50) ? "top" : actor()) swipeBack"]
        case "setTabs":
            guard let tabBar = randomElement(inWindow(ofKind: .tabBarController)) else { return [] }
            let kept = hierarchy.viewControllers(of: tabBar).filter { _ in random.chance(70) }
            return ["\(tabBar) setViewControllers [\((kept + [tabExpression()]).joined(separator: ", "))]"]
        case "modalSheet":
            let sheet = leaf()
            return ["set \(sheet).isModalInPresentation = \(random.chance(70))", "\(actor()) present \(sheet) style: pageSheet"]
        case "keptPopover":
            let popover = leaf()
            return ["set \(popover).adaptivePresentationStyle = none", "\(actor()) present \(popover) style: popover\(anchorOption())"]
        case "setColumn":
            let splits = inWindow(ofKind: .splitViewController).filter { hierarchy[$0]?.splitStyle != nil }
            guard let split = randomElement(splits) else { return [] }
            return ["\(split) setViewController \(leaf()) for: \(random.pick(["primary", "secondary", "compact"]))"]
        case "addSubview":
            guard let host = randomElement(inWindow(ofKind: .viewController)) else { return [] }
            return ["\(host) addSubview \(leaf())"]
        default:
            return ["root " + rootExpression()]
        }
    }

    /// A `step` group: calls in one run-loop turn, or one in another's completion handler.
    private mutating func groupProposal() -> [String] {
        switch random.below(3) {
        case 0:
            return ["step \"dismiss, then present\"", "  top dismiss", "  then top present \(presentedExpression())\(styleOption(orNone: 50))"]
        case 1:
            return ["step \"dismiss, then pop\"", "  top dismiss", "  then top pop"]
        default:
            let first = leaf()
            return ["step \"two pushes in one turn\"", "  top push \(first) animated: false", "  \(first) push \(leaf())"]
        }
    }

    private mutating func randomElement(_ items: [String]) -> String? {
        items.isEmpty ? nil : random.pick(items)
    }
}
