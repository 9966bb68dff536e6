import NavCodeFacts

/// What a sheet, cover, link or destination shows: the screens its content closure builds,
/// for the item the code gives it (a route's case, a value on the stack's path).
extension SwiftUILowering {
    /// The view controllers a site shows: a screen for each view its content makes (each
    /// branch of a `switch` on the item), made where the content is. A value link's `case`
    /// keeps the branches whose view is named after it (`.trail(…)`: `TrailDetailView`), when any is.
    /// `item`: the value appended to the stack's path, which the content closure is given (a
    /// route that keeps the view it shows).
    func destinations(of site: SwiftUISite, case wanted: String? = nil, item: CodeReferent? = nil) -> [Int] {
        guard let content = site.content else { return [] }
        var environment = site.environment
        let suffix = site.kind == .navigationLink || site.kind == .navigationDestination ? "Destination" : "Sheet"
        let hint = site.viewType + (site.kind == .fullScreenCover ? "Cover" : site.kind == .popover ? "Popover" : suffix)
        guard case .closure(let closure) = content else {
            return [screen(for: content, environment, site: site.site, hint: hint, depth: 1)]
        }
        // An object the code made, or an enum case (`.settings`), whose `switch self` picks the view.
        let given = item.flatMap { $0.object != nil || $0.isEnumCase ? $0 : nil }
        for name in closure.parameters { environment.locals[name] = .unknown("`\(name)` is the item SwiftUI passes") }
        if let given, let name = closure.parameters.first { environment.locals[name] = given }
        var statements = closure.body
        let itemRead = itemViews(closure, site, item: given)
        if let (getter, inner) = itemRead {
            (statements, environment) = (getter, inner)
        } else if let (builder, inner) = ownBuilder(closure, environment) {
            (statements, environment) = (builder, inner)
        }
        if given == nil, let item = closure.parameters.first, Self.showsOnly(item, closure.body),
            itemRead.map({ !buildsView($0.0) }) ?? true
        {
            // `{ presented in Wrapper { presented.route.destination } }` with no route: no screen to name, only a wrapper.
            uikit.note(site.site, "\(site.described) shows only what its item holds, and no code the tour runs gives it one")
            return []
        }
        // `switch store.case { case .detail(let store): DetailView(store: store) … }`: the branch of the case the value names.
        if let wanted, let chosen = Self.switchCase(naming: wanted, in: statements) {
            return [screen(for: chosen, environment, site: site.site, hint: hint, depth: 1)]
        }
        // A router's `switch destination { case .a: A() case .b: NavigationStack { B() } … }`: each of its app views and containers.
        var body = Self.viewValues(statements)
        if body.count == 1, let inner = Self.stackContent(body[0]) { body = inner }
        let values = body.filter { value in
            let core = Self.peeled(value).core
            guard case .call(let call) = core, let type = Self.typeName(call) else {
                // `case .serversList: serversList`, a property of the view that shows one of its views.
                return screenType(of: core, environment) != nil
            }
            return isAppView(type) || call.swiftUI != nil
        }
        guard values.count > 1 else {
            return [inlineScreen(statements, environment, site: site, hint: hint, item: given)]
        }
        // `switch item { case .a: A() case .b: B() }`: each branch's view.
        let named = values.filter { value in
            guard let wanted, case .call(let call) = Self.peeled(value).core, let type = call.name else { return false }
            return type.lowercased().hasPrefix(wanted.lowercased())
        }
        return (named.isEmpty ? values : named).map { screen(for: $0, environment, site: site.site, hint: hint, depth: 1) }
    }

    /// `{ destination in view(for: destination) }`: a view builder of the view itself, read with
    /// its parameters bound to what the closure passes (the item), so a `switch` on the item in
    /// it is a screen per case, as one written in the closure is.
    private func ownBuilder(_ closure: CodeClosure, _ environment: CodeEnvironment) -> ([CodeStatement], CodeEnvironment)? {
        let values = Self.viewValues(closure.body)
        guard values.count == 1, case .call(let call) = Self.peeled(values[0]).core, let owner = environment.owner else { return nil }
        let name: String
        switch call.callee {
        case .name(let called), .member(.name("self")?, let called): name = called
        default: return nil
        }
        guard name.first?.isLowercase == true, let function = code.function(name, labels: call.labels, in: owner),
            function.facts.returnType?.hasSuffix("View") == true
        else { return nil }
        var inner = environment
        inner.file = function.file
        inner.function = function.description
        for (parameter, argument) in zip(function.facts.parameters, call.arguments) {
            var scratch = environment
            inner.locals[parameter.name] = evaluator.evaluate(argument.value, &scratch, line: call.line)
        }
        return (evaluator.withoutDeadBranches(function.facts.body, inner), inner)
    }

