import NavFlowWriting
import NavLanguage
import NavStoryboard

/// Turns storyboards into a `.nav` tour: the initial view controller (with its
/// containers, from the relationship and embed segues) is the `root`; every segue
/// reachable from it is performed once, depth-first, the way UIKit performs it, and
/// undone (pop, dismiss, or the unwind the storyboard has) before the next.
struct StoryboardImporter {
    private let storyboards: [Storyboard]
    private var text = NavText()
    private var names = NavNames()
    /// The name of each scene's first instance.
    private var nameOf: [SceneKey: String] = [:]
    /// The scenes of each first instance's subtree, pre-order, once written out.
    private var built: [SceneKey: [PlacedScene]] = [:]
    /// Scenes whose first instance is a container's child: a segue to them makes a new instance.
    private var childScenes: Set<SceneKey> = []
    /// Scenes whose segues the tour has taken: a scene reached again is not toured again.
    private var toured: Set<SceneKey> = []
    /// How many instances of each scene are in the window now: a segue to one of them is a cycle.
    private var onScreen: [SceneKey: Int] = [:]
    /// Each tab bar controller's selected tab, so the tour selects a tab only to enter it.
    private var selectedTab: [String: Int] = [:]
    /// The scenes whose expression is being built, outermost first: a scene among them
    /// again is a cycle of relationships or embeds, and their count is the nesting.
    private var building: [SceneKey] = []
    /// The view controllers the expressions have made: a container that lists one scene
    /// several times makes a new instance of its subtree for each, which could otherwise
    /// grow as a power of the nesting.
    private var instances = 0
    /// Whether the note that an expression went past `maximumInstances` was written.
    private var saidPastInstances = false
    static let maximumInstances = 10_000

    /// Whether the import models an iPad: a split view controller is imported expanded.
    /// Worked out once: every popover asks, and each scene can have one.
    private let modelsIPad: Bool

    private init(_ storyboards: [Storyboard]) {
        self.storyboards = storyboards
        modelsIPad = storyboards.contains { $0.controllers.contains { $0.kind == .split } }
        (nameOf, names) = SceneNaming.names(of: storyboards) { $0.resolved(in: storyboards) }
    }

    /// The `.nav` text of `storyboards`, starting at `initial` (a scene id or name) or the
    /// first storyboard's initial view controller, and what the import did.
    static func imported(_ storyboards: [Storyboard], initial: String?) throws(InputError) -> ImportResult {
        var importer = StoryboardImporter(storyboards)
        try importer.write(initial: initial)
        return ImportResult(text: importer.text.text, summary: importer.summary())
    }

    private func controller(_ key: SceneKey) -> StoryboardController {
        storyboards[key.file][key.id]!
    }

    private func at(_ key: SceneKey, _ line: Int) -> String {
        "\(storyboards[key.file].input.fileName):\(line)"
    }

    private func resolve(_ key: SceneKey) -> SceneKey {
        key.resolved(in: storyboards)
    }

    private mutating func write(initial: String?) throws(InputError) {
        let files = storyboards.map(\.input.fileName).joined(separator: ", ")
        text.add("title \(NavText.string(storyboards.map(\.name).joined(separator: " + ")))", source: "imported from \(files) by navviz import")
        // The tour replaces a split view's secondary column, which only an expanded split view has (R36, R45).
        if modelsIPad, let file = storyboards.firstIndex(where: { $0.controllers.contains { $0.kind == .split } }) {
            let split = storyboards[file].controllers.first { $0.kind == .split }!
            text.add(
                "device ipad",
                source: "\(at(SceneKey(file: file, id: split.id), split.location.line)) a split view controller: expanded, as on an iPad")
        }
        let start = try initialScene(initial)
        var members: [PlacedScene] = []
        let root = expression(
            start, place: .start(chosen: initial != nil), fresh: false,
            context: PlacedScene(key: start, name: "", navigation: nil, tabs: [], detailNavigation: nil), members: &members)
        text.add(root, prefix: "root ")
        for scene in members { onScreen[scene.key, default: 0] += 1 }
        tour(members)
        listUnreached()
    }

