/// A stored or computed property: `let tabs = UITabBarController()`,
/// `weak var coordinator: AppCoordinator?`, `var detail: DetailViewController { ... }`.
public struct PropertyFacts: Codable, Sendable, Equatable {
    public var name: String
    /// The declared type without `?` or `!`, as written: `AppCoordinator`, `UIHostingController<SettingsView>`.
    public var type: String?
    /// The initial value of a stored property.
    public var value: CodeValue?
    /// The body of a computed property's getter.
    public var getter: [CodeStatement]?
    /// The body of a computed property's setter, which sees the value assigned as `newValue`:
    /// a container's `contentViewController` setter embeds the child it is given.
    public var setter: [CodeStatement]?
    /// The body of a stored property's `didSet`, run after each assignment.
    public var didSet: [CodeStatement]?
    public var isStatic: Bool
    public var line: Int

    public init(
        name: String, type: String?, value: CodeValue?, getter: [CodeStatement]?, setter: [CodeStatement]? = nil,
        didSet: [CodeStatement]? = nil, isStatic: Bool, line: Int
    ) {
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
        self.setter = setter
        self.didSet = didSet
        self.isStatic = isStatic
        self.line = line
    }
}

extension PropertyFacts {
    /// A flag whose value the code writes as a literal: `= false`, `= { #if … return true #else return false #endif }()`,
    /// `{ return false }` (the reader keeps the `#if` clause the build compiles, and a comparison
    /// the device decides as its value).
    public var fixedFlag: Bool? {
        func literal(_ statements: [CodeStatement]) -> Bool? {
            guard statements.count == 1, case .return(.boolean(let flag)?, _) = statements[0] else { return nil }
            return flag
        }
        switch value {
        case .boolean(let flag)?: return flag
        case .call(let call)? where call.arguments.isEmpty:
            guard case .closure(let closure) = call.callee else { return nil }
            return literal(closure.body)
        case nil: return getter.flatMap(literal)
        default: return nil
        }
    }
}
