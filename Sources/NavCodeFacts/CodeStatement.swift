/// A statement of a body, as far as navigation needs it. Control flow is flattened:
/// the statements inside `if`, `guard`, `switch`, loops and `do` follow in source order,
/// and `if let x = ...` / `guard let x = ...` are bindings.
public enum CodeStatement: Codable, Sendable, Equatable {
    /// `let name: Type = value`, `var name = value`, `if let name = value`.
    case bind(name: String, type: String?, value: CodeValue?, line: Int)
    /// `target = value`.
    case assign(target: CodeValue, value: CodeValue, line: Int)
    /// An expression on its own, usually a call.
    case evaluate(CodeValue, line: Int)
    /// `return value`, or a single-expression body's implicit return.
    case `return`(CodeValue?, line: Int)
}
