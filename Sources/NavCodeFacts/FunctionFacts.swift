/// A function or initializer, with the statements of its body.
public struct FunctionFacts: Codable, Sendable, Equatable {
    /// The base name: `viewDidLoad`, `init`, `scene`.
    public var name: String
    public var parameters: [CodeParameter]
    /// The declared result type without `?`, if any.
    public var returnType: String?
    /// Its generic parameters: `T` in `func show<T: UIViewController>(_ vc: T)`.
    public var genericParameters: [String]
    public var isStatic: Bool
    public var line: Int
    public var body: [CodeStatement]
    /// Whether UIKit calls it on a control's event or a notification: `@IBAction`, or `@objc`
    /// and named by a `#selector` in its file. A user action, whatever else of that name the
    /// app calls.
    public var isTargetAction: Bool

    public init(
        name: String, parameters: [CodeParameter], returnType: String?, genericParameters: [String] = [], isStatic: Bool,
        line: Int, body: [CodeStatement], isTargetAction: Bool = false
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.genericParameters = genericParameters
        self.isStatic = isStatic
        self.line = line
        self.body = body
        self.isTargetAction = isTargetAction
    }

    public var isGeneric: Bool {
        !genericParameters.isEmpty
    }

    /// The name as Swift spells a reference to it: `scene(_:willConnectTo:options:)`, `viewDidLoad()`.
    public var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A parameter: the label callers write (nil for `_`), the name the body uses, its
/// type, and the value a call that leaves it out gives it (`style: Style = .push`).
public struct CodeParameter: Codable, Sendable, Equatable {
    public var label: String?
    public var name: String
    public var type: String?
    public var defaultValue: CodeValue?

    /// Whether a call may leave the parameter out.
    public var hasDefault: Bool { defaultValue != nil }

    public init(label: String?, name: String, type: String?, defaultValue: CodeValue? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}
