/// Where a view controller the app gave no name sits, which then names it: the root
/// of the second tab's navigation controller is `Tab2Root`, the navigation controller
/// `Tab2Nav`. Storyboards and dumps name their anonymous view controllers the same way.
package enum ContainerRole: Sendable, Equatable {
    /// A tab bar controller's tab, counted from 0 as `select` counts.
    case tab(Int)
    /// A navigation controller's stack, counted from 0 (its root).
    case stack(Int)
    case primary, secondary, supplementary
    /// A child of a view controller that is not a UIKit container (an embed segue).
    case child
    /// The destination of a show (push) segue, a modal presentation, a popover.
    case shown, presented, popover

    /// The name under an owner called `owner`: its name less a container suffix
    /// (`SettingsNav` owns `SettingsRoot`, which shows `SettingsDetail`), or "" under the app's own tab bar or split
    /// view (its tabs are `Tab1`, `Tab2`...). Tabs are named from 1, as a person counts them.
    package func name(under owner: String) -> String {
        let base = Self.base(of: owner)
        switch self {
        case .tab(let index): return base + "Tab\(index + 1)"
        case .stack(let index): return base + (index == 0 ? "Root" : "Screen\(index + 1)")
        case .primary: return base + "Primary"
        case .secondary: return base + "Secondary"
        case .supplementary: return base + "Supplementary"
        case .child: return base + "Child"
        case .shown: return base + "Detail"
        case .presented: return base + "Modal"
        case .popover: return base + "Popover"
        }
    }

    /// The suffix a container's name gets after what it holds or where it sits.
    package static let navigationSuffix = "Nav"
    package static let tabBarSuffix = "Tabs"
    package static let splitSuffix = "Split"
    /// The top-level tab bar or split view of an app that names it no other way: `MainTabs`, `MainSplit`.
    package static let mainPrefix = "Main"

    /// `name` less a container suffix or `Root`, unless that leaves nothing.
    package static func base(of name: String) -> String {
        for suffix in [navigationSuffix, tabBarSuffix, splitSuffix, "Root"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
