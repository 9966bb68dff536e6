/// A place where a view-controller name is written: the mention that creates the instance,
/// or a later one. Recorded only when asked for (`Parser.parse(_:recordingMentions:)`):
/// an editor's "go to definition", "references" and "rename" need them, a render does not.
public struct NameMention: Sendable, Hashable {
    public var name: String
    /// Where the name starts; it spans `name.count` columns.
    public var location: SourceLocation
    /// Whether this is the first mention, which creates the instance.
    public var isDefinition: Bool

    public init(name: String, location: SourceLocation, isDefinition: Bool) {
        self.name = name
        self.location = location
        self.isDefinition = isDefinition
    }
}
