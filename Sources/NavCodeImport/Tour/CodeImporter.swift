import NavCodeFacts
import NavFlowWriting
import NavInput
import NavLanguage
import NavStoryboard
import UIKitModel

/// `navviz import` of an app's code: what its Swift files say (NavCodeFacts), with its
/// storyboards and xibs, becomes a `.nav` flow: the root the launch code builds (or the
/// main storyboard's initial view controller), then a tour of the navigation the code
/// and the segues make.
package enum CodeImporter {
    /// Steps the simulator may refuse before the import gives up refusing them one by one.
    private static let maximumRefusals = 64

    /// The flow, checked as `navviz check` checks it: a step UIKit would refuse (an
    /// exception where the app does not crash, a call the model cannot make) is written
    /// again as a comment that says why, and the flow is written anew without it, so an
    /// imported flow never crashes where the app does not. `summary` is what it read, then
    /// `counts`. With `reading.lint`, `findings` are the exceptions refused so, and the
    /// popovers with no anchor, warnings and lints of the flow written last, each at the
    /// call that made its step.
    package static func imported(
        title: String, code facts: CodeFacts, storyboards: [Storyboard], xibs: [Xib], info: AppInfo,
        notes: [String], reading: AppReading
    ) throws(InputError) -> (text: String, summary: String, counts: CodeImportCounts, findings: [TourFinding]) {
        let code = AppCode(facts)
        var refused: [String: String] = [:]
        var findings: [TourFinding] = []
        while true {
            let (text, summary, counts, tour) = try written(
                title: title, code: code, facts: facts, storyboards: storyboards, xibs: xibs, info: info, notes: notes, reading: reading,
                refused: refused)
            // For lint, a popover with no anchor does not end the flow: one writing finds them all.
            let document = FlowDocument(SourceFile(path: "\(title).nav", text: text), anchorlessPopoversGoOn: reading.lint)
            // Every step refused in this writing at once: the flow is written again only for what an exception hid.
            var refusedNow = false
            for failure in document.diagnostics() where failure.severity == .error && refused.count < maximumRefusals {
                guard let step = tour.text.step(atLine: failure.location.line), refused[step] == nil else { continue }
                let crash = failure.message.hasPrefix("the app crashes here") ? document.flow?.unexpectedException?.event : nil
                let rule = crash?.rule.map { " (\($0))" } ?? ""
                if reading.lint, let crash {
                    findings += finding(crash, kind: .exception, step: step, tour: tour, ios: document.flow?.iosVersion)
                }
                refused[step] = crash != nil ? "UIKit would raise an exception here\(rule)" : "navviz check refuses it: \(failure.message)"
                refusedNow = true
            }
            if !refusedNow {
                if reading.lint, let flow = document.flow {
                    // A popover anchored right after its present has its anchor by the time UIKit lays it out.
                    for (event, location) in flow.anchorlessPopovers {
                        guard let step = tour.text.step(atLine: location.line), !tour.anchorsAfterPresenting(step) else { continue }
                        findings += finding(event, kind: .exception, step: step, tour: tour, ios: flow.iosVersion)
                    }
                    for (event, location) in flow.warnings + flow.lints {
                        guard let step = tour.text.step(atLine: location.line) else { continue }
                        findings += finding(event, kind: event.isWarning ? .warning : .lint, step: step, tour: tour, ios: flow.iosVersion)
                    }
                }
                return (text, summary, counts, findings)
            }
        }
    }

    /// UIKit's words on where the presenter stands (out of the window, already presenting or
    /// dismissing, detached, a context in a tab not shown): said of a screen the import
    /// placed itself, they describe its guess, not the app.
    private static let presenterStateRules: Set<String> = ["R19", "R20", "R21", "R22", "R39", "R54"]

    /// `event`, said of `step`, at the call that made it; none for a step no call of the code
    /// made, nor for the presenter's state on a screen the import placed.
    private static func finding(_ event: UIKitEvent, kind: TourFinding.Kind, step: String, tour: CodeTour, ios: Int?) -> [TourFinding] {
        guard let path = tour.stepCalls[step], let call = path.last else { return [] }
        if tour.stepsOnGuessedScreens.contains(step), let rule = event.rule, presenterStateRules.contains(rule) { return [] }
        return [
            TourFinding(
                kind: kind, rule: event.rule, message: kind == .exception ? event.description : event.message, call: call, path: path,
                ios: ios ?? TargetDevice.defaultIOS)
        ]
    }

    private static func written(
        title: String, code: AppCode, facts: CodeFacts, storyboards: [Storyboard], xibs: [Xib], info: AppInfo, notes: [String],
        reading: AppReading, refused: [String: String]
    ) throws(InputError) -> (text: String, summary: String, counts: CodeImportCounts, tour: CodeTour) {
        let launchName = info.launchStoryboard ?? "LaunchScreen"
        let flows = storyboards.filter { $0.name != launchName }
        let evaluator = CodeEvaluator(code: code, storyboards: flows, xibs: xibs)
        evaluator.handsOnRaisingCalls = reading.lint
        let tour = CodeTour(evaluator, idiom: reading.device.idiom, refused: refused, lint: reading.lint)
        let read = facts.files.filter { $0.problem == nil }
        guard !read.isEmpty || !flows.isEmpty else {
            let swift =
                facts.files.isEmpty
                ? "no Swift file"
                : facts.files.count == 1
                    ? "the Swift file does not parse"
                    : "none of the \(facts.files.count) Swift files parses"
            throw InputError(path: facts.files.first?.path ?? "", message: "nothing to import: \(swift), and there is no storyboard")
        }
        var header = notes
        for file in facts.files {
            if let problem = file.problem { header.append("skipped \(file.fileName):\(problem.line): \(problem.message)") }
        }
        if flows.count < storyboards.count { header.append("\(launchName).storyboard is the launch screen: not read") }
        let objectiveC = read.filter { Self.isObjectiveC($0.path) }.count
        let files = [(read.count - objectiveC, "Swift file"), (objectiveC, "Objective-C file"), (flows.count, "storyboard"), (xibs.count, "xib")]
            .filter { $0.0 > 0 }
            .map { Quantity.of($0.0, $0.1) }.joined(separator: ", ")
        tour.begin(title: title, source: "imported from \(files) by navviz import", notes: header, ios: reading.device.ios)

        let (object, site, how, otherWindows) = root(
            code: code, evaluator: evaluator, storyboards: flows, info: info, unreadObjectiveC: reading.unreadObjectiveC, tour: tour)
        tour.write(root: object, site: site, how: how, otherWindows: otherWindows)
        tour.showUnreachedSwiftUIViews(code.swiftUISites, evaluator)
        var counts = tour.counts()
        counts.rootIsStandIn = site.file.isEmpty && how == standInRoot
        tour.finish()
        counts.swiftUI = tour.finishSwiftUI(code.swiftUISites)
        return (tour.text.text, "\(files); \(counts.description)", counts, tour)
    }

    /// The root the user sees at launch, in the order UIKit decides it: what the launch code
    /// sets as the app's window's root (its other windows are screens over the app), else
    /// the main storyboard's initial view controller, else what the app's other code sets
    /// as a window's root (a launch state machine, a coordinator the delegate starts
    /// through code the import cannot follow), else a SwiftUI `App`'s first window's view.
    /// Without any, a stand-in root says so, and every screen is an entry from it.
    private static func root(
        code: AppCode, evaluator: CodeEvaluator, storyboards: [Storyboard], info: AppInfo, unreadObjectiveC: Int, tour: CodeTour
    ) -> (Int, CodeSite, String, [(window: Int?, object: Int, site: CodeSite)]) {
        let heap = evaluator.heap
        // UIKit puts the main storyboard's initial view controller in the app's window before
        // the launch code runs, which reads it (`window?.rootViewController as? AppSplitViewController`).
        let storyboardRoot = mainStoryboard(storyboards, info: info).flatMap { file in
            storyboards[file].initialViewController.map { SceneKey(file: file, id: $0) }
        }
        if let storyboardRoot {
            let id = evaluator.inMode(.launch) { evaluator.uikit.sceneObject(storyboardRoot) }
            heap.windowRoots.append((nil, id, heap[id].origin))
        }
        for function in code.launchFunctions {
            let delegate = heap.make(function.owner ?? "AppDelegate", kind: nil, origin: function.site)
            evaluator.inMode(.launch) { _ = evaluator.run(function, this: .object(delegate), caller: .unseen) }
        }
        var otherWindows = heap.chooseRoot(anyWindow: true)
        // A SwiftUI `App` is the app's entry point: its window shows its first WindowGroup.
        if let (id, site) = evaluator.inMode(.launch, { evaluator.swiftUI.appRoot() }) {
            if let root = heap.root { otherWindows.insert((nil, root.object, root.site), at: 0) }
            return (id, site, "WindowGroup of the SwiftUI App", otherWindows)
        }
        if let root = heap.root {
            let isStoryboards = storyboardRoot != nil && root.object == heap.windowRoots.first?.object
            return (root.object, root.site, isStoryboards ? "initial view controller" : "window.rootViewController", otherWindows)
        }
        for site in code.navigationSites where site.method == "rootViewController" && !evaluator.record.hasRun(function: site.function) {
            let function = site.holder
            let this = function.owner.map { owner in
                CodeReferent.object(heap.objects.first { $0.className == owner }?.id ?? heap.make(owner, kind: nil, origin: function.site))
            }
            evaluator.inMode(.launch) { _ = evaluator.run(function, this: this, caller: .unseen) }
            // Code outside the launch path sets the app's window, never one it keeps for itself (a lock, a toast).
            otherWindows = heap.chooseRoot(anyWindow: false)
            if let root = heap.root { return (root.object, root.site, "window.rootViewController, in \(function.description)", otherWindows) }
        }
        let standIn = heap.make("UIViewController", kind: .plain, origin: CodeSite(file: "", line: 0))
        heap[standIn].hint = "App"
        let unread = unreadObjectiveC > 0 ? " (its \(Quantity.of(unreadObjectiveC, "Objective-C file")) are not read)" : ""
        tour.comment(
            "note: no code navviz reads sets the window's root\(unread) and no main storyboard names one: App stands in for the root, "
                + "and each screen is an entry from it")
        return (standIn, CodeSite(file: "", line: 0), standInRoot, otherWindows)
    }

    /// An Objective-C file (`.m`) or header read beside the Swift.
    static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".h")
    }

    private static let standInRoot = "a stand-in for the root"

    /// The storyboard the app starts with: the one its Info.plist names; `Main` when no Info.plist was read.
    private static func mainStoryboard(_ storyboards: [Storyboard], info: AppInfo) -> Int? {
        guard let wanted = info.mainStoryboard ?? (info.isRead ? nil : "Main") else { return nil }
        return storyboards.firstIndex { $0.name == wanted && $0.initialViewController != nil }
    }
}
