import NavCodeFacts
import NavLanguage

/// `navviz import` of an app's code: what its Swift files say (NavCodeFacts), with its
/// storyboards and xibs, becomes a `.nav` flow: the root the launch code builds (or the
/// main storyboard's initial view controller), then a tour of the navigation the code
/// and the segues make.
enum CodeImporter {
    static func text(
        title: String, code facts: CodeFacts, storyboards: [Storyboard], xibs: [Xib], info: AppInfo,
        notes: [String]
    ) throws(InputError) -> String {
        let launchName = info.launchStoryboard ?? "LaunchScreen"
        let flows = storyboards.filter { $0.name != launchName }
        let code = AppCode(facts)
        let interpreter = CodeInterpreter(code: code, storyboards: flows, xibs: xibs)
        let tour = CodeTour(interpreter)
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
        let counts = [(read.count, "Swift file"), (flows.count, "storyboard"), (xibs.count, "xib")].filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
        tour.begin(title: title, source: "imported from \(counts) by navviz import", notes: header)

        for function in code.launchFunctions {
            let delegate = interpreter.heap.make(function.owner ?? "AppDelegate", kind: nil, origin: function.site)
            interpreter.inMode(.launch) { _ = interpreter.run(function, this: .object(delegate)) }
        }
        var root = interpreter.heap.root.map { ($0.object, $0.site, "window.rootViewController") }
        if root == nil, let file = mainStoryboard(flows, named: info.mainStoryboard), let initial = flows[file].initialViewController {
            let id = interpreter.inMode(.launch) { interpreter.sceneObject(SceneKey(file: file, id: initial)) }
            root = (id, interpreter.heap[id].origin, "initial view controller")
        }
        guard let (object, site, how) = root else {
            throw InputError(
                path: facts.files.first?.path ?? "",
                message: "found no root view controller: no code sets window.rootViewController "
                    + "(in a scene or app delegate) and no storyboard has an initial view controller")
        }
        tour.write(root: object, site: site, how: how)
        tour.finish()
        return tour.text.text
    }

    /// The storyboard the app starts with: the one Info.plist names, else `Main`, else the first with an initial view controller.
    private static func mainStoryboard(_ storyboards: [Storyboard], named wanted: String?) -> Int? {
        storyboards.firstIndex { $0.name == (wanted ?? "Main") && $0.initialViewController != nil }
            ?? storyboards.firstIndex { $0.initialViewController != nil }
    }
}
