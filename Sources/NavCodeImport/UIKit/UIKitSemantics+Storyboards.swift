import NavCodeFacts
import NavLanguage
import NavStoryboard

/// Storyboards as UIKit uses them from code: scenes instantiated with the containers
/// their relationship and embed segues build, and segues performed the way their kind says.
extension UIKitSemantics {
    /// Whether `method` is a storyboard's method that makes a scene's view controller.
    static func instantiates(_ method: String) -> Bool {
        method == "instantiateViewController" || method == "instantiateInitialViewController"
    }

    /// `instantiateViewController(withIdentifier:)` / `instantiateInitialViewController()`:
    /// the scene of the storyboard it names (or of any storyboard, when the code does not say which).
    func instantiate(_ call: CodeCall, from owner: CodeReferent, _ environment: inout CodeEnvironment) -> CodeReferent {
        let passed = evaluator.arguments(call, &environment)
        let identifierArgument = passed.first { $0.label == "withIdentifier" || $0.label == "identifier" }
        let identifier = identifierArgument.flatMap { CodeEvaluator.string($0.value) }
        // An identifier the import cannot read names some scene, not the initial one.
        if let identifierArgument, identifier == nil {
            return .unknown("the identifier is not known here: \(evaluator.describe(identifierArgument.value))")
        }
        var name: String?
        if case .storyboard(let named) = owner { name = named }
        let files = storyboards.indices.filter { name == nil || storyboards[$0].name == name }
        var key: SceneKey?
        if let identifier {
            key =
                files.lazy.compactMap { file in
                    self.storyboards[file].controllers.first { $0.storyboardIdentifier == identifier }.map { SceneKey(file: file, id: $0.id) }
                }.first
        } else if let file = files.first, let initial = storyboards[file].initialViewController {
            key = SceneKey(file: file, id: initial)
        }
        guard let key else {
            let which = identifier.map { "the identifier \"\($0)\"" } ?? "an initial view controller"
            return .unknown("no scene of \(name.map { $0 + ".storyboard" } ?? "the storyboards read") has \(which)")
        }
        return .object(sceneObject(key))
    }

    /// A view controller of class `className` a helper makes from `owner`: on a storyboard,
    /// its scene whose identifier or class is that name; else a new instance of the class.
    func instantiate(_ className: String, from owner: CodeReferent, site: CodeSite) -> CodeReferent {
        if case .storyboard(let name) = owner {
            for file in storyboards.indices where name == nil || storyboards[file].name == name {
                let scene =
                    storyboards[file].controllers.first { $0.storyboardIdentifier == className }
                    ?? storyboards[file].controllers.first { $0.customClass == className }
                if let scene { return .object(sceneObject(SceneKey(file: file, id: scene.id))) }
            }
        }
        return .object(makeViewController(className, arguments: [], site: site))
    }

    /// A new instance of a storyboard scene, with the containers its relationship and
    /// embed segues build, as `instantiateViewController` makes it. `within` are the
    /// scenes it is being made inside, outermost first.
    func sceneObject(_ wanted: SceneKey, within: [SceneKey] = []) -> Int {
        let key = wanted.resolved(in: storyboards)
        let identity = "scene \(key.file) \(key.id)"
        if let shown = heap.reusable(identity) { return shown }
        let id = newSceneObject(key, within: within)
        heap.remember(id, as: identity)
        return id
    }

