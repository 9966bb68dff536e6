import NavCodeFacts
import NavFlowWriting
import NavLanguage
import NavStoryboard

/// Writes the code import's flow: the root the launch code builds, then a tour of
/// every screen in it. Each navigation call a screen's code makes is performed, what it
/// shows is toured in turn, and it is undone, with the screen's own way back (a pop, a
/// dismiss, an unwind segue) when its code has one. Every call site it meets is named,
/// as a step or as a comment that says why it is not one.
final class CodeTour: CodeNavigator {
    private let evaluator: CodeEvaluator
    private var heap: CodeHeap { evaluator.heap }
    private var code: AppCode { evaluator.code }
    private var uikit: UIKitSemantics { evaluator.uikit }
    /// What the code ran, which tells what no reached code runs.
    private var record: RunRecord { evaluator.record }
    private(set) var text = NavText()
    private var names = NavNames()
    /// The sites a line of the text names.
    private(set) var mentioned: Set<CodeSite> = []
    /// The sites a step of the flow names (the rest are named in comments).
    private(set) var drawnSites: Set<CodeSite> = []
    private var touredClasses: Set<String> = []
    private var touredObjects: Set<Int> = []
    private var touredScenes: Set<SceneKey> = []
    /// The transitions performed and not undone yet, outermost first.
    private var open: [OpenTransition] = []
    private var rootSwitches: [(object: Int, site: CodeSite)] = []
    /// The screen on top while a function no path reaches runs as its method (an extension
    /// of UIViewController): what `self` pushes or presents there no code shows that screen doing.
    private var enteredOver: Int?
    /// A function no path reaches is running.
    private var enteringUnreachedCode = false
    /// Children embedded with `addChild` in a container the expression being written holds, written after it.
    private var embeddedLater: [(parent: Int, child: Int)] = []
    /// Steps UIKit would refuse (an exception, an error), by key, with the simulator's reason.
    private let refused: [String: String]
    /// Each call performed (its line, actor and destinations), performed once.
    private var performed: Set<String> = []
    /// Screens other windows show, waiting to be drawn as entries.
    private var ownWindows: [(object: Int, window: Int?, site: CodeSite)] = []
    private var shownInOwnWindows: Set<String> = []
    /// The window's root view controller now.
    private var windowRoot = 0
    private var noted: Set<String> = []
    /// The flow runs on an iPad (a split view is drawn expanded), where a popover needs an anchor.
    private var modelsIPad = false

    /// Transitions nested deeper are performed and undone, not toured (each level is a deep stack of calls).
    private static let maximumDepth = 48

    private struct OpenTransition {
        let transition: CodeTransition
        /// The step's key: its undo is written as part of it.
        let step: String
        let destination: Int
        /// What it replaced: a split view's secondary column, a navigation controller's stack.
        let replaced: [Int]
        var waysBack: [CodeBack] = []
    }

    /// The device the app's code is read for: on an iPad the flow says so.
    private let idiom: TargetDevice.Idiom
    var isCompactWidth: Bool { !modelsIPad }
    /// For `navviz lint`: the steps keep their calls, and a popover the code anchors nowhere
    /// is written without an anchor on an iPad, for the simulator to find.
    private let lint: Bool
    /// Each step's calls, by key: the path `navviz lint` reports a finding of the step with.
    private(set) var stepCalls: [String: [TourCall]] = [:]
    /// Each step's screen, by key, for `navviz lint`.
    private var stepDestinations: [String: Int] = [:]
    /// For `navviz lint`: the steps made on a screen the import placed itself (an entry, or
    /// code no traced path runs, and what they show in turn): where their presenter stands
    /// in the window is the import's guess, not the app's.
    private(set) var stepsOnGuessedScreens: Set<String> = []
    /// The function each navigation call site is in, for the paths.
    private lazy var functions: [CodeSite: AppCode.NavigationSite] = Dictionary(
        code.navigationSites.map { ($0.site, $0) }, uniquingKeysWith: { first, _ in first })

    /// `refused`: the steps (by key) the simulator refused in an earlier writing of the flow, with why.
    init(_ evaluator: CodeEvaluator, idiom: TargetDevice.Idiom = .phone, refused: [String: String] = [:], lint: Bool = false) {
        self.evaluator = evaluator
        self.idiom = idiom
        self.refused = refused
        self.lint = lint
        evaluator.navigator = self
    }

    /// The title, the iOS version the code was read for when it is not the language's
    /// default, and the notes on what was read.
    func begin(title: String, source: String, notes: [String], ios: Int) {
        text.add("title \(NavText.string(title))", source: source)
        for note in notes { text.comment(note) }
        if ios != TargetDevice.defaultIOS { text.add("ios \(ios)", source: "the iOS version the app's code is read for") }
    }