    /// Whether the views of a content closure show only what its item holds: a property of
    /// the item (`route.destination`), or a view wrapping content of that kind, given nothing
    /// but the item's properties (`Wrapper(coordinator: presented.coordinator) { presented.route.destination }`).
    /// A view given the item as data (`BookDetail(book: book)`) is a screen of its own.
    static func showsOnly(_ item: String, _ statements: [CodeStatement]) -> Bool {
        let values = viewValues(statements)
        return !values.isEmpty && values.allSatisfy { isItemView(item, peeled($0).core) }
    }

    private static func isItemView(_ item: String, _ value: CodeValue) -> Bool {
        switch value {
        case .member(let base?, _):
            return chainRoot(base) == item
        case .call(let call):
            if case .member(let base?, _) = call.callee, call.arguments.isEmpty { return chainRoot(base) == item }
            guard case .name = call.callee, call.arguments.contains(where: { $0.value.closureBody != nil }) else { return false }
            return call.arguments.allSatisfy { argument in
                if case .closure(let content) = argument.value { return showsOnly(item, content.body) }
                return chainRoot(argument.value) == item
            }
        default:
            return false
        }
    }

    /// `{ item in item.destinationView }`: the value's own property (or method) that builds
    /// its view, read in the value's type, where a `switch self` picks a view per case.
    private func itemViews(_ closure: CodeClosure, _ site: SwiftUISite, item given: CodeReferent?) -> ([CodeStatement], CodeEnvironment)? {
        let values = Self.viewValues(closure.body)
        guard let item = closure.parameters.first, values.count == 1 else { return nil }
        let core = Self.peeled(values[0]).core
        // A sheet's item has no destination type: an enum case's is the enum with that property whose switch names the case.
        let caseType = given?.enumCaseName.flatMap { wanted -> String? in
            guard case .member(_, let name) = core else { return nil }
            return code.enumProperties(named: name).first { Self.switchCase(naming: wanted, in: $0.property.facts.getter ?? []) != nil }?.type
        }
        guard let type = site.destinationType ?? caseType else { return nil }
        let found: (body: [CodeStatement], file: String, name: String)?
        switch core {
        case .member(.name(item)?, let name):
            found = code.property(name, in: type).flatMap { property in property.facts.getter.map { ($0, property.file, name) } }
        case .call(let call) where call.arguments.isEmpty:
            guard case .member(.name(item)?, let name) = call.callee else { return nil }
            found = code.function(name, labels: [], in: type).map { ($0.facts.body, $0.file, name) }
        default: return nil
        }
        guard let found else { return nil }
        let this = given ?? CodeReferent.instance(type, why: "`\(item)` is the \(type) the link pushes")
        return (found.body, CodeEnvironment(this: this, owner: type, file: found.file, function: "\(type).\(found.name)"))
    }

    /// The body of the case of a `switch` among `statements` that names the enum case `wanted`.
    private static func switchCase(naming wanted: String, in statements: [CodeStatement]) -> [CodeStatement]? {
        for case .cases(_, let cases, _) in statements {
            if let found = cases.first(where: { $0.names?.contains(wanted) == true || $0.nestedNames.contains { $0.first == wanted } }) {
                return found.body
            }
        }
        return nil
    }

    /// A content closure's screen, made once per site (and per place the item it is given was
    /// made: a route's factory): shown again while free, it is the same box.
    private func inlineScreen(_ statements: [CodeStatement], _ environment: CodeEnvironment, site: SwiftUISite, hint: String, item: CodeReferent?)
        -> Int
    {
        let identity = "swiftui content \(site.site.text)" + (item?.object.map { " of \(heap[$0].origin.text)" } ?? "")
        if let shown = heap.reusable(identity) { return shown }
        let screen = self.screen(for: statements, environment, site: site.site, hint: hint, depth: 1)
        if heap[screen].identity == nil { heap.remember(screen, as: identity) }
        return screen
    }
}
