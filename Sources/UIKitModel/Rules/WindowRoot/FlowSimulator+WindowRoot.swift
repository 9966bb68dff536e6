import NavLanguage

/// The window's root: `root` lines, and a root switch under a presentation (R40).
extension FlowSimulator {
    /// `root`: the expression's instance becomes `window.rootViewController`.
    mutating func installRoot(_ expression: ViewControllerExpression) throws {
        if let oldRoot = hierarchy.root {
            // UIKit does not dismiss what the old hierarchy presents: the presentation
            // stays, out of the window, and holds the old hierarchy in memory (R40).
            for id in hierarchy.subtree(of: oldRoot) {
                if let presented = hierarchy[id].presented {
                    events.append(
                        UIKitEvent(
                            .lint,
                            "window.rootViewController is replaced while \(messageName(id)) presents \(messageName(presented)): UIKit does not dismiss it, so it stays presented, keeps the old hierarchy in memory and its view may stay in the window; dismiss it before switching the root",
                            rule: "R40"))
                }
            }
            hierarchy.setWindowRoot(nil)
        }
        let root = try materialize(expression)
        if let parent = hierarchy[root].parent {
            throw Crash(
                event: messages.hierarchyInconsistency(child: messageName(root), parent: messageName(parent), requested: "<UIWindow>", rule: "R1"))
        }
        if hierarchy[root].presentation != nil { hierarchy.removePresentation(of: root) }
        if hierarchy[root].hostView != nil { hierarchy.update(root) { $0.hostView = nil } }
        hierarchy.setWindowRoot(root)
        if hierarchy[root].presented != nil { rootsReinstalledWhilePresenting.append(root) }
        if recordsFacts { facts.append(UIKitFact("window.rootViewController = \(name(root))")) }
    }
}
