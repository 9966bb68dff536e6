/// A statement of a body, as far as navigation needs it. Loops, `do` and `guard` are
/// flattened (their statements follow in source order); `if` and `switch` keep their
/// branches, since a value each branch sets differently (`case .settings: vc = SettingsViewController()`)
/// is each of those values. `if let x = ...` / `guard let x = ...` are bindings.
public indirect enum CodeStatement: Codable, Sendable, Equatable {
    /// `let name: Type = value`, `var name = value`, `if let name = value`.
    case bind(name: String, type: String?, value: CodeValue?, line: Int)
    /// `target = value`.
    case assign(target: CodeValue, value: CodeValue, line: Int)
    /// An expression on its own, usually a call.
    case evaluate(CodeValue, line: Int)
    /// `return value`, or a single-expression body's implicit return.
    case `return`(CodeValue?, line: Int)
    /// An `if` (its body, then its `else`, or nothing when it has none), or a `switch` over
    /// a value whose cases the import cannot tell apart (a branch per case).
    case branches([[CodeStatement]], line: Int)
    /// A `switch` over a value, each case with the enum cases its patterns name: a
    /// router's `switch scene { case .profile: … }` runs only the case of the scene it is given.
    case cases(CodeValue, [CodeCase], line: Int)
    /// The branch it opens runs only where the value is `holds`: `if isCatalyst { … } else { … }`
    /// opens with `isCatalyst` true, then false, so a flag the app declares picks one branch.
    case expect(CodeValue, holds: Bool, line: Int)
}

/// One case of a `switch`: the enum cases its patterns name (`.profile(let id)`, `.a, .b`),
/// nil for `default` (or a pattern that names none), and its body.
public struct CodeCase: Codable, Sendable, Equatable {
    public var names: [String]?
    public var body: [CodeStatement]
    /// Each pattern's enum cases, outermost first, through the cases nested in it:
    /// `case let .path(.element(_, action: .detail(.delegate(.edit))))` is `path, element,
    /// detail, delegate, edit`; a reducer's parent matches its child's actions by them.
    public var nestedNames: [[String]]
    /// The names the first pattern binds its enum case's values to, in order (`case .present(let
    /// controller, _)` is `controller, nil`): the switch runs its body with them.
    public var bindings: [String?]

    public init(names: [String]?, body: [CodeStatement], nestedNames: [[String]] = [], bindings: [String?] = []) {
        self.names = names
        self.body = body
        self.nestedNames = nestedNames
        self.bindings = bindings
    }

    /// The same case with another body (its branches pruned, its last expression returned).
    public func with(body: [CodeStatement]) -> CodeCase {
        var changed = self
        changed.body = body
        return changed
    }
}
