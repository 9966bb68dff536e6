import NavCodeFacts
import NavCodeImport
import NavInput
import NavLanguage
import UIKitModel

/// R19 where one function shows it may happen: a `present` sent to a view controller that
/// may already present something, when the function never asks. Two presenters are such:
/// the window's root view controller read from a window (`view.window?.rootViewController`,
/// directly or through a local), which presents every full-screen or sheet presentation of
/// the app, so anything on screen makes it refuse; and `self` in a function a notification
/// runs (a `Notification` parameter), which comes whatever the screen shows. The root of a
/// window the type makes for itself is left out: it shows what the type presents there. A
/// function that reads `presentedViewController` anywhere (to present from it, or to dismiss
/// it first), that dismisses, or that presents in a closure (a dismissal's completion), is
/// taken to have asked. So is a present to a view controller whose class overrides
/// `present(_:animated:completion:)` to present from its `presentedViewController` when it
/// has one: `self` of that class, or the window's root when the app's launch code makes the
/// root of that class. And so is a present to the window's root that the root screen itself
/// asks for, through its delegate: a function of a protocol the app declares, when every
/// class with a property of that protocol's type that it reads is one the tour made a
/// window's root (an onboarding screen that asks its coordinator to present "About" on the root).
enum UncheckedPresenters {
    /// The findings in every function of `facts`; `windowRoots` are the classes the tour made a window's root.
    static func findings(in facts: CodeFacts, windowRoots: Set<String> = [], ios: Int) -> [TourFinding] {
        let forwarding = forwardingClasses(in: facts)
        let roots = launchRoots(in: facts)
        let rootForwards = !roots.isEmpty && roots.isSubset(of: forwarding)
        let askedByRoots = rootDelegateFunctions(in: facts, windowRoots: windowRoots)
        return facts.files.filter { $0.problem == nil }.flatMap { file in
            file.types.flatMap { type in
                // A window the type makes for itself (an alert window, a lock screen's) shows nothing but what the type presents there.
                let ownWindows = Set(type.properties.filter { $0.value != nil && $0.type == "UIWindow" }.map(\.name))
                return type.functions.flatMap { function in
                    let asks = Presenters(
                        root: !rootForwards && !askedByRoots.contains(RootRequest(type: type.name, function: function.name)),
                        this: !forwarding.contains(type.name))
                    return findings(in: function, file: file.path, owner: type.name, ownWindows: ownWindows, asks: asks, ios: ios)
                }
            }
        }
    }

    /// A function of a type, by name.
    private struct RootRequest: Hashable {
        let type: String
        let function: String
    }

    /// The functions that answer a delegate only window roots hold: each requirement of a
    /// protocol the app declares, in each type that conforms to it, when every class with a
    /// property of the protocol's type that its code reads is in `windowRoots`.
    private static func rootDelegateFunctions(in facts: CodeFacts, windowRoots: Set<String>) -> Set<RootRequest> {
        guard !windowRoots.isEmpty else { return [] }
        let types = facts.files.filter { $0.problem == nil }.flatMap(\.types)
        // A type's declaration and its extensions, which read its properties too.
        let parts = Dictionary(grouping: types, by: \.name)
        func reads(_ property: String, in type: String) -> Bool {
            parts[type, default: []].contains { part in part.functions.contains { CodeChecks.mentions(property, in: $0.body) } }
        }
        var requests: Set<RootRequest> = []
        for declared in types where declared.kind == .protocol {
            // A class that holds such a property but never reads it (declared, never used) never asks.
            let holders = Set(
                types.filter { holder in holder.properties.contains { $0.type == declared.name && reads($0.name, in: holder.name) } }.map(\.name))
            guard !holders.isEmpty, holders.isSubset(of: windowRoots) else { continue }
            let requirements = Set(declared.functions.map(\.name))
            for conformer in types where conformer.inherits.contains(declared.name) {
                for name in requirements { requests.insert(RootRequest(type: conformer.name, function: name)) }
            }
        }
        return requests
    }

    /// Which presenters may refuse: the window's root, `self`.
    private struct Presenters {
        let root: Bool
        let this: Bool
    }

