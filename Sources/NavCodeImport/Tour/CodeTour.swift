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
    let evaluator: CodeEvaluator
    var heap: CodeHeap { evaluator.heap }
    var code: AppCode { evaluator.code }
    var uikit: UIKitSemantics { evaluator.uikit }
    /// What the code ran, which tells what no reached code runs.
    var record: RunRecord { evaluator.record }
    var text = NavText()
    var names = NavNames()
    /// The sites a line of the text names.
    var mentioned: Set<CodeSite> = []
    /// The sites a step of the flow names (the rest are named in comments).
    var drawnSites: Set<CodeSite> = []
    var touredClasses: Set<String> = []
    /// The classes of what the steps show: an alert's is never toured (what it does is its actions'), but it is shown.
    var shownClasses: Set<String> = []
    var touredObjects: Set<Int> = []
    var touredScenes: Set<SceneKey> = []
    /// The transitions performed and not undone yet, outermost first.
    var open: [OpenTransition] = []
    /// The way back recorded last: its transition's step, its place among that transition's
    /// ways back, and the run-loop turn that asked for it.
    var lastWayBack: (step: String, back: Int, turn: Int)?
    var rootSwitches: [(object: Int, site: CodeSite)] = []
    /// The screen on top while a function no path reaches runs as its method (an extension
    /// of UIViewController): what `self` pushes or presents there no code shows that screen doing.
    var enteredOver: Int?
    /// A function no path reaches is running.
    var enteringUnreachedCode = false
    /// Children embedded with `addChild` in a container the expression being written holds, written after it.
    var embeddedLater: [(parent: Int, child: Int)] = []
    /// Steps UIKit would refuse (an exception, an error), by key, with the simulator's reason.
    let refused: [String: String]
    /// Each call performed (its line, actor and destinations), performed once.
    var performed: Set<String> = []
    /// Screens other windows show, waiting to be drawn as entries.
    private var ownWindows: [(object: Int, window: Int?, site: CodeSite)] = []
    private var shownInOwnWindows: Set<String> = []
    /// The window's root view controller now.
    var windowRoot = 0
    var noted: Set<String> = []
    /// The flow runs on an iPad (a split view is drawn expanded), where a popover needs an anchor.
    var modelsIPad = false

    /// Transitions nested deeper are performed and undone, not toured (each level is a deep stack of calls).
    static let maximumDepth = 48

    struct OpenTransition {
        let transition: CodeTransition
        /// The step's key: its undo is written as part of it.
        let step: String
        let destination: Int
        /// What it replaced: a split view's secondary column, a navigation controller's stack.
        let replaced: [Int]
        var waysBack: [CodeBack] = []
    }

    /// The device the app's code is read for: on an iPad the flow says so.
    let idiom: TargetDevice.Idiom
    var isCompactWidth: Bool { !modelsIPad }
    /// For `navviz lint`: the steps keep their calls, and a popover the code anchors nowhere
    /// is written without an anchor on an iPad, for the simulator to find.
    let lint: Bool
    /// Each step's calls, by key: the path `navviz lint` reports a finding of the step with.
    var stepCalls: [String: [TourCall]] = [:]
    /// Each step's screen, by key, for `navviz lint`.
    var stepDestinations: [String: Int] = [:]
    /// For `navviz lint`: the steps made on a screen the import placed itself (an entry, or
    /// code no traced path runs, and what they show in turn): where their presenter stands
    /// in the window is the import's guess, not the app's.
    var stepsOnGuessedScreens: Set<String> = []
    /// The function each navigation call site is in, for the paths.
    lazy var functions: [CodeSite: AppCode.NavigationSite] = Dictionary(
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
        // What launch dispatched to the main queue runs in the next turn, before the user can act on the root.
        evaluator.inNewTurn {
            evaluator.inMode(.action) {
                for action in record.launchDispatches where !record.hasRun(action) { evaluator.run(action) }
            }
        }
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
    func presentInOwnWindow(_ object: Int, window: Int?, site: CodeSite, entry: Bool) {
        let top = heap.top(from: windowRoot, compactWidth: isCompactWidth)
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
                    this = .object(heap.top(from: windowRoot, compactWidth: isCompactWidth))
                } else {
                    this = .object(
                        heap.objects.first { $0.className == owner && !$0.isViewController }?.id
                            ?? heap.make(owner, kind: nil, origin: function.site))
                }
            } else {
                this = nil
            }
            text.comment(
                "entry: \(function.description) (\(function.site.text)) runs on no path the tour follows: run from \(name(heap.top(from: windowRoot, compactWidth: isCompactWidth)))"
            )
            enteredOver = this?.object == heap.top(from: windowRoot, compactWidth: isCompactWidth) ? this?.object : nil
            enteringUnreachedCode = true
            uikit.lookedUp = []
            evaluator.inMode(.action) { _ = evaluator.run(function, this: this, caller: .unseen) }
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
                && !shownClasses.contains(className)
        }.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        for (className, site) in unshown where !touredClasses.contains(className) {
            let id = evaluator.inMode(.action) { uikit.makeViewController(className, arguments: [], site: site) }
            guard !heap[id].placed else { continue }
            let top = heap.top(from: windowRoot, compactWidth: isCompactWidth)
            text.comment("entry: \(className) is made at \(site.text), where no path of the tour goes: shown over \(name(top))")
            evaluator.inMode(.action) {
                uikit.present(id, by: top, site: site, call: "\(className)(…)", written: .entry, style: nil, completion: nil)
            }
        }
        // A screen with a xib of its own that no code navviz reads makes (Objective-C++, a
        // framework's factory): the app shows it, so it is drawn, as an entry that says so.
        for xib in uikit.xibs {
            guard let className = xib.ownerClass, code.declares(className), code.kind(of: className) != nil,
                code.madeAt[className] == nil, !touredClasses.contains(className)
            else { continue }
            let site = CodeSite(file: xib.input.fileName, line: 1)
            let id = evaluator.inMode(.action) { uikit.makeViewController(className, arguments: [], site: site) }
            guard !heap[id].placed else { continue }
            let top = heap.top(from: windowRoot, compactWidth: isCompactWidth)
            text.comment(
                "entry: \(className) has a xib of its own (\(xib.input.fileName)) but no code navviz reads makes it (Objective-C++? a framework?): "
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
                let top = heap.top(from: windowRoot, compactWidth: isCompactWidth)
                text.comment("entry: \(site.text) scene \(controller.id): no code or segue the tour follows shows it: shown over \(name(top))")
                evaluator.inMode(.action) {
                    uikit.present(id, by: top, site: site, call: "scene \(controller.id)", written: .entry, style: nil, completion: nil)
                }
            }
        }
    }
}