    /// A line of its own that says something of the flow.
    func comment(_ line: String) {
        text.comment(line)
    }

    /// The boxes of the flow before its entries: those the tour reaches from the launch root.
    private var boxesReachedFromRoot = 0

    /// The view controllers the map draws as boxes: not the alerts and system view
    /// controllers it draws on their presenters.
    private var boxCount: Int {
        heap.objects.filter { $0.declared && $0.isViewController && !$0.isDrawnOnItsPresenter }.count
    }

    /// What the flow shows of the app, for the summary: the screens the app declares and
    /// shows (a class it makes, or a scene's class) and how many are on the map; its
    /// navigation call sites, and how many are steps or named where they run.
    func counts() -> CodeImportCounts {
        var screens = Set(
            (Array(code.madeAt.keys) + uikit.xibs.compactMap(\.ownerClass)).filter { code.declares($0) && code.kind(of: $0) != nil })
        for storyboard in uikit.storyboards {
            for controller in storyboard.controllers {
                if let className = controller.customClass, code.declares(className), code.kind(of: className) != nil { screens.insert(className) }
            }
        }
        let drawnClasses = Set(heap.objects.filter(\.declared).map(\.className))
        let sites = Set(code.navigationSites.map(\.site))
        var counts = CodeImportCounts(
            screens: screens.count, screensOnMap: screens.intersection(drawnClasses).count,
            boxes: boxCount, callSites: sites.count,
            drawn: sites.intersection(drawnSites).count, namedWhereTheyRun: sites.intersection(mentioned).subtracting(drawnSites).count)
        counts.reachedFromRoot = boxesReachedFromRoot
        counts.drawnOnPresenters = heap.objects.filter { $0.declared && $0.isDrawnOnItsPresenter }.count
        counts.swiftUIScreensOnMap =
            Set(
                heap.objects.filter { $0.declared && UIKitClass.base($0.className) == "UIHostingController" }.map { $0.hint ?? $0.className }
            ).count
        return counts
    }

    /// Why a call of one of UIKit's names that is not UIKit's made no step, when it is not that no code reached it.
    private func helperOutcome(_ site: AppCode.NavigationSite) -> String? {
        guard site.isHelper else { return nil }
        if !code.hasFunction(named: site.method, labels: site.labels) {
            return "\(site.method) with these labels is no UIKit call and no function of the app: a library's"
        }
        return record.hasRunHelper(at: site.site) ? "the app's own \(site.method), which made no navigation call here" : nil
    }

    /// The navigation calls the tour did not make, and the storyboard scenes nothing reached, each with why.
    func finish() {
        let unreached = code.navigationSites.filter { !mentioned.contains($0.site) }
        if !unreached.isEmpty {
            text.comment("\(unreached.count) navigation call\(unreached.count == 1 ? "" : "s") the tour does not make:")
            for site in unreached {
                let why =
                    record.outcome(at: site.site) ?? helperOutcome(site)
                    ?? (site.isGeneric
                        ? "inside a generic helper no reached code calls"
                        : record.hasRun(function: site.function) ? "in a closure no reached code runs" : "no reached code runs it")
                text.comment("  \(site.site.text) \(site.method) in \(site.function): \(why)")
            }
        }
        var scenes: [String] = []
        for (file, storyboard) in uikit.storyboards.enumerated() {
            for controller in storyboard.controllers
            where !controller.isReference
                && !record.hasInstantiated(SceneKey(file: file, id: controller.id))
            {
                let name = uikit.sceneNames[SceneKey(file: file, id: controller.id)] ?? controller.id
                scenes.append("\(name) (\(storyboard.input.fileName):\(controller.location.line) \(controller.element) \(controller.id))")
            }
        }
        guard !scenes.isEmpty else { return }
        text.comment("\(scenes.count) storyboard scene\(scenes.count == 1 ? "" : "s") no reached code or segue shows:")
        for scene in scenes { text.comment("  \(scene)") }
    }

