import NavLanguage

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
    /// The boxes the tour reaches from the launch root through traced calls; the others are
    /// entries, shown by code the tour could not reach.
    public var reachedFromRoot = 0
    /// No code sets the window's root: a stand-in is the root, and every screen an entry.
    public var rootIsStandIn = false
    /// The SwiftUI screens on the map: the views its hosting controllers are named after.
    public var swiftUIScreensOnMap = 0
    /// The alerts and system view controllers the map draws on their presenters' boxes, not
    /// counted in `boxes`.
    public var drawnOnPresenters = 0

    /// `45 of 48 screens and 3 SwiftUI screens on the map (51 boxes: 40 reached from the launch root, 11 entries; 6 alerts and
    /// system view controllers drawn on their presenters); 196 navigation call sites: 120 steps, 60 named where they run, 16
    /// listed at the end`.
    public var description: String {
        let swiftUIScreens = Quantity.of(swiftUIScreensOnMap, "SwiftUI screen")
        let screens =
            self.screens == 0 && swiftUIScreensOnMap > 0
            ? swiftUIScreens : "\(screensOnMap) of \(Quantity.of(self.screens, "screen"))" + (swiftUIScreensOnMap > 0 ? " and \(swiftUIScreens)" : "")
        let entries = boxes - reachedFromRoot
        let boxes = Quantity.of(self.boxes, "box", plural: "boxes")
        let reached =
            entries > 0 ? "\(boxes): \(reachedFromRoot) reached from the launch root, \(Quantity.of(entries, "entry", plural: "entries"))" : boxes
        let onPresenters =
            drawnOnPresenters > 0
            ? "; \(drawnOnPresenters) \(drawnOnPresenters == 1 ? "alert or system view controller" : "alerts and system view controllers") drawn on their presenters"
            : ""
        return "\(screens) on the map (\(reached)\(onPresenters)); "
            + "\(Quantity.of(callSites, "navigation call site")): \(Quantity.of(drawn, "step")), \(namedWhereTheyRun) named where they run, "
            + "\(callSites - drawn - namedWhereTheyRun) listed at the end" + (swiftUI.map { "; " + $0.description } ?? "")
    }

    /// What the user should know before trusting the flow, with the likely cause and what to
    /// do; nil when the root is the app's and most of the flow is reached from it.
    public var warning: String? {
        if rootIsStandIn {
            return "no launch root was found, so every screen is an entry from a stand-in root and no arrow between them is certain: "
                + "check that the folder is the app's (its project, or the folder with its @main App or scene delegate), "
                + "or pick the app with --target"
        }
        guard boxes > 1, reachedFromRoot * 2 < boxes else { return nil }
        let are = reachedFromRoot == 1 ? "is" : "are"
        return "only \(reachedFromRoot) of \(boxes) boxes \(are) reached from the launch root; the other \(boxes - reachedFromRoot) are entries the "
            + "tour could not reach (navigation through code it does not follow: a router, a coordinator started elsewhere, a "
            + "deep link): see the flow's `# entry:` lines for where each is made"
    }
}
