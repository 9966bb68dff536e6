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
