import NavCodeFacts
import NavFlowWriting
import NavLanguage
import NavStoryboard

extension CodeTour {
    func tour(_ members: [Int]) {
        for member in members where heap[member].placed {
            selectTabs(toShow: member)
            tourScreen(member)
        }
        // A container's sheet driven by an item: after the screens inside it, whose code may set the item.
        for member in members where heap[member].placed {
            evaluator.inNewTurn { evaluator.inMode(.action) { evaluator.swiftUI.performItemSheets(of: member) } }
        }
    }

    /// Selects the tabs `member` is in, so what it does happens on screen.
    func selectTabs(toShow member: Int) {
        var child = member
        var path: [(tabBar: Int, index: Int)] = []
        while let parent = heap[child].parent {
            if heap[parent].kind == .tabBar, let index = heap.tabs(of: parent).firstIndex(of: child) { path.insert((parent, index), at: 0) }
            child = parent
        }
        for (tabBar, index) in path where heap[tabBar].selectedTab != index {
            let site = heap[member].attachment?.site ?? heap[member].origin
            text.add("\(name(tabBar)) select \(index)", source: "\(site.text) show tab \(index) to visit \(name(member))")
            heap[tabBar].selectedTab = index
        }
    }

    /// What the screen's code does: presentations it asked for before it was shown, its
    /// class's user actions, its scene's segues, and the callbacks it holds.
    private func tourScreen(_ id: Int) {
        guard heap[id].isViewController, touredObjects.insert(id).inserted else { return }
        let pending = heap[id].pendingPresents
        heap[id].pendingPresents = []
        // The screen's code runs in later turns of the run loop than the call that showed it.
        evaluator.inNewTurn { evaluator.inMode(.action) { tourScreenCode(id, pending) } }
    }

    private func tourScreenCode(_ id: Int, _ pending: [CodeObject.PendingPresent]) {
        for present in pending where !heap[present.presented].placed {
            uikit.present(
                present.presented, by: id, site: present.site, call: present.call, written: .present, style: present.style, completion: nil,
                askedAt: present.askedAt)
        }
        let className = heap[id].className
        let firstOfClass = code.declares(className) && touredClasses.insert(className).inserted
        if firstOfClass {
            for entry in code.entries(of: className) where heap[id].placed { evaluator.run(entry, this: .object(id), caller: .unseen) }
        }
        if let scene = heap[id].scene, touredScenes.insert(scene).inserted, let controller = uikit.storyboards[scene.file][scene.id] {
            for segue in controller.segues
            where !segue.kind.builds
                && !record.hasPerformed(segue: segue.id, inFile: scene.file)
            {
                uikit.perform(segue, of: scene, from: id, codeSite: nil)
            }
        }
        if heap[id].alert == nil { runActions(of: id) }
        evaluator.swiftUI.performNavigation(of: id)
        // A function that navigates but that only code the tour does not reach calls
        // (a delegate set elsewhere, a notification, a closure never run) is one of its actions too.
        for function in firstOfClass ? code.navigatingFunctions[className] ?? [] : []
        where heap[id].placed && !record.hasRun(function: function.description) && code.isAction(function) {
            evaluator.run(function, this: .object(id), caller: .unseen)
        }
    }

    /// ` sourceView: "…"` or ` barButtonItem: "…"`: the anchor the code sets on the popover
    /// presentation controller (R43). On an iPad a popover without one raises, and the code
    /// may set it where the import cannot follow, so it is anchored to the presenter's view, with a note.
    func anchor(of destination: Int, presenter: Int, site: CodeSite) -> String {
        if let anchor = heap[destination].anchor { return " \(anchor.kind.rawValue): \(NavText.string(anchor.label))" }
        guard modelsIPad else { return "" }
        if idiom == .pad, lint { return "" }
        text.comment(
            "note: \(site.text) the code sets no popover anchor the import can follow, which an iPad needs (R43); anchored to \(name(presenter))'s view"
        )
        return " sourceView: \(NavText.string(name(presenter)))"
    }

    /// The callbacks an object holds that no code ran yet: its actions, the closures its properties
    /// keep, then the delegate methods of the app's objects it holds (a picker's `delegate`).
    func runActions(of id: Int) {
        for action in heap[id].actions + evaluator.storedActions(of: id) where !record.hasRun(action) { evaluator.run(action) }
        for (delegate, function) in delegateMethods(of: id) where !record.hasRun(function: function.description) {
            evaluator.run(function, this: .object(delegate), arguments: [(label: nil, value: .object(id))], caller: .unseen)
        }
    }

    /// The methods UIKit calls on the delegates of `id` while it is on screen: of each app object
    /// that is no view controller and that a property of `id` holds (`picker.delegate = self` in a
    /// helper), the functions whose first parameter is of `id`'s class, as a delegate method's
    /// is (`imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo:)`).
    private func delegateMethods(of id: Int) -> [(delegate: Int, function: AppCode.Function)] {
        let classes: Set<String> = [UIKitClass.base(heap[id].className), code.frameworkClass(of: UIKitClass.base(heap[id].className))]
        return heap[id].properties.sorted { $0.key < $1.key }.flatMap { _, value -> [(delegate: Int, function: AppCode.Function)] in
            guard case .object(let delegate) = value, !heap[delegate].isViewController, let type = code.type(heap[delegate].className) else {
                return []
            }
            return type.functions.filter { function in
                function.facts.parameters.first?.type.map { classes.contains(UIKitClass.base($0)) } == true
                    && code.relevance.isRelevant(function.site)
            }.map { (delegate, $0) }
        }
    }
}
