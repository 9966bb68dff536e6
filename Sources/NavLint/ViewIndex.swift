import NavCodeFacts

/// The SwiftUI an app's code declares, for the checks that read views alone: its views
/// (a type that is a `View`, with its `body`) and its navigation sites wherever they are.
struct ViewIndex {
    struct View {
        let file: String
        let line: Int
        /// The body's statements, then those of the parts it names (`parts(of:)`).
        let body: [CodeStatement]
        /// Whether the body picks its content as it runs (an `if` or a `switch` at its top):
        /// which of its parts shows is not known.
        let picksItsContent: Bool
    }

    /// A SwiftUI navigation call, in the file and function or property that holds it.
    struct Site {
        let call: CodeCall
        let file: String
        let holder: String
    }

    private var views: [String: View] = [:]
    private(set) var sites: [Site] = []

    init(_ facts: CodeFacts) {
        for file in facts.files where file.problem == nil {
            for type in file.types {
                for property in type.properties {
                    let statements = property.getter ?? property.value.map { [CodeStatement.return($0, line: property.line)] } ?? []
                    if property.name == "body", !property.isStatic, views[type.name] == nil {
                        let picks = statements.contains {
                            if case .branches = $0 { return true }
                            if case .cases = $0 { return true }
                            return false
                        }
                        views[type.name] = View(
                            file: file.path, line: property.line, body: statements + Self.parts(of: type), picksItsContent: picks)
                    }
                    collect(statements, file: file.path, holder: "\(type.name).\(property.name)")
                }
                for function in type.functions {
                    collect(function.body, file: file.path, holder: "\(type.name).\(function.signature)")
                }
            }
            for function in file.functions { collect(function.body, file: file.path, holder: function.signature) }
        }
    }

    /// The statements of a view's parts that its body names (`private var trendingSection:
    /// some View { … }`, a `func row(_:) -> some View`): what they show is in the body.
    private static func parts(of type: TypeFacts) -> [CodeStatement] {
        let properties = type.properties.filter { $0.name != "body" && !$0.isStatic && isView($0.type) }.flatMap { $0.getter ?? [] }
        return properties + type.functions.filter { !$0.isStatic && isView($0.returnType) }.flatMap(\.body)
    }

    /// `some View` (which the reader writes `View`) or `AnyView`.
    private static func isView(_ type: String?) -> Bool {
        type == "View" || type == "AnyView"
    }

    private mutating func collect(_ statements: [CodeStatement], file: String, holder: String) {
        for call in Self.calls(in: statements) where call.swiftUI != nil {
            sites.append(Site(call: call, file: file, holder: holder))
        }
    }

    func view(_ name: String) -> View? {
        views[name]
    }

