import NavLanguage

/// The outcome of one `expect` line.
public struct ExpectationResult: Sendable, Hashable {
    public var location: SourceLocation
    /// The assertion as written, e.g. `VCM1.presentingViewController == MainNavigationVC`.
    public var assertion: String
    public var passed: Bool
    /// What the flow actually had, e.g. `VCN2` or `no warning`.
    public var actual: String
    public var expected: String
    /// On a failure: the latest outcome the device decided, and the device (R38).
    public var note: String?
}
