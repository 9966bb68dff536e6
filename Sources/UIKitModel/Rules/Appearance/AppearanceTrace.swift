/// Derives UIKit's appearance callbacks (R25–R30) from what became visible.
///
/// A VC that goes on screen gets viewWillAppear/viewDidAppear, one that leaves gets
/// the disappear pair, in UIKit's interleaving (R25): loads, will-disappear,
/// will-appear, did-disappear, did-appear. Parents come before their children (R30),
/// because visible VCs are listed in window order. Presenters kept on screen by a
/// sheet get nothing (R27), because they stay visible.
enum AppearanceTrace {
    /// Containment calls of a step, placed where UIKit interleaves them with the
    /// appearance callbacks (R29; seed 003 logs this order).
    struct Containment {
        /// `willMove(toParent:)`: before the view is loaded or leaves.
        var beforeAppearance: [String] = []
        /// `didMove(toParent:)`: after the will-callbacks, before the did-callbacks.
        var afterWillAppearance: [String] = []
    }

    /// `visibleBefore` is what was on screen when the step began (nil before the first
    /// frame); `wasLoaded` tells whether a view had loaded by then.
    static func callbacks(visibleBefore: [String]?, to after: Hierarchy, containment: Containment,
                          wasLoaded: (String) -> Bool) -> [String] {
        let wasVisible = visibleBefore ?? []
        let isVisible = after.visibleControllers
        let wasVisibleSet = Set(wasVisible)
        let isVisibleSet = Set(isVisible)
        let appearing = isVisible.filter { !wasVisibleSet.contains($0) }
        let disappearing = wasVisible.filter { !isVisibleSet.contains($0) }
        var result = containment.beforeAppearance
        result += appearing.filter { visibleBefore == nil || !wasLoaded($0) }.map { "\($0).viewDidLoad" }
        result += disappearing.map { "\($0).viewWillDisappear" }
        result += appearing.map { "\($0).viewWillAppear" }
        result += containment.afterWillAppearance
        result += disappearing.map { "\($0).viewDidDisappear" }
        result += appearing.map { "\($0).viewDidAppear" }
        return result
    }
}
