/// An app imported for `import_app`: the `.nav` flow `navviz import` writes, its summary
/// line, and the warnings it printed on the way (files skipped, calls not followed).
public struct ImportedApp: Sendable, Equatable {
    public var flow: String
    public var summary: String?
    public var warnings: [String]

    public init(flow: String, summary: String?, warnings: [String]) {
        (self.flow, self.summary, self.warnings) = (flow, summary, warnings)
    }
}