    private mutating func initialScene(_ wanted: String?) throws(InputError) -> SceneKey {
        if let wanted {
            for (file, storyboard) in storyboards.enumerated() {
                for controller in storyboard.controllers {
                    let key = SceneKey(file: file, id: controller.id)
                    if [controller.id, controller.storyboardIdentifier, nameOf[key], controller.customClass].contains(wanted) { return resolve(key) }
                }
            }
            let known = storyboards.enumerated().flatMap { file, storyboard in
                storyboard.controllers.prefix(20).map { "\($0.id) (\(nameOf[SceneKey(file: file, id: $0.id)] ?? "a reference"))" }
            }.joined(separator: ", ")
            throw InputError(path: storyboards[0].input.path, message: "--initial \(wanted): no scene has that id or name; the scenes: \(known)")
        }
        let first = storyboards[0]
        if let id = first.initialViewController { return resolve(SceneKey(file: 0, id: id)) }
        guard let scene = first.controllers.first(where: { !$0.isReference }) ?? first.controllers.first else {
            throw InputError(path: first.input.path, message: "\(first.input.path) has no scenes to import")
        }
        text.comment(
            "note: \(first.input.fileName) has no initial view controller; starting at its first scene, \(nameOf[SceneKey(file: 0, id: scene.id)] ?? scene.id) (\(scene.id)); choose another with --initial ID|NAME"
        )
        return resolve(SceneKey(file: 0, id: scene.id))
    }

    // MARK: view-controller expressions

    /// How an expression's view controller is reached, which its line's comment says.
    private enum Place {
        /// The storyboard's initial view controller, or the scene `--initial` names.
        case start(chosen: Bool)
        /// A container's child: `tab 0`, `navigation root`, `embedded`...
        case child(String)
        /// A segue's destination: where the segue is, and which it is.
        case segue(String)
    }

    /// The `.nav` expression of `key`'s view controller: a name, or a container with its
    /// children (relationship and embed segues). The first instance of a scene is
    /// constructed; later ones are named. `fresh` makes a new instance of every scene of
    /// the subtree. Notes and a `set` of the scene's `modalPresentationStyle` are
    /// written on the way, before the statement that holds the expression.
    private mutating func expression(
        _ key: SceneKey, place: Place, fresh: Bool, context: PlacedScene?,
        members: inout [PlacedScene]
    ) -> NavExpression {
        let key = resolve(key)
        let controller = controller(key)
        var source: String
        switch place {
        case .start(let chosen):
            source = "\(at(key, controller.location.line)) \(chosen ? "--initial scene" : "initial view controller") \(controller.id)"
        case .child(let caption): source = "\(at(key, controller.location.line)) \(caption) \(controller.id)"
        case .segue(let origin): source = origin
        }
        if controller.isReference {
            source +=
                ", a reference to \(controller.storyboardName ?? "?").storyboard\(controller.referencedIdentifier.map { " \($0)" } ?? "") (not imported)"
        }
        if !fresh, let existing = built[key] {
            members += existing
            return NavExpression(name: existing[0].name, head: existing[0].name, children: [], source: source)
        }
        if building.contains(key) || building.count >= Parser.maximumNesting - 1 || instances >= Self.maximumInstances {
            let why =
                building.contains(key)
                ? "contains itself (a cycle of relationship or embed segues)"
                : building.count >= Parser.maximumNesting - 1
                    ? "is nested more than \(Parser.maximumNesting) deep"
                    : "comes after the \(Self.maximumInstances) view controllers an import makes at most (containers list scenes many times); it and every later one"
            // Past the most instances, the note is written once.
            let past = instances >= Self.maximumInstances
            if !(past && saidPastInstances) {
                text.comment(
                    "note: \(at(key, controller.location.line)) \(controller.element) \(controller.id) \(why); imported as a new instance without children"
                )
            }
            saidPastInstances = saidPastInstances || past
            let name = names.unique(nameOf[key]!)
            return NavExpression(name: name, head: name, children: [], source: source)
        }
        instances += 1
        let name = fresh ? names.unique(nameOf[key]!) : nameOf[key]!
        var kind = controller.kind
        building.append(key)
        defer { building.removeLast() }
        let className = (controller.customClass ?? controller.uikitClass).map(NavNames.valid)
        let declared = name + (className.map { ": \($0)" } ?? "")
        var children: [(segue: StoryboardSegue, caption: String)] = []
        switch kind {
        case .navigation:
            children = controller.relationships(.rootViewController).prefix(1).map { ($0, "navigation root") }
        case .tabBar:
            children = controller.relationships(.viewControllers).enumerated().map { ($1, "tab \($0)") }
        case .split:
            let primary = controller.relationships(.masterViewController).first
            let secondary = controller.relationships(.detailViewController).first
            if let primary, let secondary {
                children = [(primary, "primary column"), (secondary, "secondary column")]
                if let supplementary = controller.relationships(.supplementaryViewController).first {
                    text.comment(
                        "note: \(at(key, supplementary.location.line)) supplementary column \(supplementary.label) left out: .nav models a two-column split"
                    )
                }
            }
        case .plain:
            break
        }
        if kind != .plain && children.isEmpty {
            text.comment(
                "note: \(at(key, controller.location.line)) \(controller.element) \(name) has no \(kind == .split ? "primary and secondary columns" : "children"); imported as a plain view controller"
            )
            kind = .plain
        }
        if kind == .plain { children = controller.segues.filter { $0.kind == .embed }.map { ($0, "embedded") } }
        let this = PlacedScene(
            key: key, name: name, navigation: kind == .navigation ? name : context?.navigation,
            tabs: context?.tabs ?? [], detailNavigation: context?.detailNavigation)
        if context == nil, let style = controller.modalPresentationStyle {
            // Set before the present that first shows it, as Interface Builder sets it on the instance.
            text.add(
                "set \(name).modalPresentationStyle = \(style)",
                source: "\(at(key, controller.location.line)) \(controller.id) modalPresentationStyle")
        }
        var placed = [this]
        var detailNavigation = this.detailNavigation
        if kind == .split, !fresh {
            // Both columns know where showDetail goes: the secondary column's navigation controller.
            let secondary = resolve(SceneKey(file: key.file, id: children[1].segue.destination))
            if self.controller(secondary).kind == .navigation, built[secondary] == nil { detailNavigation = nameOf[secondary] }
        }
        var childExpressions: [NavExpression] = []
        for (index, child) in children.enumerated() {
            let childKey = resolve(SceneKey(file: key.file, id: child.segue.destination))
            let childFresh = fresh || built[childKey] != nil
            let childContext = PlacedScene(
                key: key, name: name, navigation: this.navigation,
                tabs: kind == .tabBar ? this.tabs + [PlacedScene.Tab(tabBar: name, index: index)] : this.tabs,
                detailNavigation: detailNavigation)
            childScenes.insert(childKey)
            childExpressions.append(expression(childKey, place: .child(child.caption), fresh: childFresh, context: childContext, members: &placed))
        }
        let opener = kind == .navigation ? "nav " : kind == .tabBar ? "tabs " : kind == .split ? "split " : ""
        if kind == .tabBar { selectedTab[name] = 0 }
        if !fresh { built[key] = placed }
        members += placed
        return NavExpression(name: name, head: (childExpressions.isEmpty ? "" : opener) + declared, children: childExpressions, source: source)
    }

