/// Derives UIKit's appearance callbacks (R25–R30) from what became visible.
///
/// A VC that goes on screen gets viewWillAppear/viewDidAppear, one that leaves gets
/// the disappear pair, in UIKit's interleaving (R25): loads, will-disappear,
/// will-appear, did-disappear, did-appear. Parents come before their children (R30).
/// Presenters kept on screen by a sheet get nothing (R27), because they stay visible.
enum AppearanceTrace {
    static func callbacks(from before: Hierarchy?, to after: Hierarchy, containment: [String]) -> [String] {
        let wasVisible = Set(before?.visibleControllers ?? [])
        let isVisible = after.visibleControllers
        let appearing = isVisible.filter { !wasVisible.contains($0) }
        let disappearing = (before?.visibleControllers ?? []).filter { !isVisible.contains($0) }
        var result = appearing.filter { !(after[$0]?.viewLoaded ?? false) }.map { "\($0).viewDidLoad" }
        result += containment
        result += disappearing.map { "\($0).viewWillDisappear" }
        result += appearing.map { "\($0).viewWillAppear" }
        result += disappearing.map { "\($0).viewDidDisappear" }
        result += appearing.map { "\($0).viewDidAppear" }
        return result
    }
}
