import NavCodeFacts
import NavFlowWriting
import NavLanguage
import NavStoryboard

extension CodeTour {
    func source(_ transition: CodeTransition) -> String {
        let shown = heap[transition.destinations[0]]
        let asked = Self.asked(transition.askedAt)
        guard let alert = shown.alert else {
            return "\(transition.site.text) \(transition.call)" + (shown.nib.map { " (\($0).xib)" } ?? "") + asked
        }
        return "\(transition.site.text) \(alert.actionSheet ? "action sheet" : "alert")" + (alert.title.map { " \"\($0)\"" } ?? "") + asked
    }

    /// `, asked at ProfileViewController.swift:581`: the app's own calls that led to UIKit's.
    static func asked(_ sites: [CodeSite]) -> String {
        sites.isEmpty ? "" : ", asked at " + sites.map(\.text).joined(separator: ", ")
    }

    func name(_ id: Int) -> String {
        if let name = heap[id].name { return name }
        let name = names.unique(preferredName(id))
        heap[id].name = name
        return name
    }

    /// Writes `expression`, then the children its containers embed with `addChild`, each a line of its own.
    func add(_ expression: NavExpression, prefix: String, suffix: String) {
        text.add(expression, prefix: prefix, suffix: suffix)
        while !embeddedLater.isEmpty {
            let (parent, child) = embeddedLater.removeFirst()
            let source = heap[child].attachment.map { "\($0.site.text) \($0.how)" } ?? heap[child].origin.text
            text.add(self.expression(child, source: source), prefix: "\(name(parent)) addChild ", suffix: "")
        }
    }

    /// The `.nav` expression that makes `id` with its children, each line naming where
    /// the code put it there; a view controller written before is its name.
    func expression(_ id: Int, source: String, depth: Int = 0, presented: Bool = false) -> NavExpression {
        if heap[id].declared { return NavExpression(name: name(id), head: name(id), children: [], source: source) }
        let object = heap[id]
        if depth >= Parser.maximumNesting / 2, !object.children.isEmpty {
            text.comment("note: \(object.origin.text) \(name(id))'s children are left out: containers nested \(depth) deep")
            for child in object.children { heap.detach(child) }
        }
        // A tab bar's or a stack's child the code embeds with `addChild` (a player over the tabs) is
        // no tab and no screen of the stack: it is embedded after the container is written.
        let listed = heap[id].children.filter { child in
            guard [.tabBar, .navigation].contains(object.kind), heap[child].isEmbedded else { return true }
            embeddedLater.append((id, child))
            return false
        }
        let children = listed.map { child -> NavExpression in
            let attachment = heap[child].attachment.map { "\($0.site.text) \($0.how)" } ?? heap[child].origin.text
            if let site = heap[child].attachment?.site { mention(site) }
            return expression(child, source: attachment + (heap[child].nib.map { " (\($0).xib)" } ?? ""), depth: depth + 1)
        }
        var kind = object.kind ?? .plain
        let opener: String
        switch kind {
        case .navigation where !children.isEmpty: opener = "nav "
        case .tabBar where !children.isEmpty: opener = "tabs "
        case .split where object.hasItsColumns: opener = "split "
        default:
            opener = ""
            if kind != .plain {
                text.comment(
                    "note: \(object.origin.text) \(UIKitClass.base(object.className)) with \(children.count) children: imported as a plain view controller"
                )
                kind = .plain
            }
        }
        let name = self.name(id)
        heap[id].declared = true
        if let alert = object.alert, presented, depth == 0 {
            // `alert X` is only ever what `present` shows (R53); an alert in a container is a view controller of its class.
            return NavExpression(name: name, head: (alert.actionSheet ? "actionSheet " : "alert ") + name, children: [], source: source)
        }
        let className = UIKitClass.written(object.className, kind: kind)
        var closing = kind == .tabBar && object.selectedTab != 0 ? " selected: \(object.selectedTab)" : ""
        if kind == .split, let style = object.splitStyle { closing = " style: \(style.rawValue)" }
        return NavExpression(
            name: name, head: opener + name + (className.map { ": \($0)" } ?? ""), children: children, closing: closing,
            source: source)
    }