    /// The root, the tour from it, the root switches the code makes, and what the tour could not reach.
    func write(root: Int, site: CodeSite, how: String, otherWindows: [(window: Int?, object: Int, site: CodeSite)] = []) {
        windowRoot = root
        ownWindows = otherWindows.map { ($0.object, $0.window, $0.site) }
        // The flow is simulated on the device the code was read for: on an iPhone a split
        // view the code builds collapses and a detail is pushed onto its primary stack, as
        // UIKit does (R45). A storyboard's split view is drawn expanded, as the storyboard
        // import draws it: its column style (a supplementary column) is not read yet.
        if idiom == .pad {
            modelsIPad = true
            text.add("device ipad", source: "the device the app's code is read for")
        } else if let split = heap.objects.first(where: { $0.kind == .split && $0.scene != nil }) {
            modelsIPad = true
            text.add("device ipad", source: "\(split.origin.text) a storyboard's split view controller: expanded, as on an iPad")
        }
        add(expression(root, source: site.file.isEmpty ? how : "\(site.text) \(how)"), prefix: "root ", suffix: "")
        mention(site)
        heap.setPlaced(root, true)
        tour(heap.members(of: root))
        evaluator.inMode(.action) {
            for action in record.launchActions where !record.hasRun(action) { evaluator.run(action) }
        }
        // A root of the same screen as one the window had (a coordinator's setup() run again) is that root again, not a new one.
        var roots: Set<String> = [heap[root].identity ?? "\(root)"]
        while !rootSwitches.isEmpty {
            let next = rootSwitches.removeFirst()
            guard next.object != windowRoot, !heap[next.object].placed else {
                note(next.site, "window.rootViewController: \(heap[next.object].name ?? heap[next.object].className) is the root already")
                continue
            }
            guard roots.insert(heap[next.object].identity ?? "\(next.object)").inserted else {
                note(next.site, "window.rootViewController: \(heap[next.object].className) was the window's root already, toured from there")
                continue
            }
            heap.setPlaced(windowRoot, false)
            add(expression(next.object, source: "\(next.site.text) window.rootViewController"), prefix: "root ", suffix: "")
            mention(next.site)
            heap.setPlaced(next.object, true)
            windowRoot = next.object
            tour(heap.members(of: next.object))
        }
        boxesReachedFromRoot = boxCount
        enterUnreachedCode()
        showOwnWindows()
        showUnreachedScreens()
    }

    /// The screens other windows show over the app at launch (a passcode lock, an overlay):
    /// not the root, each an entry shown full screen over the screen on top.
    private func showOwnWindows() {
        for (object, window, site) in ownWindows where !heap[object].placed {
            evaluator.inMode(.action) { presentInOwnWindow(object, window: window, site: site, entry: true) }
        }
        ownWindows = []
    }

    /// `object`, the root of a window other than the app's, an entry shown full screen over
    /// the screen on top (what the user sees: it covers the app, and no screen presents it),
    /// with a comment that says so.
    private func presentInOwnWindow(_ object: Int, window: Int?, site: CodeSite, entry: Bool) {
        let top = heap.top(from: windowRoot)
        // Performed once from one screen for one call, as `navigate` performs a transition.
        guard shownInOwnWindows.insert("\(site.text) \(top) \(object) \(evaluator.askedAt.map(\.text))").inserted else { return }
        let which = window.flatMap { heap[$0].hint }.map { "a window of its own (\($0))" } ?? "a window of its own"
        text.comment(
            "\(entry ? "entry: " : "")\(site.text) \(which) shows \(UIKitClass.base(heap[object].className)) over the app, not the root: "
                + "drawn full screen over \(name(top)), an entry")
        heap[object].style = (.fullScreen, site)
        uikit.present(
            object, by: top, site: site, call: "rootViewController of another window", written: .entry, style: .fullScreen, completion: nil)
    }

    /// Functions that navigate but that no path of the tour runs, outside any screen's
    /// class (a deep-link or notification handler, a coordinator started elsewhere, a helper
    /// in an extension of UIViewController): each is run from the screen on top, as its own
    /// entry, and says so. A screen's own functions run when the screen is toured.
    private func enterUnreachedCode() {
        var entered: Set<String> = []
        for site in code.navigationSites where !mentioned.contains(site.site) {
            let function = site.holder
            guard !record.hasRun(function: function.description), code.isAction(function),
                entered.insert(function.description).inserted
            else { continue }
            if let owner = function.owner, code.declares(owner), code.kind(of: owner) != nil { continue }
            let this: CodeReferent?
            if let owner = function.owner {
                if UIKitClass.kind(of: code.frameworkClass(of: owner)) != nil && !code.declares(owner) {
                    this = .object(heap.top(from: windowRoot))
                } else {
                    this = .object(
                        heap.objects.first { $0.className == owner && !$0.isViewController }?.id
                            ?? heap.make(owner, kind: nil, origin: function.site))
                }
            } else {
                this = nil
            }
            text.comment(
                "entry: \(function.description) (\(function.site.text)) runs on no path the tour follows: run from \(name(heap.top(from: windowRoot)))"
            )
            enteredOver = this?.object == heap.top(from: windowRoot) ? this?.object : nil
            enteringUnreachedCode = true
            evaluator.inMode(.action) { _ = evaluator.run(function, this: this) }
            enteringUnreachedCode = false
            enteredOver = nil
        }
    }