    // MARK: the tour

    /// What the tour does next. The tour is a stack of these rather than recursion, so a
    /// storyboard whose segues lead thousands of scenes deep (one after another: 2,500
    /// `show` segues) needs no deeper stack than one segue.
    private enum TourStep {
        /// A scene now on screen: enter its tab, then take its segues.
        case visit(PlacedScene)
        /// One segue of a scene on screen (an unwind is described, not taken).
        case segue(StoryboardSegue, from: PlacedScene)
        /// Go back from a performed segue, once what it showed has been toured.
        case back(Performed)
    }

    /// A segue performed: the line that goes back, and what it put on screen.
    private struct Performed {
        let way: String
        let source: String
        let members: [PlacedScene]
    }

    private mutating func tour(_ members: [PlacedScene]) {
        var steps: [TourStep] = members.reversed().map { .visit($0) }
        while let step = steps.popLast() {
            switch step {
            case .visit(let member):
                toured.insert(member.key)
                for tab in member.tabs where selectedTab[tab.tabBar] != tab.index {
                    text.add(
                        "\(tab.tabBar) select \(tab.index)",
                        source: "\(at(member.key, controller(member.key).location.line)) show tab \(tab.index) to visit \(member.name)")
                    selectedTab[tab.tabBar] = tab.index
                }
                steps += controller(member.key).segues.reversed().filter { $0.kind != .relationship && $0.kind != .embed }
                    .map { .segue($0, from: member) }
            case .segue(let segue, let member) where segue.kind == .unwind:
                describeUnwind(segue, of: member)
            case .segue(let segue, let member):
                guard let performed = perform(segue, from: member) else { continue }
                steps.append(.back(performed))
                let destination = performed.members[0].key
                if !toured.contains(destination) { steps += performed.members.reversed().map { .visit($0) } }
            case .back(let performed):
                text.add(performed.way, source: performed.source)
                for member in performed.members { onScreen[member.key, default: 0] -= 1 }
            }
        }
    }

    private enum Transition {
        case push, present
        /// A split view's secondary column replaced (R36); going back shows `previous` again.
        case showDetail(previous: String)

        var isPush: Bool {
            if case .push = self { return true }
            return false
        }
    }