    /// A scene's name as the storyboard import gives it; an app class's name less
    /// `ViewController`; for UIKit's classes, the variable that holds it, else what it holds.
    private func preferredName(_ id: Int) -> String {
        let object = heap[id]
        // A scene is named as the storyboard import names it, unless only its id would name it.
        if let scene = object.scene, let controller = uikit.storyboards[scene.file][scene.id],
            controller.storyboardIdentifier != nil || controller.customClass != nil || controller.title != nil,
            let name = uikit.sceneNames[scene]
        {
            return name
        }
        let base = UIKitClass.base(object.className)
        // An app's hosting controller subclass made around a view is that view's screen, as UIKit's own is.
        if let hosted = object.swiftUI.hostedView { return hosted }
        // A stack is named after its root screen (`FeedNav`), UIKit's or the app's own class
        // (`HomeNav: StyledNavigationController`): every stack of an app may be one of its class.
        if object.kind == .navigation, let root = object.children.first { return Self.stem(name(root)) + "Nav" }
        if code.declares(base) { return NavNames.named(afterClass: base) }
        // Another container is named after what it holds; other UIKit classes after the variable that holds them.
        // A backing variable's underscore (`_viewController`) is no part of its name.
        if let hint = object.hint?.drop(while: { $0 == "_" }), hint.count > 2, !Self.vagueNames.contains(hint.lowercased()),
            object.children.isEmpty || object.kind == .plain
        {
            return hint.prefix(1).uppercased() + hint.dropFirst()
        }
        if let alert = object.alert {
            // Named after its title when that is short ("Discard changes?" is `DiscardChangesAlert`),
            // else after the function that makes it (`confirmSignOut()` makes `ConfirmSignOutAlert`).
            let kind = alert.actionSheet ? "ActionSheet" : "Alert"
            let words = alert.title.map { $0.split { !($0.isLetter || $0.isNumber) } } ?? []
            if (1...3).contains(words.count) { return NavNames.named(afterWords: alert.title!) + kind }
            if let function = object.madeIn.map(Self.action(named:)), !function.isEmpty {
                return function.hasSuffix("Alert") || function.hasSuffix("Sheet") ? function : function + kind
            }
            return kind
        }
        switch object.kind {
        case .navigation: return "Navigation"
        case .tabBar: return "Tabs"
        case .split: return "Split"
        default: break
        }
        // A hosting controller is the SwiftUI view it hosts, named as the SwiftUI import names that view's screen.
        if base == "UIHostingController" {
            let hosting = SwiftClassName(object.className)
            return hosting.argument ?? hosting.readable
        }
        return base == "UIViewController" ? "Screen" : NavNames.named(afterClass: base)
    }

    /// `showDeleteConfirmation` in `NotesViewController.showDeleteConfirmation(_:)`: `DeleteConfirmation`,
    /// the function's name less a verb of showing; empty for a function that says nothing (`viewDidLoad`).
    /// A SwiftUI view's `body` says nothing: its view does (`ListView.body` makes `ListViewAlert`).
    private static func action(named function: String) -> String {
        let parts = function.split(separator: ".")
        if parts.count > 1, parts.last == "body" { return NavNames.valid(String(parts[parts.count - 2])) }
        let base = String(parts.last?.prefix { $0 != "(" } ?? "")
        guard !AppCode.buildingFunctions.contains(base), !base.hasPrefix("view") else { return "" }
        var rest = Substring(base)
        for verb in ["present", "show", "display", "open", "handle", "make", "build", "create"] where rest.hasPrefix(verb) {
            let next = rest.dropFirst(verb.count)
            if next.first?.isUppercase == true { rest = next }
            break
        }
        return rest.isEmpty ? "" : NavNames.valid(rest.prefix(1).uppercased() + rest.dropFirst())
    }

    /// A name without the suffixes that say it is a view controller: `HomeViewHostingController` → `Home`.
    private static func stem(_ name: String) -> String {
        var stem = name
        for suffix in ["HostingController", "ViewController", "Controller", "View", "VC"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem.removeLast(suffix.count)
        }
        return stem
    }

    /// Variable names that say nothing about the screen.
    private static let vagueNames: Set<String> = [
        "controller", "viewcontroller", "nav", "navcontroller", "navigationcontroller", "navvc", "root", "rootvc", "rootviewcontroller",
        "window", "host", "hosting", "hostingcontroller", "alert", "alertcontroller", "tab", "tabs", "tabbar", "tabbarcontroller",
        "split", "splitviewcontroller", "destination", "destinationvc", "presented", "child", "container", "screen", "target", "next",
        "new", "result", "instance", "wrapper", "modal", "sheet", "initial", "main", "vc",
    ]
}
