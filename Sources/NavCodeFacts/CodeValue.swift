/// An expression, as far as navigation needs it: names, members, calls, casts,
/// closures and literals; anything else is kept as its text.
public indirect enum CodeValue: Codable, Sendable, Equatable {
    /// `vc`, `self`, a type's name (`HomeViewController`, `UIHostingController<SettingsView>`).
    case name(String)
    /// `base.name`, `base?.name`; an implicit member (`.fullScreen`) has no base.
    case member(CodeValue?, String)
    case call(CodeCall)
    /// `value as! Type`, `as?`, `as`.
    case cast(CodeValue, String)
    case closure(CodeClosure)
    case array([CodeValue])
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case `nil`
    /// Anything else, as written (shortened), so a reason can quote it.
    case other(String)
}

extension CodeValue {
    /// `c` of `a.b.c` or of `c`; nil for anything but a name or a member.
    public var lastName: String? {
        switch self {
        case .name(let name), .member(_, let name): return name
        default: return nil
        }
    }
}

/// A call: `present(vc, animated: true)`, `Foo(bar: 1)`, `storyboard.instantiateViewController(withIdentifier: "X")`.
public struct CodeCall: Codable, Sendable, Equatable {
    /// What is called: `.name("Foo")`, `.member(base, "present")`, a closure's name.
    public var callee: CodeValue
    /// The arguments in order, trailing closures last.
    public var arguments: [CodeArgument]
    /// The line of the called name (the call site a reader goes back to).
    public var line: Int
    /// The SwiftUI navigation it is, when it is one (left out of the JSON otherwise).
    public var swiftUI: SwiftUINavigation?

    public init(callee: CodeValue, arguments: [CodeArgument], line: Int, swiftUI: SwiftUINavigation? = nil) {
        self.callee = callee
        self.arguments = arguments
        self.line = line
        self.swiftUI = swiftUI
    }

    /// The name `a ?? b` is called by, with both sides as its arguments: an operator, so no function of an app has it.
    public static let nilCoalescingName = "??"

    /// The name a subscript (`list[0]`) is called by: a keyword, so no function of an app has it.
    public static let subscriptName = "subscript"

    /// The called name: `present` for `self.present(...)`, `Foo` for `Foo()`.
    public var name: String? {
        callee.lastName
    }

    /// What it is called on: nil for a plain name (`present(...)`, `Foo()`), `base` for `base.present(...)`.
    public var base: CodeValue? {
        if case .member(let base, _) = callee { return base }
        return nil
    }

    /// The argument labels, nil for an unlabelled argument: `[nil, "animated"]`.
    public var labels: [String?] {
        arguments.map(\.label)
    }
}

/// One argument of a call: its label (nil when there is none) and its value.
public struct CodeArgument: Codable, Sendable, Equatable {
    public var label: String?
    public var value: CodeValue

    public init(label: String?, value: CodeValue) {
        self.label = label
        self.value = value
    }
}

/// A closure: code that runs later (a completion handler, an alert action, a callback).
public struct CodeClosure: Codable, Sendable, Equatable {
    public var line: Int
    public var parameters: [String]
    public var body: [CodeStatement]

    public init(line: Int, parameters: [String], body: [CodeStatement]) {
        self.line = line
        self.parameters = parameters
        self.body = body
    }
}
