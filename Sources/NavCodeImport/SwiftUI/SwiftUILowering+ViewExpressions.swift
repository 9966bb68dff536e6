import NavLanguage
import NavCodeFacts

extension SwiftUILowering {
    /// The views a builder's statements make, every branch of an `if` or a `switch` included.
    /// The views a body shows: `viewValues`, but of an `if` whose other branches show only
    /// what its first shows (an iPhone's `NavigationStack { content }`, an iPad's bare
    /// `content`), the first branch's: one screen, one box (the import draws an iPhone).
    static func shownViews(_ statements: [CodeStatement]) -> [CodeValue] {
        statements.flatMap { statement -> [CodeValue] in
            switch statement {
            case .branches(let branches, _) where branches.count > 1:
                let first = referencedNames(branches[0])
                return ([branches[0]] + branches.dropFirst().filter { !referencedNames($0).isSubset(of: first) }).flatMap(shownViews)
            case .branches(let branches, _): return branches.flatMap(shownViews)
            case .cases(_, let cases, _): return cases.flatMap { shownViews($0.body) }
            default: return viewValues([statement])
            }
        }
    }

    /// The names `statements` use and the types they make, closures included.
    private static func referencedNames(_ statements: [CodeStatement]) -> Set<String> {
        var names: Set<String> = []
        func add(_ value: CodeValue) {
            switch value {
            case .name(let name): names.insert(name)
            case .member(let base, let name):
                if let base { add(base) } else { names.insert("." + name) }
            case .call(let call):
                add(call.callee)
                for argument in call.arguments { add(argument.value) }
            case .cast(let inner, _): add(inner)
            case .closure(let closure): names.formUnion(referencedNames(closure.body))
            case .array(let items): items.forEach(add)
            case .string, .integer, .boolean, .nil, .other: break
            }
        }
        for statement in statements {
            switch statement {
            case .bind(_, _, let value?, _), .evaluate(let value, _), .return(let value?, _): add(value)
            case .assign(let target, let value, _):
                add(target)
                add(value)
            case .branches(let branches, _): for branch in branches { names.formUnion(referencedNames(branch)) }
            case .cases(let subject, let cases, _):
                add(subject)
                for switchCase in cases { names.formUnion(referencedNames(switchCase.body)) }
            default: break
            }
        }
        return names
    }

    /// The app's views a body switches between, one per branch: `switch state.screen { case
    /// .onboarding: OnboardingView() case .main: MainView() }` or `if signedIn { … } else { … }`,
    /// alone or in a `Group`, with the group's modifiers. Nil unless two branches show a screen
    /// (`screenType`, nil for a view that is none). A branch of anything else (`ProgressView()`)
    /// is among `others`; one that shows the same screen as an earlier branch, dressed
    /// differently (`KioskView`, whose body is `ContainerView()` with overlays), is that one.
    static func alternatives(
        _ statements: [CodeStatement], screenType: (CodeValue) -> String?
    ) -> (views: [(value: CodeValue, line: Int)], others: [CodeValue], modifiers: [CodeCall])? {
        var shown = statements.filter {
            if case .bind = $0 { return false }
            if case .expect = $0 { return false }
            return true
        }
        var modifiers: [CodeCall] = []
        if shown.count == 1, let value = viewValues(shown).first, case .call(let group) = peeled(value).core, group.name == "Group",
            let content = group.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody
        {
            modifiers = peeled(value).modifiers
            shown = content
        }
        let branches: [[CodeStatement]]
        switch shown.count == 1 ? shown[0] : nil {
        case .branches(let all, _)?: branches = all
        case .cases(_, let cases, _)?: branches = cases.map(\.body)
        default: return nil
        }
        var views: [(value: CodeValue, line: Int)] = []
        var others: [CodeValue] = []
        var screens: Set<String> = []
        var appViews = 0
        for branch in branches {
            let values = viewValues(branch)
            guard values.count <= 1 else { return nil }
            guard let value = values.first else { continue }
            if let screen = screenType(peeled(value).core) {
                appViews += 1
                if screens.insert(screen).inserted { views.append((value, line(of: value) ?? statementLine(branch) ?? 0)) }
            } else {
                others.append(value)
            }
        }
        return appViews > 1 ? (views, others, modifiers) : nil
    }

    static func viewValues(_ statements: [CodeStatement]) -> [CodeValue] {
        statements.flatMap { statement -> [CodeValue] in
            switch statement {
            case .evaluate(let value, _), .return(let value?, _): return [value]
            case .branches(let branches, _): return branches.flatMap(viewValues)
            case .cases(_, let cases, _): return cases.flatMap { viewValues($0.body) }
            default: return []
            }
        }
    }

    /// A view with its modifiers peeled off: the view, and its modifiers, innermost last.
    static func peeled(_ value: CodeValue) -> (core: CodeValue, modifiers: [CodeCall]) {
        var modifiers: [CodeCall] = []
        var current = value
        while case .call(let call) = current, case .member(let base?, _) = call.callee, modifiers.count < 256 {
            modifiers.append(call)
            current = base
        }
        return (current, modifiers)
    }

    /// The type a call constructs: `ProfileView(…)`, `StatusEditor.MainView(…)` (a nested type).
    static func typeName(_ call: CodeCall) -> String? {
        switch call.callee {
        case .name(let type) where type.first?.isUppercase == true: return type
        case .member(.name(let outer)?, let type) where outer.first?.isUppercase == true && type.first?.isUppercase == true: return type
        default: return nil
        }
    }

    /// The views inside a layout stack or a group (`Group { switch … }`), which show no view controller of their own.
    static func stackContent(_ value: CodeValue) -> [CodeValue]? {
        guard case .call(let call) = peeled(value).core, ["Group", "HStack", "VStack", "ZStack"].contains(call.name ?? ""),
            let content = call.arguments.last(where: { $0.value.closureBody != nil })?.value.closureBody
        else { return nil }
        return viewValues(content)
    }

    /// The container a view is, if it is one.
    static func container(_ core: CodeValue) -> SwiftUINavigation? {
        guard case .call(let call) = core, let kind = call.swiftUI else { return nil }
        return [.navigationStack, .navigationView, .tabView, .navigationSplitView].contains(kind) ? kind : nil
    }

    /// The line of the first statement that shows a view: where a branch's `serversList` is written.
    private static func statementLine(_ statements: [CodeStatement]) -> Int? {
        for statement in statements {
            switch statement {
            case .evaluate(_, let line), .return(_?, let line): return line
            default: continue
            }
        }
        return nil
    }

    static func line(of value: CodeValue) -> Int? {
        if case .call(let call) = value { return call.line }
        if case .closure(let closure) = value { return closure.line }
        return nil
    }

    /// Controls and modifiers whose closure runs on a user action, not a view they build.
    static let actionCalls: Set<String> = [
        "Button", "onTapGesture", "onAppear", "task", "onChange", "onReceive", "onSubmit", "refreshable", "onDelete", "onMove",
        "onLongPressGesture", "onOpenURL", "onContinueUserActivity", "simultaneousGesture", "default", "destructive", "cancel",
    ]
}
