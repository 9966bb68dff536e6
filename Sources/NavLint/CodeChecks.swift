import NavCodeFacts
import NavCodeImport
import NavFlowWriting
import NavInput
import NavLanguage
import UIKitModel

/// The checks that need no path of the tour, only what one function or one view's body
/// shows (docs/lint.md): a present after an animated dismiss of the same presenter, whose
/// outcome the simulator decides (R21), a present to a presenter that may already present
/// (R19, `UncheckedPresenters`), a `NavigationStack` in a view a stack pushes (L1),
/// a `NavigationLink(destination:)` inside a `NavigationStack(path:)` (L2). Each is said
/// as the tour's findings are, at the call, with the calls that show it.
enum CodeChecks {
    /// How many views deep a `NavigationStack(path:)`'s content is followed (a view that contains itself ends there).
    private static let maximumViewDepth = 6

    /// `windowRoots`: the classes the tour made a window's root.
    static func findings(in facts: CodeFacts, windowRoots: Set<String> = [], ios: Int) -> [TourFinding] {
        let index = ViewIndex(facts)
        let found = functions(in: facts).flatMap { presentsAfterDismiss($0.body, file: $0.file, owner: $0.owner, function: $0.name, ios: ios) }
        return found + UncheckedPresenters.findings(in: facts, windowRoots: windowRoots, ios: ios) + nestedStacks(index, facts, ios: ios)
            + destinationLinks(index, ios: ios)
    }

    /// Every function of the Swift files that were read: its body, its file, its type (nil at
    /// the top level) and its name as a finding's path names it (`Type.signature`).
    static func functions(in facts: CodeFacts) -> [(body: [CodeStatement], file: String, owner: String?, name: String)] {
        facts.files.filter { $0.problem == nil }.flatMap { file in
            file.types.flatMap { type in type.functions.map { ($0.body, file.path, Optional(type.name), "\(type.name).\($0.signature)") } }
                + file.functions.map { ($0.body, file.path, nil, $0.signature) }
        }
    }

