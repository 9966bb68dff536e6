/// What an import did, for the one line `navviz import` prints on stderr: what it read,
/// what the flow reaches, and where to start instead when most of it is not reached.
public struct ImportSummary: Sendable, Equatable {
    /// `40 scenes from Main.storyboard; the tour reaches 4; 36 not reached (…); starting at MainTabs reaches 36`.
    public let description: String
    /// The scene to pass as `--initial` when most scenes are not reached, as the import names it.
    public let betterInitial: String?
}