    /// The app's views that `statements` make in place (`ProfileView(user: user)`, not a
    /// sheet's content), in order, once each.
    func views(constructedIn statements: [CodeStatement]) -> [String] {
        var seen: Set<String> = []
        return Self.callsInPlace(in: statements).compactMap { call in
            guard case .name(let name) = call.callee, views[name] != nil, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// A link or a `.navigationDestination`: what pushes a view onto the stack it is in.
    static func pushes(_ call: CodeCall) -> Bool {
        call.swiftUI == .navigationDestination || call.swiftUI == .navigationLink && !call.labels.contains("value")
    }

    /// What a link or a destination pushes: `destination:`, else its content closures (a link's label is not pushed).
    static func pushedContent(_ call: CodeCall) -> [CodeStatement] {
        if let destination = call.arguments.first(where: { $0.label == "destination" })?.value {
            if case .closure(let closure) = destination { return closure.body }
            return [.evaluate(destination, line: call.line)]
        }
        return call.arguments.filter { $0.label == nil || $0.label == "content" }.flatMap { argument -> [CodeStatement] in
            if case .closure(let closure) = argument.value { return closure.body }
            return []
        }
    }

    /// `NavigationLink(destination: Detail())`, `NavigationLink { Detail() } label: { … }`: a link to a view, not a value.
    /// A link given what it pushes by another argument (`value:`, a library's `state:`) has its label
    /// as its one closure; the arguments of the destination forms (`isActive:`, `tag:`) do not say so.
    static func isDestinationLink(_ call: CodeCall) -> Bool {
        if call.labels.contains("destination") { return true }
        let destinationForms: Set<String?> = [nil, "label", "content", "isActive", "tag", "selection"]
        return call.arguments.allSatisfy { destinationForms.contains($0.label) } && !pushedContent(call).isEmpty
    }

    /// The bodies of the closures a call is given (a stack's content).
    static func closureBodies(_ call: CodeCall) -> [CodeStatement] {
        call.arguments.flatMap { argument -> [CodeStatement] in
            if case .closure(let closure) = argument.value { return closure.body }
            return []
        }
    }

    /// The closures `value` holds (a call's trailing closure, an argument), outermost only.
    static func closures(in value: CodeValue) -> [CodeClosure] {
        switch value {
        case .closure(let closure): return [closure]
        case .call(let call): return closures(in: call.callee) + call.arguments.flatMap { closures(in: $0.value) }
        case .member(let base?, _), .cast(let base, _): return closures(in: base)
        case .array(let items): return items.flatMap(closures)
        case .name, .member, .string, .integer, .boolean, .nil, .other: return []
        }
    }

    /// Every call in `statements`, in source order, those in closures and arguments included.
    static func calls(in statements: [CodeStatement]) -> [CodeCall] {
        var calls: [CodeCall] = []
        for statement in statements { collect(statement, inPlace: false, into: &calls) }
        return calls
    }

    /// The calls of what `statements` show in place: every call, but none in the content of
    /// a sheet, a full-screen cover, a popover, an alert or a confirmation dialog, which is
    /// presented over the view, outside its navigation stack.
    static func callsInPlace(in statements: [CodeStatement]) -> [CodeCall] {
        var calls: [CodeCall] = []
        for statement in statements { collect(statement, inPlace: true, into: &calls) }
        return calls
    }

    private static let presentations: Set<SwiftUINavigation> = [.sheet, .fullScreenCover, .popover, .alert, .confirmationDialog]

    private static func collect(_ statement: CodeStatement, inPlace: Bool, into calls: inout [CodeCall]) {
        switch statement {
        case .bind(_, _, let value?, _), .evaluate(let value, _), .return(let value?, _):
            collect(value, inPlace: inPlace, into: &calls)
        case .assign(let target, let value, _):
            collect(target, inPlace: inPlace, into: &calls)
            collect(value, inPlace: inPlace, into: &calls)
        case .branches(let branches, _):
            for statement in branches.joined() { collect(statement, inPlace: inPlace, into: &calls) }
        case .cases(let subject, let cases, _):
            collect(subject, inPlace: inPlace, into: &calls)
            for statement in cases.flatMap(\.body) { collect(statement, inPlace: inPlace, into: &calls) }
        case .bind, .return, .expect:
            break
        }
    }

    private static func collect(_ value: CodeValue, inPlace: Bool, into calls: inout [CodeCall]) {
        switch value {
        case .call(let call):
            calls.append(call)
            // A modifier's callee is the view it modifies, which stays in place; a presentation's content does not.
            collect(call.callee, inPlace: inPlace, into: &calls)
            guard !inPlace || !(call.swiftUI.map(presentations.contains) ?? false) else { return }
            for argument in call.arguments { collect(argument.value, inPlace: inPlace, into: &calls) }
        case .member(let base?, _), .cast(let base, _):
            collect(base, inPlace: inPlace, into: &calls)
        case .closure(let closure):
            for statement in closure.body { collect(statement, inPlace: inPlace, into: &calls) }
        case .array(let items):
            for item in items { collect(item, inPlace: inPlace, into: &calls) }
        case .name, .member, .string, .integer, .boolean, .nil, .other:
            break
        }
    }
}