    /// Whether `name` is read anywhere in `statements`, closures included.
    static func mentions(_ name: String, in statements: [CodeStatement]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .bind(_, _, let value?, _), .evaluate(let value, _), .return(let value?, _), .expect(let value, _, _):
                return mentions(name, in: value)
            case .assign(let target, let value, _):
                return mentions(name, in: target) || mentions(name, in: value)
            case .branches(let branches, _):
                return branches.contains { mentions(name, in: $0) }
            case .cases(let subject, let cases, _):
                return mentions(name, in: subject) || cases.contains { mentions(name, in: $0.body) }
            case .bind, .return:
                return false
            }
        }
    }

    static func mentions(_ name: String, in value: CodeValue) -> Bool {
        switch value {
        case .name(let written): return written == name
        case .member(let base, let member): return member == name || base.map { mentions(name, in: $0) } == true
        case .call(let call): return mentions(name, in: call.callee) || call.arguments.contains { mentions(name, in: $0.value) }
        case .cast(let inner, _): return mentions(name, in: inner)
        case .closure(let closure): return mentions(name, in: closure.body)
        case .array(let items): return items.contains { mentions(name, in: $0) }
        case .string, .integer, .boolean, .nil, .other: return false
        }
    }

    /// The name a check's small flow gives the class whose function presents: `owner` as `.nav` names it.
    static func presenterName(_ owner: String?) -> String {
        NavNames.valid(owner.map(NavNames.named(afterClass:)) ?? "Presenter")
    }

    /// The name a check's small flow gives what `present(value)` shows (`Next` when the
    /// code does not name it), never the presenter's, nor `Shown`, what the flow presents first.
    static func presentedName(_ value: CodeValue?, presenter: String) -> String {
        var next = "Next"
        switch value {
        case .call(let call)?: next = call.name.map { NavNames.valid(NavNames.named(afterClass: $0)) } ?? next
        case .name(let name)?: next = NavNames.valid(name.prefix(1).uppercased() + name.dropFirst())
        default: break
        }
        return next == presenter || next == "Shown" ? next + "2" : next
    }

    // MARK: R21: present after an animated dismiss

    /// Each `present` that follows an animated `dismiss` on the same receiver in the same
    /// statements (not in its completion handler), where the simulator refuses it.
    private static func presentsAfterDismiss(
        _ statements: [CodeStatement], file: String, owner: String?, function: String, ios: Int, dismissed: [(receiver: String, line: Int)] = []
    ) -> [TourFinding] {
        var dismissed = dismissed
        var found: [TourFinding] = []
        for statement in statements {
            switch statement {
            case .evaluate(.call(let call), _):
                let receiver = receiverText(call)
                if call.name == "dismiss", !isUnanimated(call) {
                    dismissed.append((presenter(dismissing: receiver), call.line))
                } else if call.name == "present", let dismiss = dismissed.last(where: { $0.receiver == receiver }),
                    let event = simulatedPresentAfterDismiss(presenter: owner, presented: call.arguments.first?.value, ios: ios)
                {
                    let dismissCall = TourCall(file: file, line: dismiss.line, method: "dismiss", function: function)
                    let presentCall = TourCall(file: file, line: call.line, method: "present", function: function)
                    found.append(
                        TourFinding(
                            kind: .warning, rule: event.rule, message: event.message, call: presentCall, path: [dismissCall, presentCall], ios: ios))
                }
            case .branches(let branches, _):
                for branch in branches {
                    found += presentsAfterDismiss(branch, file: file, owner: owner, function: function, ios: ios, dismissed: dismissed)
                }
            case .cases(_, let cases, _):
                for body in cases.map(\.body) {
                    found += presentsAfterDismiss(body, file: file, owner: owner, function: function, ios: ios, dismissed: dismissed)
                }
            default:
                break
            }
        }
        return found
    }

    /// `self` for `present(…)` and `self.present(…)`, else the receiver as written.
    private static func receiverText(_ call: CodeCall) -> String {
        guard let base = call.base else { return "self" }
        let text = written(base)
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// Whose presentation a dismiss sent to `receiver` ends: `p.presentedViewController.dismiss`
    /// is `p`'s (UIKit sends a presented controller's dismiss to its presenter).
    private static func presenter(dismissing receiver: String) -> String {
        if receiver == "presentedViewController" { return "self" }
        return receiver.hasSuffix(".presentedViewController") ? String(receiver.dropLast(".presentedViewController".count)) : receiver
    }

    private static func written(_ value: CodeValue) -> String {
        switch value {
        case .name(let name): return name
        case .member(let base, let name): return (base.map(written) ?? "") + "." + name
        case .call(let call): return written(call.callee) + "()"
        default: return "?"
        }
    }

    /// `dismiss(animated: false)`: no transition is in flight after it.
    private static func isUnanimated(_ call: CodeCall) -> Bool {
        call.arguments.first { $0.label == "animated" }?.value == .boolean(false)
    }

    /// What UIKit does with the present, as the simulator decides it: a screen the
    /// presenter presents, dismissed with animation, then another presented in the same turn.
    private static func simulatedPresentAfterDismiss(presenter owner: String?, presented value: CodeValue?, ios: Int) -> UIKitEvent? {
        let presenter = presenterName(owner)
        let next = presentedName(value, presenter: presenter)
        let text = """
            ios \(ios)
            root \(presenter)
            \(presenter) present Shown
            step "the dismiss, then the present, in one turn"
              \(presenter) dismiss
              \(presenter) present \(next)

            """
        return FlowDocument(SourceFile(path: "dismiss-then-present.nav", text: text)).flow?.warnings.last?.event
    }

    // MARK: L1: a NavigationStack in a pushed view

    /// Each `NavigationStack`/`NavigationView` in the body of a view that is pushed: by a
    /// link or a `.navigationDestination`, or by UIKit's `pushViewController` in a hosting
    /// controller (`UIHostingController(rootView: Profile())`, given there or through a local).
    private static func nestedStacks(_ index: ViewIndex, _ facts: CodeFacts, ios: Int) -> [TourFinding] {
        var pushes: [(call: TourCall, content: [CodeStatement])] = index.sites.filter { ViewIndex.pushes($0.call) }.map { push in
            (
                TourCall(file: push.file, line: push.call.line, method: push.call.swiftUI!.written, function: push.holder),
                ViewIndex.pushedContent(push.call)
            )
        }
        for function in functions(in: facts) {
            for (push, rootView) in hostingControllerPushes(in: function.body) {
                pushes.append(
                    (
                        TourCall(file: function.file, line: push.line, method: "pushViewController", function: function.name),
                        [.evaluate(rootView, line: push.line)]
                    ))
            }
        }
        var found: [TourFinding] = []
        var reported: Set<String> = []
        for (link, content) in pushes {
            for viewType in index.views(constructedIn: content) {
                // A body that picks its content as it runs may show the pushed side without its stack.
                guard let view = index.view(viewType), !view.picksItsContent else { continue }
                for stack in ViewIndex.callsInPlace(in: view.body) where [.navigationStack, .navigationView].contains(stack.swiftUI) {
                    // Reported once, on the first push of the view.
                    guard reported.insert("\(view.file):\(stack.line)").inserted else { continue }
                    let inner = TourCall(file: view.file, line: stack.line, method: stack.swiftUI!.written, function: "\(viewType).body")
                    let text = RuleText(
                        LintRule.nestedStack, "\(viewType) is pushed onto a navigation stack, and its body has a \(inner.method) of its own")
                    found.append(finding(text, inner, path: [link, inner], ios: ios))
                }
            }
        }
        return found
    }

    /// Each `pushViewController` in `statements` (closures included) whose controller is a
    /// hosting controller made with `rootView:`, with that root view.
    private static func hostingControllerPushes(in statements: [CodeStatement]) -> [(push: CodeCall, rootView: CodeValue)] {
        let calls = ViewIndex.calls(in: statements)
        guard calls.contains(where: { $0.name == "pushViewController" }) else { return [] }
        var hosted: [String: CodeValue] = [:]
        for case .bind(let name, _, let value?, _) in boundValues(in: statements) {
            if let rootView = rootView(of: value) { hosted[name] = rootView }
        }
        return calls.compactMap { call in
            guard call.name == "pushViewController", let pushed = call.arguments.first?.value else { return nil }
            if let rootView = rootView(of: pushed) { return (call, rootView) }
            if case .name(let name) = pushed, let rootView = hosted[name] { return (call, rootView) }
            return nil
        }
    }

    /// `rootView:` of a call that makes a hosting controller (`UIHostingController(rootView: V())`, an app's subclass).
    private static func rootView(of value: CodeValue) -> CodeValue? {
        guard case .call(let call) = value else { return nil }
        return call.arguments.first { $0.label == "rootView" }?.value
    }

    /// Every `target = value` of `statements`, in branches and closures too.
    static func assignments(in statements: [CodeStatement]) -> [(target: CodeValue, value: CodeValue)] {
        statements.flatMap { statement -> [(target: CodeValue, value: CodeValue)] in
            let inClosures = { (value: CodeValue) in ViewIndex.closures(in: value).flatMap { assignments(in: $0.body) } }
            switch statement {
            case .assign(let target, let value, _): return [(target, value)] + inClosures(value)
            case .bind(_, _, let value?, _), .evaluate(let value, _), .return(let value?, _): return inClosures(value)
            case .branches(let branches, _): return branches.flatMap(assignments)
            case .cases(_, let cases, _): return cases.flatMap { assignments(in: $0.body) }
            case .bind, .return, .expect: return []
            }
        }
    }

    /// Every `let`/`var` of `statements`, in branches and closures too.
    private static func boundValues(in statements: [CodeStatement]) -> [CodeStatement] {
        statements.flatMap { statement -> [CodeStatement] in
            switch statement {
            case .bind(_, _, let value?, _): return [statement] + ViewIndex.closures(in: value).flatMap { boundValues(in: $0.body) }
            case .branches(let branches, _): return branches.flatMap(boundValues)
            case .cases(_, let cases, _): return cases.flatMap { boundValues(in: $0.body) }
            case .evaluate(let value, _), .return(let value?, _): return ViewIndex.closures(in: value).flatMap { boundValues(in: $0.body) }
            default: return []
            }
        }
    }

    // MARK: L2: a destination link in a path-driven stack

    /// Each `NavigationLink` with a destination view inside a `NavigationStack(path:)`:
    /// in its content, and in the bodies of the views its content makes.
    private static func destinationLinks(_ index: ViewIndex, ios: Int) -> [TourFinding] {
        var found: [TourFinding] = []
        for site in index.sites where site.call.swiftUI == .navigationStack && site.call.labels.contains("path") {
            let stackCall = TourCall(file: site.file, line: site.call.line, method: "NavigationStack", function: site.holder)
            // The stack's content, then the bodies of the views it makes, a level at a time.
            var level = [(statements: ViewIndex.closureBodies(site.call), file: site.file, path: [stackCall])]
            var visited: Set<String> = []
            for _ in 0..<maximumViewDepth where !level.isEmpty {
                var next: [(statements: [CodeStatement], file: String, path: [TourCall])] = []
                for (statements, file, path) in level {
                    for link in ViewIndex.callsInPlace(in: statements) where link.swiftUI == .navigationLink && ViewIndex.isDestinationLink(link) {
                        let call = TourCall(file: file, line: link.line, method: "NavigationLink", function: path.last?.function)
                        let rule = RuleText(
                            LintRule.destinationLinkInPathStack,
                            "a NavigationLink with a destination view inside a NavigationStack(path:), which its path does not record")
                        found.append(finding(rule, call, path: path + [call], ios: ios))
                    }
                    for viewType in index.views(constructedIn: statements) where visited.insert(viewType).inserted {
                        guard let view = index.view(viewType) else { continue }
                        let made = TourCall(file: view.file, line: view.line, method: "body", function: "\(viewType).body")
                        next.append((view.body, view.file, path + [made]))
                    }
                }
                level = next
            }
        }
        return found
    }

    /// A navviz lint's rule and message.
    private struct RuleText {
        let rule: String
        let message: String

        init(_ rule: String, _ message: String) {
            self.rule = rule
            self.message = message
        }
    }

    private static func finding(_ text: RuleText, _ call: TourCall, path: [TourCall], ios: Int) -> TourFinding {
        TourFinding(kind: .lint, rule: text.rule, message: text.message, call: call, path: path, ios: ios)
    }
}
