import NavFlowWriting
import NavLanguage

/// The objects the app's code has made so far, and the relations UIKit keeps
/// between view controllers (R1–R3), as far as the code import follows them.
final class CodeHeap {
    private(set) var objects: [CodeObject] = [] {
        didSet { version &+= 1 }
    }
    /// Counts every change to the objects: code that left it alone can be answered from memory.
    private(set) var version = 0
    /// The app's window's `rootViewController`, and the line that set it (`chooseRoot`).
    var root: (object: Int, site: CodeSite)? {
        didSet { version &+= 1 }
    }
    /// The window the app delegate or scene delegate keeps as its `window`, when the code makes it.
    var mainWindow: Int? {
        didSet { version &+= 1 }
    }
    /// Every `rootViewController` the launch code set, on which window (nil: the app's).
    var windowRoots: [(window: Int?, object: Int, site: CodeSite)] = [] {
        didSet { version &+= 1 }
    }
    /// The tab bar controller of each `TabView(selection: $name)`, by the bound state's name:
    /// code that sets that state selects a tab.
    var tabSelections: [String: Int] = [:] {
        didSet { version &+= 1 }
    }
    /// The view controllers made so far by each screen identity (`CodeHeap.identity`).
    private var byIdentity: [String: [Int]] = [:]

    /// An object, read and changed in place: reading one field must not copy the whole
    /// object (its properties, actions and captured closures) millions of times.
    subscript(id: Int) -> CodeObject {
        _read { yield objects[id] }
        _modify { yield &objects[id] }
    }

    func make(_ className: String, kind: ViewControllerKind?, origin: CodeSite) -> Int {
        objects.append(CodeObject(id: objects.count, className: className, kind: kind, origin: origin))
        return objects.count - 1
    }

    /// The window the code keeps under `name` (`pinLockWindow`), made once.
    func namedWindow(_ name: String, origin: CodeSite) -> Int {
        if let known = objects.first(where: { $0.className == "UIWindow" && $0.hint == name }) { return known.id }
        let id = make("UIWindow", kind: nil, origin: origin)
        objects[id].hint = name
        return id
    }

    /// The root of `window` (nil: the app's window) as the code has set it so far.
    func rootViewController(of window: Int?) -> Int? {
        if window == nil || window == mainWindow, let root { return root.object }
        return windowRoots.last { $0.window == window || (window == nil && $0.window == mainWindow) }?.object
    }

    /// After the launch code: the app's window is the one its delegate keeps (or made key
    /// and visible); its last root is the root. Without one, with `anyWindow`, the first
    /// window that got a root is the app's; without it, only a window no property keeps
    /// (`let window = UIWindow(…)`), never a `lockWindow`. Every other window's root is a
    /// screen over the app, returned.
    func chooseRoot(anyWindow: Bool) -> [(window: Int?, object: Int, site: CodeSite)] {
        let unnamed = windowRoots.first { $0.window.map { objects[$0].hint == nil } ?? true }
        let app =
            windowRoots.contains { $0.window == nil || $0.window == mainWindow }
            ? mainWindow : anyWindow ? windowRoots.first?.window : unnamed?.window
        if let last = windowRoots.last(where: { $0.window == app || $0.window == nil || $0.window == mainWindow }) { root = (last.object, last.site) }
        return windowRoots.filter { !($0.window == app || $0.window == nil || $0.window == mainWindow) }
    }

    /// What makes two view controllers the same screen on the map: an app's class is one
    /// screen wherever it is made; UIKit's general classes (a navigation controller, an
    /// alert) are one screen per line that makes them; a storyboard scene is its scene.
    static func identity(className: String, site: CodeSite, isAppClass: Bool) -> String {
        isAppClass ? "class \(className)" : "\(site.text) \(className)"
    }

    /// A view controller of `identity` the flow has shown before and that is free now
    /// (off screen, in no container, presenting nothing): shown again, it is the same box,
    /// as UIKit lets an app show a view controller again. Nil when every one is in use.
    func reusable(_ identity: String) -> Int? {
        byIdentity[identity]?.first { id in
            let object = objects[id]
            return object.declared && !object.placed && object.parent == nil && object.presenter == nil && object.presented == nil
        }
    }

    func remember(_ id: Int, as identity: String) {
        byIdentity[identity, default: []].append(id)
        objects[id].identity = identity
    }

    /// `child` as a child of `parent` (the last, or at `index`), taken from any container it was in; not
    /// when `parent` is `child` or inside it (code that would make a cycle).
    func attach(_ child: Int, to parent: Int, at index: Int? = nil, site: CodeSite, how: String) {
        var ancestor: Int? = parent
        while let now = ancestor {
            if now == child { return }
            ancestor = objects[now].parent
        }
        detach(child)
        objects[parent].children.insert(child, at: min(index ?? objects[parent].children.count, objects[parent].children.count))
        objects[child].parent = parent
        objects[child].attachment = (site, how)
    }