    private func newSceneObject(_ key: SceneKey, within: [SceneKey]) -> Int {
        let controller = storyboards[key.file][key.id]!
        let site = CodeSite(file: storyboards[key.file].input.fileName, line: controller.location.line)
        let kind = controller.kind == .plain ? controller.customClass.flatMap(code.kind(of:)) ?? .plain : controller.kind
        let fallback =
            [
                "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
                "splitViewController": "UISplitViewController",
            ][controller.element] ?? "UIViewController"
        let className = controller.customClass ?? controller.uikitClass ?? fallback
        let id = heap.make(className, kind: kind, origin: site)
        heap[id].scene = key
        record.instantiated(key)
        if let style = controller.modalPresentationStyle { heap[id].style = (style, site) }
        // A scene inside itself (a cycle of relationships), too deep, or past the objects an
        // import makes (containers that list one scene many times) is made without children.
        guard !within.contains(key), within.count < 16, heap.objects.count < Self.maximumSceneObjects else {
            let why =
                within.contains(key)
                ? "contains itself (a cycle of relationship or embed segues)"
                : within.count >= 16 ? "is nested more than 16 deep" : "comes past the \(Self.maximumSceneObjects) view controllers an import makes"
            note(site, "\(controller.element) \(controller.id) \(why): made without its children")
            return id
        }
        // A column of a column-style split view is set as UIKit sets it, in a navigation controller of its own (R46).
        var children: [(segue: StoryboardSegue, how: String, column: SplitColumn?)] = []
        switch controller.kind {
        case .navigation: children = controller.relationships(.rootViewController).prefix(1).map { ($0, "navigation root", nil) }
        case .tabBar: children = controller.relationships(.viewControllers).enumerated().map { ($1, "tab \($0)", nil) }
        case .split:
            // A supplementary column makes a column-style split view.
            let tripleColumn = !controller.relationships(.supplementaryViewController).isEmpty
            if tripleColumn { heap[id].splitStyle = .tripleColumn }
            let relationships: [(StoryboardSegue.Relationship, SplitColumn)] =
                tripleColumn
                ? [(.masterViewController, .primary), (.supplementaryViewController, .supplementary), (.detailViewController, .secondary)]
                : [(.masterViewController, .primary), (.detailViewController, .secondary)]
            children = relationships.compactMap { relationship, column in
                controller.relationships(relationship).first.map { ($0, "\(column.rawValue) column", tripleColumn ? column : nil) }
            }
        case .plain: children = controller.segues.filter { $0.kind == .embed }.map { ($0, "embedded", nil) }
        }
        for child in children {
            let childID = sceneObject(SceneKey(file: key.file, id: child.segue.destination), within: within + [key])
            let childSite = CodeSite(file: site.file, line: child.segue.location.line)
            let how = "\(child.how), segue \(child.segue.id)"
            if let column = child.column {
                heap.setColumn(column, of: id, to: childID, site: childSite, how: how)
            } else {
                heap.attach(childID, to: id, site: childSite, how: how)
            }
        }
        if code.declares(className) {
            evaluator.inMode(.building(id)) {
                for (name, labels) in [("init", ["coder"]), ("awakeFromNib", []), ("viewDidLoad", [])] as [(String, [String?])] {
                    if let function = code.function(name, labels: labels, in: className) { evaluator.run(function, this: .object(id)) }
                }
            }
        }
        return id
    }

    /// `performSegue(withIdentifier:sender:)`: the segue with that identifier from the scene of the caller (or of its class).
    func performSegue(_ identifier: String, from actor: Int, site: CodeSite) {
        var found: (SceneKey, StoryboardSegue)?
        let scenes =
            heap[actor].scene.map { [$0] }
            ?? storyboards.indices.flatMap { file in
                storyboards[file].controllers.filter { $0.customClass == heap[actor].className }.map { SceneKey(file: file, id: $0.id) }
            }
        for scene in scenes {
            if let segue = storyboards[scene.file][scene.id]?.segues.first(where: { $0.identifier == identifier }) {
                found = (scene, segue)
                break
            }
        }
        guard let (scene, segue) = found else {
            return note(site, "performSegue: \(heap[actor].className)'s scene has no segue \"\(identifier)\"")
        }
        record.performed(segue: segue.id, inFile: scene.file)
        perform(segue, of: scene, from: actor, codeSite: site)
    }

    /// A storyboard segue, performed from `actor` the way UIKit performs its kind.
    func perform(_ segue: StoryboardSegue, of scene: SceneKey, from actor: Int, codeSite: CodeSite?) {
        let storyboardSite = CodeSite(file: storyboards[scene.file].input.fileName, line: segue.location.line)
        let site = codeSite ?? storyboardSite
        let call = codeSite == nil ? "segue \(segue.id) (\(segue.kind))" : "performSegue \(storyboardSite.text) \(segue.id)"
        if segue.kind == .unwind {
            guard onScreen(actor) else { return }
            navigator?.goBack(
                CodeBack(
                    operation: .dismiss, actor: actor, navigation: heap.ancestor(of: actor, .navigation, including: true),
                    site: site, call: call, isUnwind: true, completion: nil))
            return
        }
        let shown = sceneObject(SceneKey(file: scene.file, id: segue.destination))
        if segue.kind.pushes {
            show(shown, from: actor, site: site, call: call)
        } else if segue.kind.replacesDetail {
            showDetail(shown, from: actor, site: site, call: call)
        } else {
            // A popover segue's anchor is set in the storyboard (a view or a bar button item of the scene).
            if segue.kind.isPopover,
                let anchor = segue.popoverAnchorBarButtonItem.map({ PopoverAnchor(.barButtonItem, $0) })
                    ?? segue.popoverAnchorView.map({ PopoverAnchor(.sourceView, $0) })
            {
                setAnchor(anchor, of: shown, at: site)
            }
            present(
                shown, by: actor, site: site, call: call, written: .present,
                style: segue.kind.isPopover ? .popover : segue.modalPresentationStyle, completion: nil)
        }
    }
}
