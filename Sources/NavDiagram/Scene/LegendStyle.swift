/// How much legend the flow map carries (`--legend`).
public enum LegendStyle: String, Sendable, CaseIterable {
    /// A heading and a line for each kind of arrow and box the map draws.
    case full
    /// One line, for pictures embedded in docs.
    case compact
    /// No legend; the flow's title, if any, stays.
    case none
}