    /// The classes whose `present` override looks at what they present already.
    private static func forwardingClasses(in facts: CodeFacts) -> Set<String> {
        Set(
            facts.files.flatMap(\.types).filter { type in
                type.functions.contains { $0.name == "present" && CodeChecks.mentions("presentedViewController", in: $0.body) }
            }.map(\.name))
    }

    /// The classes an app or scene delegate makes as a window's root (`window.rootViewController = Tabs()`).
    private static func launchRoots(in facts: CodeFacts) -> Set<String> {
        let delegates: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate"]
        return Set(
            facts.files.flatMap(\.types).filter { !delegates.isDisjoint(with: $0.inherits) }.flatMap(\.functions).flatMap { function in
                CodeChecks.assignments(in: function.body).compactMap { target, value -> String? in
                    guard case .member(_, "rootViewController") = target, case .call(let call) = value, case .name(let className) = call.callee
                    else { return nil }
                    return className
                }
            })
    }

    private static func findings(
        in function: FunctionFacts, file: String, owner: String, ownWindows: Set<String>, asks: Presenters, ios: Int
    ) -> [TourFinding] {
        // Asking shows in the code as a read of `presentedViewController` (an `if`'s condition is
        // not kept, so its branches' dismiss stands for it) or a dismiss of what is presented.
        guard !CodeChecks.mentions("presentedViewController", in: function.body),
            !ViewIndex.calls(in: function.body).contains(where: { $0.name == "dismiss" })
        else { return [] }
        let runByNotification = function.parameters.contains { ["Notification", "NSNotification"].contains($0.type ?? "") }
        let name = "\(owner).\(function.signature)"
        var roots: Set<String> = []
        var found: [TourFinding] = []
        for statement in outsideClosures(function.body) {
            if case .bind(let local, _, let value?, _) = statement, isWindowRoot(value, roots: roots, ownWindows: ownWindows) { roots.insert(local) }
            guard case .evaluate(.call(let call), _) = statement, call.name == "present" else { continue }
            let isSelf = call.base == nil || call.base == .name("self")
            let isRoot = call.base.map { isWindowRoot($0, roots: roots, ownWindows: ownWindows) } == true
            guard isRoot && asks.root || isSelf && runByNotification && asks.this,
                let event = simulatedPresentWhilePresenting(
                    presenter: isRoot ? "WindowRoot" : owner, presented: call.arguments.first?.value, ios: ios)
            else { continue }
            let present = TourCall(file: file, line: call.line, method: "present", function: name)
            found.append(TourFinding(kind: .warning, rule: event.rule, message: event.message, call: present, path: [present], ios: ios))
        }
        return found
    }

    /// `window.rootViewController`, `view.window?.rootViewController as? Tabs`, or a local that
    /// holds one; not the root of one of `ownWindows`.
    private static func isWindowRoot(_ value: CodeValue, roots: Set<String>, ownWindows: Set<String>) -> Bool {
        switch value {
        case .member(let window, "rootViewController"): return window.flatMap(\.lastName).map { !ownWindows.contains($0) } ?? true
        case .name(let name): return roots.contains(name)
        case .cast(let inner, _): return isWindowRoot(inner, roots: roots, ownWindows: ownWindows)
        default: return false
        }
    }

    /// The statements that run in the function's own turn, branches included, closures not.
    private static func outsideClosures(_ statements: [CodeStatement]) -> [CodeStatement] {
        statements.flatMap { statement -> [CodeStatement] in
            switch statement {
            case .branches(let branches, _): return branches.flatMap(outsideClosures)
            case .cases(_, let cases, _): return cases.flatMap { outsideClosures($0.body) }
            default: return [statement]
            }
        }
    }

    /// UIKit's text for a present sent to a presenter that already presents, as the simulator says it.
    private static func simulatedPresentWhilePresenting(presenter owner: String, presented value: CodeValue?, ios: Int) -> UIKitEvent? {
        let presenter = CodeChecks.presenterName(owner)
        let text = """
            ios \(ios)
            root \(presenter)
            \(presenter) present Shown
            \(presenter) present \(CodeChecks.presentedName(value, presenter: presenter))

            """
        return FlowDocument(SourceFile(path: "present-while-presenting.nav", text: text)).flow?.warnings.last?.event
    }
}