    /// A tab bar controller's tabs: its children less those the code embeds with `addChild` (a player over the tabs).
    func tabs(of tabBar: Int) -> [Int] {
        objects[tabBar].children.filter { !objects[$0].isEmbedded }
    }

    func setChildren(of parent: Int, _ children: [Int], site: CodeSite, how: String) {
        for old in objects[parent].children { objects[old].parent = nil }
        objects[parent].children = []
        for (index, child) in children.enumerated() {
            attach(child, to: parent, site: site, how: children.count > 1 ? "\(how) [\(index)]" : how)
        }
    }

    /// Makes `column` the `which` column of the column-style `split`, in a navigation
    /// controller of its own when it is none, as UIKit does (R46), replacing the one there.
    func setColumn(_ which: SplitColumn, of split: Int, to column: Int, site: CodeSite, how: String) {
        let style = objects[split].splitStyle ?? .doubleColumn
        let placed = columnController(for: column, site: site, how: how)
        objects[placed].column = which
        if let old = objects[split].children.first(where: { objects[$0].column == which }) { detach(old) }
        attach(placed, to: split, site: site, how: how)
        let order = Dictionary(
            uniqueKeysWithValues: objects[split].children.map {
                ($0, objects[$0].column.flatMap(style.columns.firstIndex(of:)) ?? style.columns.count)
            })
        objects[split].children.sort { order[$0]! < order[$1]! }
    }

    /// `column` itself when it is a navigation controller, else a new one with `column` as its root (R46).
    func columnController(for column: Int, site: CodeSite, how: String) -> Int {
        guard objects[column].kind != .navigation else { return column }
        let navigation = make("UINavigationController", kind: .navigation, origin: site)
        attach(column, to: navigation, site: site, how: Self.columnWrapping)
        return navigation
    }

    private static let columnWrapping = "in its column's navigation controller (R46)"

    /// `split.viewController(for: .primary)`: the view controller the column was given, not
    /// the navigation controller UIKit wraps it in (R46). A split view without column roles
    /// (a storyboard's, a classic one) has its primary first and its secondary last.
    func viewController(for column: SplitColumn, of split: Int) -> Int? {
        let children = objects[split].children
        let placed: Int?
        if children.contains(where: { objects[$0].column != nil }) {
            placed = children.first { objects[$0].column == column }
        } else {
            placed = column == .primary ? children.first : column == .secondary && children.count > 1 ? children.last : nil
        }
        guard let placed else { return nil }
        if let root = objects[placed].children.first, objects[root].attachment?.how == Self.columnWrapping { return root }
        return placed
    }

    func detach(_ child: Int) {
        guard let parent = objects[child].parent else { return }
        objects[parent].children.removeAll { $0 == child }
        objects[child].parent = nil
    }

    /// The nearest ancestor of `kind` along `parent` (R1); `including` counts the object itself.
    func ancestor(of id: Int, _ kind: ViewControllerKind, including: Bool = false) -> Int? {
        var current: Int? = including ? id : objects[id].parent
        while let now = current {
            if objects[now].kind == kind { return now }
            current = objects[now].parent
        }
        return nil
    }

    /// The root of the layer `id` is in: the window root, or a presented root.
    func layerRoot(of id: Int) -> Int {
        var current = id
        while let parent = objects[current].parent { current = parent }
        return current
    }

    /// R2: a presented root answers its presenter; everything else asks its layer's root.
    func presenting(of id: Int) -> Int? {
        objects[layerRoot(of: id)].presenter
    }

    /// R3: what `id` or one of its ancestors presents.
    func presentedViewController(of id: Int) -> Int? {
        var current: Int? = id
        while let now = current {
            if let presented = objects[now].presented { return presented }
            current = objects[now].parent
        }
        return nil
    }

    /// What getTopVC returns from `root` (R31): what is presented, the selected tab, a
    /// stack's top, a split view's secondary column, down to a screen that holds none. In a
    /// compact width a split view is collapsed (R45): a detail shown since was pushed onto
    /// its primary stack, which shows it.
    func top(from root: Int, compactWidth: Bool) -> Int {
        var current = root
        for _ in 0..<objects.count {
            if let presented = objects[current].presented {
                current = presented
                continue
            }
            let children = objects[current].children
            let selected = objects[current].selectedTab
            switch objects[current].kind {
            case .navigation? where !children.isEmpty: current = children[children.count - 1]
            case .tabBar?:
                let tabs = tabs(of: current)
                guard selected < tabs.count else { return current }
                current = tabs[selected]
            case .split? where objects[current].hasItsColumns:
                let primary = children[0]
                let pushedOntoPrimary = compactWidth && objects[primary].kind == .navigation && objects[primary].children.count > 1
                current = pushedOntoPrimary ? primary : children[children.count - 1]
            default: return current
            }
        }
        return current
    }

    /// `id` and its children's subtrees, in pre-order: what showing it puts on screen.
    func members(of id: Int) -> [Int] {
        [id] + objects[id].children.flatMap(members)
    }

    func setPlaced(_ id: Int, _ placed: Bool) {
        for member in members(of: id) { objects[member].placed = placed }
    }
}