    /// The app's screens the tour did not show: made where no path of the tour runs (a
    /// factory nothing reached calls, a closure never run), or scenes no code or segue
    /// instantiates. Each is an entry over the screen on top (no arrow from a screen that
    /// never shows it), with a comment that says where the code makes it, and toured from there.
    private func showUnreachedScreens() {
        // A class the code only ever embeds (`addChild`) is a child, never presented, even where its container is never shown.
        let embedded = Set(heap.objects.filter(\.isEmbedded).map(\.className))
        let unshown = code.madeAt.filter { className, _ in
            code.declares(className) && code.kind(of: className) != nil && !touredClasses.contains(className) && !embedded.contains(className)
        }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        for (className, site) in unshown where !touredClasses.contains(className) {
            let id = evaluator.inMode(.action) { uikit.makeViewController(className, arguments: [], site: site) }
            guard !heap[id].placed else { continue }
            let top = heap.top(from: windowRoot)
            text.comment("entry: \(className) is made at \(site.text), where no path of the tour goes: shown over \(name(top))")
            evaluator.inMode(.action) {
                uikit.present(id, by: top, site: site, call: "\(className)(…)", written: .entry, style: nil, completion: nil)
            }
        }
        // A screen with a xib of its own that no code navviz reads makes (Objective-C, a
        // framework's factory): the app shows it, so it is drawn, as an entry that says so.
        for xib in uikit.xibs {
            guard let className = xib.ownerClass, code.declares(className), code.kind(of: className) != nil,
                code.madeAt[className] == nil, !touredClasses.contains(className)
            else { continue }
            let site = CodeSite(file: xib.input.fileName, line: 1)
            let id = evaluator.inMode(.action) { uikit.makeViewController(className, arguments: [], site: site) }
            guard !heap[id].placed else { continue }
            let top = heap.top(from: windowRoot)
            text.comment(
                "entry: \(className) has a xib of its own (\(xib.input.fileName)) but no code navviz reads makes it (Objective-C?): "
                    + "shown over \(name(top))")
            evaluator.inMode(.action) {
                uikit.present(id, by: top, site: site, call: "\(className)(…)", written: .entry, style: nil, completion: nil)
            }
        }
        for (file, storyboard) in uikit.storyboards.enumerated() {
            for controller in storyboard.controllers where !controller.isReference {
                let key = SceneKey(file: file, id: controller.id)
                guard !record.hasInstantiated(key), !touredClasses.contains(controller.customClass ?? "") else { continue }
                let id = evaluator.inMode(.action) { uikit.sceneObject(key) }
                let site = heap[id].origin
                let top = heap.top(from: windowRoot)
                text.comment("entry: \(site.text) scene \(controller.id): no code or segue the tour follows shows it: shown over \(name(top))")
                evaluator.inMode(.action) {
                    uikit.present(id, by: top, site: site, call: "scene \(controller.id)", written: .entry, style: nil, completion: nil)
                }
            }
        }
    }

    // MARK: the tour

    private func tour(_ members: [Int]) {
        for member in members where heap[member].placed {
            selectTabs(toShow: member)
            tourScreen(member)
        }
    }

