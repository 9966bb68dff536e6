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
    /// An `if` (its body, then its `else`, or nothing when it has none) or a `switch` (a branch per case).
    case branches([[CodeStatement]], line: Int)
}
