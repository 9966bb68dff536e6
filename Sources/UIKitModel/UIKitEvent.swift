import NavLanguage

/// Something UIKit (or navviz, for nil messaging) reported while a step ran.
public struct UIKitEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The app would crash: the simulation ends here.
        case exception(name: String)
        /// UIKit logs and ignores the call; nothing changes.
        case warning
        /// Information: a call with no effect, a completion handler that never ran.
        case note
    }

    public var kind: Kind
    public var message: String
    /// The rule of `uikit-semantics.md` that produced it, e.g. "R19".
    public var rule: String?
    /// The line whose call produced it (inside a `step` group, that line, not the
    /// group's). Context, not content: two events are equal whatever their location.
    public var location: SourceLocation?

    public init(_ kind: Kind, _ message: String, rule: String? = nil) {
        self.kind = kind
        self.message = message
        self.rule = rule
    }

    public static func == (lhs: UIKitEvent, rhs: UIKitEvent) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message && lhs.rule == rhs.rule
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(message)
        hasher.combine(rule)
    }

    public var isException: Bool {
        if case .exception = kind { return true }
        return false
    }

    public var isWarning: Bool { kind == .warning }

    /// The text as a developer would see it in Xcode's console.
    public var description: String {
        switch kind {
        case .exception(let name):
            return "*** Terminating app due to uncaught exception '\(name)', reason: '\(message)'"
        case .warning, .note:
            return message
        }
    }
}
