/// What an app's import shows of it, for the summary line: its screens (the view-controller
/// classes it declares and shows) and its navigation call sites.
public struct CodeImportCounts: Sendable, Equatable {
    public let screens: Int
    public let screensOnMap: Int
    /// The view controllers of the flow: the boxes of its map.
    public let boxes: Int
    public let callSites: Int
    /// Call sites that are steps of the flow.
    public let drawn: Int
    /// Call sites named in a comment where the tour runs them, not steps.
    public let namedWhereTheyRun: Int
    /// The SwiftUI navigation sites, when the app has any.
    public var swiftUI: SwiftUISiteCounts? = nil

    /// `45 of 48 screens on the map (51 boxes); 196 navigation call sites: 120 steps, 60 named where they run, 16 listed at the end`.
    public var description: String {
        "\(screensOnMap) of \(screens) screens on the map (\(boxes) boxes); "
            + "\(callSites) navigation call sites: \(drawn) steps, \(namedWhereTheyRun) named where they run, "
            + "\(callSites - drawn - namedWhereTheyRun) listed at the end" + (swiftUI.map { "; " + $0.description } ?? "")
    }
}