    /// Performs `segue`: its step, what it shows put on screen. Nil when it leads back to
    /// what is on screen (a cycle), which a comment says.
    private mutating func perform(_ segue: StoryboardSegue, from source: PlacedScene) -> Performed? {
        let destination = resolve(SceneKey(file: source.key.file, id: segue.destination))
        let located = "\(at(source.key, segue.location.line)) \(segue.name)"
        let origin = "\(at(source.key, segue.location.line)) \(segue.label) from \(source.name)"
        let subtree = built[destination]?.map(\.key) ?? [destination]
        if subtree.contains(where: { onScreen[$0, default: 0] > 0 }) {
            text.comment("\(origin): leads back to \(nameOf[destination] ?? segue.destination), already on screen (a cycle, visited once)")
            return nil
        }
        let target = controller(destination)
        let isContainer = target.kind == .navigation || target.kind == .tabBar || target.kind == .split
        var transition = Transition.present
        var operation = "present"
        let actor = source.name
        var style: String?
        switch segue.kind {
        case .show, .push:
            if source.navigation != nil && !isContainer {
                transition = .push
                operation = segue.kind.rawValue
            } else if source.navigation != nil {
                text.comment("note: \(origin): UIKit cannot push a \(target.element) (R5); imported as present")
            } else if segue.kind == .push {
                text.comment("note: \(origin): a legacy push segue needs a navigation controller; imported as present")
            } else {
                operation = "show"
            }
        case .showDetail, .replace:
            if let detail = source.detailNavigation, target.kind != .tabBar, target.kind != .split {
                transition = .showDetail(previous: detail)
                operation = "showDetail"
            } else {
                text.comment("note: \(origin): \(segue.kind) outside a split view's secondary navigation controller presents")
            }
        case .presentation, .modal:
            style = segue.modalPresentationStyle.map(\.rawValue)
        case .popoverPresentation, .popover:
            style = "popover" + anchor(of: segue, in: source, origin: origin)
        default:
            text.comment("note: \(origin): a \(segue.kind) segue\(segue.customClass.map { " (\($0))" } ?? "") is imported as present")
        }
        let fresh = childScenes.contains(destination)
        if fresh {
            text.comment("note: \(origin): the scene is also a container's child; the segue makes a new instance")
        }
        var members: [PlacedScene] = []
        let context =
            transition.isPush
            ? PlacedScene(
                key: source.key, name: source.name, navigation: actor == source.name ? source.navigation : actor,
                tabs: source.tabs, detailNavigation: source.detailNavigation) : nil
        let moved = expression(destination, place: .segue(located), fresh: fresh, context: context, members: &members)
        text.add(moved, prefix: "\(actor) \(operation) ", style: style)
        if members.isEmpty {
            // Past the most instances the expression makes a new instance without children and
            // places nothing: it is on screen all the same, and the tour goes on from it.
            members = [
                PlacedScene(
                    key: destination, name: moved.name, navigation: context?.navigation, tabs: context?.tabs ?? [],
                    detailNavigation: context?.detailNavigation)
            ]
        }
        let name = members[0].name
        for member in members { onScreen[member.key, default: 0] += 1 }
        let unwind = members.flatMap { controller($0.key).segues }.first { $0.kind == .unwind && unwindTarget($0) == source.key }
        let back = unwind.map { "\($0.label) \($0.unwindAction ?? "")" } ?? "back from segue \(segue.id)"
        let way: String
        switch transition {
        case .push: way = "\(name) pop"
        case .present: way = "\(name) dismiss"
        case .showDetail(let previous): way = "\(source.name) showDetail \(previous)"
        }
        return Performed(way: way, source: "\(at(source.key, (unwind ?? segue).location.line)) \(back)", members: members)
    }

    /// ` sourceView: "…"` or ` barButtonItem: "…"`: a popover segue's anchor, named by
    /// the storyboard's label for it (R43). Without one an iPad raises, so an import that
    /// models an iPad anchors it to the source scene's view.
    private mutating func anchor(of segue: StoryboardSegue, in source: PlacedScene, origin: String) -> String {
        let labels = storyboards[source.key.file].elementLabels
        if let id = segue.popoverAnchorBarButtonItem { return " barButtonItem: \(NavText.string(labels[id] ?? id))" }
        if let id = segue.popoverAnchorView { return " sourceView: \(NavText.string(labels[id] ?? id))" }
        guard modelsIPad else {
            text.comment("note: \(origin): the popover has no anchor; an iPhone adapts it, an iPad would raise (R43)")
            return ""
        }
        text.comment("note: \(origin): the popover has no anchor, which an iPad needs (R43); anchored to \(source.name)'s view")
        return " sourceView: \(NavText.string(source.name))"
    }

