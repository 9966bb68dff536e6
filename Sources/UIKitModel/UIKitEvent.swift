import NavLanguage

/// Something UIKit reported while a step ran, or navviz's own lint about the call.
public struct UIKitEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The app would crash: the simulation ends here.
        case exception(name: String)
        /// UIKit logs and ignores the call; nothing changes.
        case warning
        /// navviz's own warning, not UIKit's: UIKit logs nothing, but the flow very likely
        /// has a bug (a message sent to nil, a tab that does not exist, a leaked modal).
        case lint
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

    /// A warning UIKit itself logs.
    public var isWarning: Bool { kind == .warning }

    /// navviz's own warning, which UIKit does not log.
    public var isLint: Bool { kind == .lint }

    /// The text as a developer would see it in Xcode's console.
    public var description: String {
        switch kind {
        case .exception(let name):
            return "*** Terminating app due to uncaught exception '\(name)', reason: '\(message)'"
        case .warning, .note:
            return message
        case .lint:
            return "navviz lint: " + message
        }
    }
}
