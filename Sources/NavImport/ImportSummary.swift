import NavCodeImport

/// What an import did, for the one line `navviz import` prints on stderr: what it read,
/// what the flow reaches, and where to start instead when most of it is not reached.
public struct ImportSummary: Sendable, Equatable {
    /// `40 scenes from Main.storyboard; the tour reaches 4; 36 not reached (…); starting at MainTabs reaches 36`.
    public let description: String
    /// The scene to pass as `--initial` when most scenes are not reached, as the import names it.
    public let betterInitial: String?
    /// For an app's code: its screens and call sites, and how many the flow shows.
    public var counts: CodeImportCounts? = nil

    public init(description: String, betterInitial: String?, counts: CodeImportCounts? = nil) {
        self.description = description
        self.betterInitial = betterInitial
        self.counts = counts
    }
}
