/// Writes the `.nav` flow of an app as wide as real ones: a tab bar of navigation stacks
/// whose first tab's screen presents `fan` sheets one after another (a root that presents
/// thirty screens), and whose other tabs push chains of details from their roots, one
/// chain after another, until the app has `screens` screens. For the tests of the map's
/// width and of the step files' windows; deterministic, valid UIKit (`navviz check` passes).
public enum WideAppGenerator {
    /// The flow's text.
    public static func flow(screens: Int, fan: Int, tabs: Int = 4, chainLength: Int = 4) -> String {
        var lines = ["title \"a wide app: \(screens) screens, a fan of \(fan)\"", "ios 17", ""]
        lines.append("root tabs Main [" + (0..<tabs).map { "nav Nav\($0) [Home\($0)]" }.joined(separator: ", ") + "]")
        // The tab bar, its navigation controllers and their roots.
        var count = 1 + 2 * tabs
        for sheet in 0..<fan {
            lines.append("Home0 present Sheet\(sheet) style: pageSheet")
            lines.append("Sheet\(sheet) dismiss")
            count += 1
        }
        var tab = 1
        while count < screens && tabs > 1 {
            lines.append("Main select \(tab)")
            var top = "Home\(tab)"
            for _ in 0..<chainLength where count < screens {
                let detail = "Detail\(count)"
                lines.append("\(top) push \(detail)")
                top = detail
                count += 1
            }
            lines.append("\(top) popToRoot")
            tab = tab % (tabs - 1) + 1
        }
        lines.append("Main select 0")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A tab bar of `tabs` navigation stacks `depth` screens deep, every screen presenting
    /// `sheetsPerScreen` screens (alternately an alert-like and a sheet-like one) and
    /// dismissing them, as a real app's screens present their alerts and sheets.
    public static func presentingTabs(tabs: Int, depth: Int, sheetsPerScreen: Int) -> String {
        var lines = ["title \"a tab bar whose screens present: \(tabs) tabs, \(depth) deep\"", "ios 17", ""]
        lines.append("root tabs Main [" + (0..<tabs).map { "nav Nav\($0) [Home\($0)]" }.joined(separator: ", ") + "]")
        var presented = 0
        for tab in 0..<tabs {
            lines.append("Main select \(tab)")
            var top = "Home\(tab)"
            for level in 0..<depth {
                for sheet in 0..<sheetsPerScreen {
                    let name = (sheet % 2 == 0 ? "Alert" : "Sheet") + String(presented)
                    lines += ["\(top) present \(name) style: pageSheet", "\(name) dismiss"]
                    presented += 1
                }
                guard level < depth - 1 else { break }
                lines.append("\(top) push Detail\(tab)x\(level)")
                top = "Detail\(tab)x\(level)"
            }
            if depth > 1 { lines.append("\(top) popToRoot") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