    /// Selects the tabs `member` is in, so what it does happens on screen.
    private func selectTabs(toShow member: Int) {
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
            for entry in code.entries(of: className) where heap[id].placed { evaluator.run(entry, this: .object(id)) }
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
            evaluator.run(function, this: .object(id))
        }
    }

    /// ` sourceView: "…"` or ` barButtonItem: "…"`: the anchor the code sets on the popover
    /// presentation controller (R43). On an iPad a popover without one raises, and the code
    /// may set it where the import cannot follow, so it is anchored to the presenter's view, with a note.
    private func anchor(of destination: Int, presenter: Int, site: CodeSite) -> String {
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
    private func runActions(of id: Int) {
        for action in heap[id].actions + evaluator.storedActions(of: id) where !record.hasRun(action) { evaluator.run(action) }
        for (delegate, function) in delegateMethods(of: id) where !record.hasRun(function: function.description) {
            evaluator.run(function, this: .object(delegate), arguments: [(label: nil, value: .object(id))])
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

    // MARK: CodeNavigator

    func navigate(_ transition: CodeTransition) {
        var transition = enteredFromTop(transition)
        // A present made once its presenter shows was asked for where the code first ran it.
        if transition.askedAt.isEmpty { transition.askedAt = evaluator.askedAt }
        guard let destination = transition.destinations.first else { return }
        if !lint, isGuessed(transition), let alert = heap[destination].alert {
            // An alert has no entry of its own: drawn from a screen no code shows asking for it, it would be an invented arrow.
            let titled = alert.title.map { " \"\($0)\"" } ?? ""
            return note(
                transition.site,
                "not a step: \(transition.call): an alert\(titled) that code no traced path runs shows over a screen it only guesses (\(name(transition.actor)))"
            )
        }
        // The same call showing the same screen from the same screen again (another path
        // reaches the same function) adds nothing to the map: it is performed once.
        let shown = transition.destinations.map { heap[$0].identity ?? "\($0)" }
        // What UIKit refuses depends on the call, the actor and the screen, not on which helper call asked for it.
        let step = "\(transition.site.text) \(heap[transition.actor].identity ?? "\(transition.actor)") \(shown)"
        // Containment is performed each time: the code's later calls act on the children it leaves.
        let isContainment = transition.operation == .addChild || transition.operation == .removeFromParent
        guard performed.insert(step + transition.askedAt.map { " " + $0.text }.joined()).inserted || isContainment else { return }
        if let refusal = refused[step] { return note(transition.site, "not a step: \(transition.call): \(refusal)") }
        // What the code does on a screen in another tab (after it selected one) happens once its tab is shown.
        selectTabs(toShow: transition.actor)
        text.step = step
        defer { text.step = nil }
        if lint {
            stepCalls[step] = path(to: transition)
            stepDestinations[step] = destination
            if enteringUnreachedCode || (open.map(\.transition) + [transition]).contains(where: \.isEntry) {
                stepsOnGuessedScreens.insert(step)
            }
        }
        let actor = name(transition.actor)
        switch transition.operation {
        case .push(let navigation, let written):
            guard !heap[destination].placed else { return alreadyShown(destination, transition) }
            add(expression(destination, source: source(transition)), prefix: "\(actor) \(written) ", suffix: "")
            heap.attach(destination, to: navigation, site: transition.site, how: transition.call)
            visit(transition, destination)
        case .present(let written):
            guard !heap[destination].placed else { return alreadyShown(destination, transition) }
            let presenter = heap.layerRoot(of: transition.actor)
            if let presented = heap[presenter].presented {
                return note(transition.site, "not a step: \(transition.call): \(name(presenter)) already presents \(name(presented)) (R19)")
            }
            if let parent = heap[destination].parent {
                return note(transition.site, "not a step: \(transition.call): \(name(destination)) is a child of \(name(parent)) (R18b)")
            }
            // An alert is presented in its own style (R53): `present alert X`, an action sheet with its anchor.
            let isAlert = heap[destination].alert != nil
            let style = isAlert ? nil : transition.style
            let popover =
                heap[destination].alert?.actionSheet == true || style == .popover
                || style == nil && UIKitClass.presentsAsPopover(heap[destination].className)
            let anchor = popover ? self.anchor(of: destination, presenter: presenter, site: transition.site) : ""
            add(
                expression(destination, source: source(transition), presented: true),
                prefix: written == .entry && !isAlert ? "entry " : "\(actor) \(isAlert ? "present" : written.rawValue) ",
                suffix: (style.map { " style: \($0.rawValue)" } ?? "") + anchor)
            heap[presenter].presented = destination
            heap[destination].presenter = presenter
            visit(transition, destination)
        case .showDetail(let split):
            let columns = heap[split].children
            guard columns.count == 2, !heap[destination].placed else { return alreadyShown(destination, transition) }
            add(expression(destination, source: source(transition)), prefix: "\(actor) showDetail ", suffix: "")
            heap.setPlaced(columns[1], false)
            heap.setChildren(of: split, [columns[0], destination], site: transition.site, how: transition.call)
            visit(transition, destination, replacing: [columns[1]])
        case .setColumn(let split, let column):
            guard !heap[destination].placed, let previous = heap[split].children.first(where: { heap[$0].column == column }) else {
                return alreadyShown(destination, transition)
            }
            heap.setColumn(column, of: split, to: destination, site: transition.site, how: transition.call)
            add(expression(destination, source: source(transition)), prefix: "\(actor) setViewController ", suffix: " for: \(column.rawValue)")
            heap.setPlaced(previous, false)
            visit(transition, destination, replacing: [previous])
        case .setStack(let navigation):
            let old = heap[navigation].children
            let new = transition.destinations
            guard Set(new).count == new.count, new.allSatisfy({ old.contains($0) || !heap[$0].placed }) else {
                return note(transition.site, "not a step: \(transition.call): a view controller in the list is already elsewhere")
            }
            let list = NavExpression(
                name: "the stack", head: "", children: new.map { expression($0, source: source(transition)) }, source: source(transition))
            add(list, prefix: "\(actor) setStack", suffix: "")
            for member in old where !new.contains(member) { heap.setPlaced(member, false) }
            heap.setChildren(of: navigation, new, site: transition.site, how: transition.call)
            visit(transition, new.last!, replacing: old)
        case .addChild:
            guard !heap[destination].placed else { return alreadyShown(destination, transition) }
            add(expression(destination, source: source(transition)), prefix: "\(actor) addChild ", suffix: "")
            text.step = nil
            heap.attach(destination, to: transition.actor, site: transition.site, how: transition.call)
            heap.setPlaced(destination, true)
            tour(heap.members(of: destination))
        case .removeFromParent:
            // A container swapping its child: the old one leaves for good, as `addChild` stays.
            guard heap[destination].placed, heap[destination].parent != nil else {
                return note(transition.site, "not a step: \(transition.call): \(actor) is in no container on screen here")
            }
            // What the child does while it is on screen, before it leaves (the launch's content before the user swaps it).
            tour(heap.members(of: destination))
            guard heap[destination].placed, heap[destination].parent != nil else { return }
            text.add("\(actor) removeFromParent", source: "\(transition.site.text) \(transition.call)")
            text.step = nil
            mention(transition.site)
            heap.detach(destination)
            heap.setPlaced(destination, false)
        }
    }

    /// Shows `destination`, runs the call's completion, tours what it shows, and undoes it.
    private func visit(_ transition: CodeTransition, _ destination: Int, replacing replaced: [Int] = []) {
        let step = text.step ?? ""
        text.step = nil
        mention(transition.site)
        for site in transition.askedAt { mention(site) }
        heap.setPlaced(destination, true)
        open.append(OpenTransition(transition: transition, step: step, destination: destination, replaced: replaced))
        if let completion = transition.completion { evaluator.run(completion) }
        if open.count > Self.maximumDepth {
            text.comment("note: \(transition.site.text) \(name(destination)) is not toured: the tour is \(Self.maximumDepth) transitions deep here")
        } else if heap[destination].alert == nil {
            if case .setStack(let navigation) = transition.operation {
                tour(heap.members(of: navigation).filter { $0 != navigation })
            } else {
                tour(heap.members(of: destination))
            }
        }
        undo(open.removeLast())
    }

    /// A push, a presentation or a new stack that code no path reaches makes on a screen it
    /// only guesses (the screen on top, as `self` or as a view controller looked up at run
    /// time) shows its screen as an entry: no arrow from a screen no code shows doing it.
    private func enteredFromTop(_ transition: CodeTransition) -> CodeTransition {
        guard isGuessed(transition), let shown = transition.destinations.first, heap[shown].alert == nil else { return transition }
        var entered = transition.destinations
        switch transition.operation {
        case .push, .present(.present), .present(.show):
            break
        case .setStack where entered.allSatisfy({ !heap[$0].placed }):
            // A coordinator's `start()` setting the stack of a navigation controller it was given:
            // that stack, in a navigation controller of its own, is what the entry shows.
            let navigation = heap.make("UINavigationController", kind: .navigation, origin: transition.site)
            heap.setChildren(of: navigation, entered, site: transition.site, how: transition.call)
            entered = [navigation]
        default:
            return transition
        }
        return CodeTransition(
            operation: .present(written: .entry), actor: transition.actor, destinations: entered, site: transition.site,
            call: transition.call, style: transition.style, completion: transition.completion)
    }

    /// Code no path reaches acting on a screen it only guesses: the screen on top, as `self`
    /// or as a view controller looked up at run time.
    private func isGuessed(_ transition: CodeTransition) -> Bool {
        enteringUnreachedCode && (transition.actor == enteredOver || transition.actor == uikit.actorOnTop)
    }

    private func undo(_ finished: OpenTransition) {
        text.step = finished.step
        defer { text.step = nil }
        let destination = finished.destination
        // A way back whose caller has left the window since (popped inside the presented layer) cannot be taken.
        let back = finished.waysBack.first { heap[$0.actor].placed }
        take(back, from: finished)
        // Every other way back the screen has (Cancel and Done) is a step too: the screen shown again, then left that way.
        for other in finished.waysBack where other.site != back?.site {
            if heap.members(of: destination).contains(other.actor), reshow(finished) {
                take(other, from: finished)
            } else {
                note(other.site, "\(other.call): another way back from \(name(destination)), like the one above")
            }
        }
        if let completion = back?.completion { evaluator.run(completion) }
        // A tap on an alert's button is a later turn of the run loop than the call that showed the alert.
        if heap[destination].alert != nil { evaluator.inNewTurn { runActions(of: destination) } }
    }

    /// Undoes `finished` the way `back` goes (nil: as the back button or the system does).
    private func take(_ back: CodeBack?, from finished: OpenTransition) {
        let transition = finished.transition
        let destination = finished.destination
        let source = back.map { "\($0.site.text) \($0.call)" + Self.asked($0.askedAt) } ?? "back from \(transition.site.text)"
        if let back {
            mention(back.site)
            for site in back.askedAt { mention(site) }
        }
        switch transition.operation {
        case .push:
            let operation = back.map { $0.isUnwind ? "pop" : $0.operation == .popToRoot ? "popToRoot" : "pop" } ?? "pop"
            text.add("\(name(back?.actor ?? destination)) \(operation)", source: source)
            heap.detach(destination)
            heap.setPlaced(destination, false)
        case .present:
            let alertSource = "\(heap[destination].origin.text) an action of the alert dismisses it"
            text.add("\(name(back?.actor ?? destination)) dismiss", source: heap[destination].alert != nil && back == nil ? alertSource : source)
            if let presenter = heap[destination].presenter { heap[presenter].presented = nil }
            heap[destination].presenter = nil
            heap.setPlaced(destination, false)
        case .showDetail(let split):
            let previous = finished.replaced[0]
            text.add("\(name(transition.actor)) showDetail \(name(previous))", source: source)
            heap.setPlaced(destination, false)
            heap.setChildren(of: split, [heap[split].children[0], previous], site: transition.site, how: transition.call)
            heap.setPlaced(previous, true)
        case .setColumn(let split, let column):
            let previous = finished.replaced[0]
            text.add("\(name(transition.actor)) setViewController \(name(previous)) for: \(column.rawValue)", source: source)
            heap.setPlaced(destination, false)
            heap.setColumn(column, of: split, to: previous, site: transition.site, how: transition.call)
            heap.setPlaced(previous, true)
        case .setStack(let navigation):
            let list = NavExpression(
                name: "the stack", head: "",
                children: finished.replaced.map { NavExpression(name: name($0), head: name($0), children: [], source: source) },
                source: source)
            add(list, prefix: "\(name(navigation)) setStack", suffix: "")
            for member in heap[navigation].children where !finished.replaced.contains(member) { heap.setPlaced(member, false) }
            heap.setChildren(of: navigation, finished.replaced, site: transition.site, how: transition.call)
            heap.setPlaced(navigation, true)
        case .addChild, .removeFromParent:
            break
        }
    }

    /// Shows `finished`'s screen again from where its step showed it (a push or a
    /// presentation, not an alert), so that another way back can be taken; false when it cannot be.
    private func reshow(_ finished: OpenTransition) -> Bool {
        let transition = finished.transition
        let destination = finished.destination
        guard heap[transition.actor].placed, !heap[destination].placed, heap[destination].alert == nil else { return false }
        let again = "\(transition.site.text) \(transition.call) again" + Self.asked(transition.askedAt)
        switch transition.operation {
        case .push(let navigation, let written):
            guard heap[navigation].placed, heap[destination].parent == nil else { return false }
            text.add("\(name(transition.actor)) \(written) \(name(destination))", source: again)
            heap.attach(destination, to: navigation, site: transition.site, how: transition.call)
        case .present(let written):
            let presenter = heap.layerRoot(of: transition.actor)
            guard heap[presenter].presented == nil, heap[destination].parent == nil else { return false }
            let popover = transition.style == .popover || transition.style == nil && UIKitClass.presentsAsPopover(heap[destination].className)
            let anchor = popover ? self.anchor(of: destination, presenter: presenter, site: transition.site) : ""
            text.add(
                (written == .entry ? "entry " : "\(name(transition.actor)) \(written.rawValue) ") + name(destination)
                    + (transition.style.map { " style: \($0.rawValue)" } ?? "") + anchor,
                source: again)
            heap[presenter].presented = destination
            heap[destination].presenter = presenter
        default:
            return false
        }
        heap.setPlaced(destination, true)
        return true
    }

    /// Whether the code anchors the popover of `step` right after its `present` (the lines
    /// below it, in the same turn, before UIKit lays the popover out, as Apple's own samples
    /// do), so that it has an anchor by then.
    func anchorsAfterPresenting(_ step: String) -> Bool {
        guard let destination = stepDestinations[step], let presented = stepCalls[step]?.last else { return false }
        let below = presented.line + 1...presented.line + Self.anchorLinesAfterPresent
        return heap[destination].anchorSites.contains { $0.file == presented.file && below.contains($0.line) }
    }

    /// How far below a `present` an anchor still counts as set right after it.
    private static let anchorLinesAfterPresent = 10

    /// The calls that reach `transition`: each open transition (the helpers that asked for
    /// it, then its call), outermost first, then `transition`'s.
    private func path(to transition: CodeTransition) -> [TourCall] {
        (open.map(\.transition) + [transition]).flatMap { transition in
            transition.askedAt.map { tourCall($0, method: nil) } + [tourCall(transition.site, method: transition.call)]
        }
    }

    /// The call at `site`: `method` (the first word of how the step names it), else the navigation call the code makes there.
    private func tourCall(_ site: CodeSite, method: String?) -> TourCall {
        let known = functions[site]
        let method = method.map { String($0.prefix { $0 != "," && $0 != " " && $0 != "(" }) } ?? known?.method ?? ""
        return TourCall(file: site.file, line: site.line, method: method, function: known?.function)
    }

    func goBack(_ back: CodeBack) {
        var back = back
        back.askedAt = evaluator.askedAt
        guard let index = open.lastIndex(where: { leads(back, from: $0) }) else {
            return note(back.site, "not a step: \(back.call): \(name(back.actor)) has nothing to go back from here")
        }
        open[index].waysBack.append(back)
    }

    /// Whether `back` undoes `open`, as UIKit decides what a pop or a dismiss removes (R6, R22).
    private func leads(_ back: CodeBack, from open: OpenTransition) -> Bool {
        if back.isUnwind { return true }
        switch (back.operation, open.transition.operation) {
        case (.pop, .push(let navigation, _)), (.popToRoot, .push(let navigation, _)):
            return back.navigation == navigation && (back.operation == .pop || heap[navigation].children.firstIndex(of: open.destination) == 1)
        case (.dismiss, .present):
            let presented = heap.presentedViewController(of: back.actor) ?? heap.layerRoot(of: back.actor)
            return presented == open.destination
        default:
            return false
        }
    }

    func select(tab: Int, of tabBar: Int, actor: Int, site: CodeSite, call: String) {
        guard tab >= 0, tab < heap[tabBar].children.count else {
            return note(site, "not a step: \(call) selects tab \(tab): \(name(tabBar)) has \(heap[tabBar].children.count) tabs")
        }
        text.add("\(name(actor)) select \(tab)", source: "\(site.text) \(call)")
        mention(site)
        heap[tabBar].selectedTab = tab
    }

    func screenOnTop() -> Int? {
        heap[windowRoot].placed ? heap.top(from: windowRoot) : nil
    }

    func showInOwnWindow(_ object: Int, window: Int?, site: CodeSite) {
        guard !heap[object].placed else { return note(site, "not a step: rootViewController of another window: it shows what is on screen already") }
        presentInOwnWindow(object, window: window, site: site, entry: false)
    }

    func switchRoot(to object: Int, site: CodeSite) {
        rootSwitches.append((object, site))
    }

    func note(_ site: CodeSite, _ why: String) {
        let line = "\(site.text) \(why)"
        // A call that runs again for the same reason is said once.
        guard noted.insert(line).inserted else { return }
        text.comment(line)
        mention(site, drawn: false)
    }

    private func alreadyShown(_ destination: Int, _ transition: CodeTransition) {
        note(transition.site, "not a step: \(transition.call): \(name(destination)) is on screen already")
    }

    /// `site` is named in the flow: as a step (`drawn`), or in a comment where it runs.
    private func mention(_ site: CodeSite, drawn: Bool = true) {
        mentioned.insert(site)
        if drawn { drawnSites.insert(site) }
    }

    // MARK: names and expressions

    private func source(_ transition: CodeTransition) -> String {
        let shown = heap[transition.destinations[0]]
        let asked = Self.asked(transition.askedAt)
        guard let alert = shown.alert else {
            return "\(transition.site.text) \(transition.call)" + (shown.nib.map { " (\($0).xib)" } ?? "") + asked
        }
        return "\(transition.site.text) \(alert.actionSheet ? "action sheet" : "alert")" + (alert.title.map { " \"\($0)\"" } ?? "") + asked
    }

    /// `, asked at ProfileViewController.swift:581`: the app's own calls that led to UIKit's.
    private static func asked(_ sites: [CodeSite]) -> String {
        sites.isEmpty ? "" : ", asked at " + sites.map(\.text).joined(separator: ", ")
    }

    func name(_ id: Int) -> String {
        if let name = heap[id].name { return name }
        let name = names.unique(preferredName(id))
        heap[id].name = name
        return name
    }

    /// Writes `expression`, then the children its containers embed with `addChild`, each a line of its own.
    private func add(_ expression: NavExpression, prefix: String, suffix: String) {
        text.add(expression, prefix: prefix, suffix: suffix)
        while !embeddedLater.isEmpty {
            let (parent, child) = embeddedLater.removeFirst()
            let source = heap[child].attachment.map { "\($0.site.text) \($0.how)" } ?? heap[child].origin.text
            text.add(self.expression(child, source: source), prefix: "\(name(parent)) addChild ", suffix: "")
        }
    }

    /// The `.nav` expression that makes `id` with its children, each line naming where
    /// the code put it there; a view controller written before is its name.
    private func expression(_ id: Int, source: String, depth: Int = 0, presented: Bool = false) -> NavExpression {
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
        if let hint = object.hint, hint.count > 2, !Self.vagueNames.contains(hint.lowercased()),
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