    /// A comment for each unwind segue: where it leads, if the storyboard says.
    private mutating func describeUnwind(_ segue: StoryboardSegue, of member: PlacedScene) {
        let origin = "\(at(member.key, segue.location.line)) \(segue.label) \(segue.unwindAction ?? "") from \(member.name)"
        if let target = unwindTarget(segue) {
            text.comment("\(origin): unwinds to \(nameOf[target] ?? target.id)")
        } else {
            text.comment("\(origin): the storyboard does not say which scene has this action")
        }
    }

    /// The scene an unwind action belongs to, read from its name: `unwindToHome:`,
    /// `backToHome:`... name `Home` (its identifier, class or title, with or without
    /// `ViewController`); nil when no scene, or more than one, has that name.
    private func unwindTarget(_ segue: StoryboardSegue) -> SceneKey? {
        guard var action = segue.unwindAction?.split(separator: ":").first.map(String.init) else { return nil }
        for prefix in ["unwindTo", "backTo", "returnTo", "goBackTo", "exitTo", "unwind"] where action.lowercased().hasPrefix(prefix.lowercased()) {
            action = String(action.dropFirst(prefix.count))
            break
        }
        if let with = action.range(of: "WithSegue") { action = String(action[..<with.lowerBound]) }
        let wanted = Self.normalised(action)
        guard !wanted.isEmpty else { return nil }
        var found: [SceneKey] = []
        for (file, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers where !controller.isReference {
                let candidates = [
                    controller.storyboardIdentifier, controller.customClass, controller.userLabel, controller.title, controller.navigationItemTitle,
                ]
                .compactMap { $0 }.map(Self.normalised)
                if candidates.contains(wanted) { found.append(SceneKey(file: file, id: controller.id)) }
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    private static func normalised(_ name: String) -> String {
        var text = name.lowercased()
        for suffix in ["viewcontroller", "controller", "vc"] where text.hasSuffix(suffix) && text.count > suffix.count {
            text.removeLast(suffix.count)
            break
        }
        return text
    }

    /// The scenes the tour never reached, in document order.
    private var unreached: [SceneKey] {
        storyboards.enumerated().flatMap { file, storyboard in
            storyboard.controllers.filter { !$0.isReference }.map { SceneKey(file: file, id: $0.id) }.filter { !toured.contains($0) }
        }
    }

    private mutating func listUnreached() {
        let unreached = unreached
        guard !unreached.isEmpty else { return }
        text.comment(
            "\(unreached.count) scene\(unreached.count == 1 ? "" : "s") no segue from the initial view controller reaches (instantiated in code?):")
        for key in unreached {
            let controller = controller(key)
            text.comment("  \(nameOf[key]!) (\(at(key, controller.location.line)) \(controller.element) \(controller.id))")
        }
    }

    // MARK: what the import did

    /// The scenes read and reached; when most are not reached, the scene that reaches the
    /// most, to start at instead.
    private func summary() -> ImportSummary {
        let scenes = storyboards.flatMap(\.controllers).filter { !$0.isReference }.count
        let missed = unreached.count
        let reached = scenes - missed
        let files = storyboards.map(\.input.fileName).joined(separator: ", ")
        var description =
            "\(scenes) scene\(scenes == 1 ? "" : "s") from \(files); the tour reaches "
            + (missed == 0 ? "all of them" : "\(reached); \(missed) not reached (listed at the end of the .nav)")
        guard missed > reached, let best = widestReaching(), best.reach > reached, let name = nameOf[best.key] else {
            return ImportSummary(description: description, betterInitial: nil)
        }
        description += "; starting at \(name) reaches \(best.reach)"
        return ImportSummary(description: description, betterInitial: name)
    }

    /// The scene whose segues (and its containers' relationships) lead to the most scenes,
    /// the first in document order among equals.
    private func widestReaching() -> (key: SceneKey, reach: Int)? {
        var best: (key: SceneKey, reach: Int)?
        for (file, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers where !controller.isReference {
                let key = SceneKey(file: file, id: controller.id)
                let reach = reach(from: key)
                if reach > best?.reach ?? 0 { best = (key, reach) }
            }
        }
        return best
    }

    /// How many scenes (not references) `start` and every scene a segue leads to from
    /// there make: what the tour would reach from `start`.
    private func reach(from start: SceneKey) -> Int {
        var seen: Set<SceneKey> = [start]
        var queue = [start]
        while let key = queue.popLast() {
            for segue in controller(key).segues where segue.kind != .unwind {
                let next = resolve(SceneKey(file: key.file, id: segue.destination))
                if seen.insert(next).inserted { queue.append(next) }
            }
        }
        return seen.filter { !controller($0).isReference }.count
    }
}
