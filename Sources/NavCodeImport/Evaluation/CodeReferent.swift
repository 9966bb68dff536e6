import NavCodeFacts

/// What an expression of the app's code refers to, as far as the import can tell.
indirect enum CodeReferent {
    case object(Int)
    /// An instance of a known class the code does not make where the import can see it
    /// (a parameter, a property only declared), and why.
    case instance(String, why: String)
    /// A type used as a value: `HomeViewController` before `.self` or a static call.
    case type(String)
    /// A `UIStoryboard`: its name, or nil for the storyboard of the current view controller.
    case storyboard(String?)
    /// A `UIWindow`: one the code made (its object), or nil for the window UIKit shows the
    /// app in (`view.window`, `keyWindow`, an app delegate's `window` it never set).
    case window(Int?)
    /// The `popoverPresentationController` (or another presentation controller) of a view controller: where its anchor is set.
    case presentationController(Int)
    case closure(CodeClosure, CodeEnvironment)
    /// A framework value that holds callbacks: `UIAlertAction(title:style:handler:)`, `UIAction { ... }`.
    case callbacks([CodeAction])
    /// An implicit member: `.fullScreen`, `.actionSheet`.
    case symbol(String)
    /// An enum case made with values the import follows (`.present(controller)`): a `switch`
    /// that matches it binds them (`case .present(let controller)`).
    case enumCase(String, [CodeReferent])
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([CodeReferent])
    /// One of several values, as the branches of an `if` or a `switch` give them: each is followed.
    case choice([CodeReferent])
    /// The import cannot tell; the text says why, for a comment.
    case unknown(String)

    /// `nil` as the code writes it: a parameter given it holds no instance.
    static var nilLiteral: CodeReferent { .unknown("nil") }

    var isNilLiteral: Bool {
        if case .unknown("nil") = self { return true }
        return false
    }

    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }

    /// Where a closure is written.
    var closureSite: CodeSite? {
        guard case .closure(let closure, let captured) = self else { return nil }
        return CodeSite(file: captured.file, line: closure.line)
    }

    /// The enum case it is: `settings` of `.settings`, `detail` of `.detail(id)`.
    var enumCaseName: String? {
        switch self {
        case .symbol(let name), .enumCase(let name, _): return name
        default: return nil
        }
    }

    /// An enum case the code names (`.settings`): a value the import knows, not only its type.
    var isEnumCase: Bool { enumCaseName != nil }

    /// The object it is; for a choice, its last value's (where one value is needed, the last branch's).
    var object: Int? {
        switch self {
        case .object(let id): return id
        case .choice(let values): return values.last?.object
        default: return nil
        }
    }

    /// Whether it is the same value as `other`, told cheaply: the same object, type,
    /// literal or window; closures and the rest count as different.
    func isSame(as other: CodeReferent) -> Bool {
        switch (self, other) {
        case (.object(let a), .object(let b)): return a == b
        case (.instance(let a, _), .instance(let b, _)), (.type(let a), .type(let b)), (.string(let a), .string(let b)),
            (.symbol(let a), .symbol(let b)):
            return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.window(let a), .window(let b)): return a == b
        case (.unknown, .unknown): return true
        default: return false
        }
    }

    /// The integer it is, where the code wrote one.
    var integer: Int? {
        if case .integer(let number) = self { return number }
        return nil
    }

    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// A list's items; any other value is a list of itself.
    var arrayItems: [CodeReferent] {
        if case .array(let items) = self { return items }
        return [self]
    }

    /// Each value it can be: a choice's values, or itself.
    var alternatives: [CodeReferent] {
        if case .choice(let values) = self { return values }
        return [self]
    }

    /// Each list a list can be when its items are choices (`[controller]`, where a `switch` set
    /// `controller` to a trash or an items screen): the first alternative of every item, then
    /// the second, and so on; any other value's `alternatives`.
    var listAlternatives: [CodeReferent] {
        guard case .array(let items) = self, let widest = items.map({ $0.alternatives.count }).max(), widest > 1 else { return alternatives }
        return (0..<widest).map { index in .array(items.map { item in item.alternatives[min(index, item.alternatives.count - 1)] }) }
    }

    /// `values` as one referent: the known ones (the unknown are dropped when any is known),
    /// each once, nested choices flattened; a choice when more than one is left.
    static func merged(_ values: [CodeReferent]) -> CodeReferent {
        let flat = values.flatMap(\.alternatives)
        let known = flat.filter { if case .unknown = $0 { return false } else { return true } }
        var seen: Set<String> = []
        var distinct: [CodeReferent] = []
        for value in known.isEmpty ? Array(flat.prefix(1)) : known {
            if let key = value.identity, !seen.insert(key).inserted { continue }
            distinct.append(value)
        }
        return distinct.count == 1 ? distinct[0] : distinct.isEmpty ? .unknown("no value") : .choice(distinct)
    }

    /// What makes two values the same, for a choice; nil for values that are never merged.
    private var identity: String? {
        switch self {
        case .object(let id): return "object \(id)"
        case .instance(let type, _): return "instance \(type)"
        case .type(let name): return "type \(name)"
        case .string(let text): return "string \(text)"
        case .symbol(let name): return "symbol \(name)"
        case .enumCase(let name, let values): return "case \(name)(\(values.map { $0.identity ?? "?" }.joined(separator: ", ")))"
        case .integer(let number): return "integer \(number)"
        case .boolean(let flag): return "boolean \(flag)"
        case .window(let window): return "window \(window.map(String.init) ?? "app")"
        case .storyboard(let name): return "storyboard \(name ?? "")"
        case .presentationController(let id): return "presentation \(id)"
        case .closure(let closure, let environment): return "closure \(environment.file):\(closure.line)"
        case .unknown, .callbacks, .array, .choice: return nil
        }
    }

    /// A value the import cannot follow to an object: unknown, or only its declared class.
    var isUnknownViewController: Bool {
        switch self {
        case .unknown, .instance: return true
        default: return false
        }
    }

    /// Why it is not a view controller the import knows, for a comment.
    var unknownReason: String {
        switch self {
        case .unknown(let why): return why
        case .instance(let type, let why): return "\(why) (\(type))"
        case .type(let name): return "\(name) is a type, not an instance"
        default: return "not a view controller"
        }
    }
}
