import NavLanguage
import UIKitModel

/// Whether UIKit would carry an operation out for an actor in a given state, and why not:
/// completion offers every operation, and strikes through those UIKit would refuse or send
/// to nil, with the reason.
struct OperationValidity {
    let hierarchy: Hierarchy

    /// The view controller an actor path names in this state, or why it names none.
    func resolve(_ base: ActorExpression.Base, path: [ActorProperty]) -> Result<String, Refusal> {
        var current: String
        switch base {
        case .name(let name):
            guard hierarchy[name] != nil else { return .failure(Refusal("`\(name)` is not made yet at this line")) }
            current = name
        case .top:
            guard let top = hierarchy.top else { return .failure(Refusal("there is no window root yet")) }
            current = top
        }
        var written = base == .top ? "top" : current
        for property in path {
            written += "." + property.rawValue
            guard let next = hierarchy.viewController(property, of: current) else {
                return .failure(Refusal("`\(written)` is nil here: the call is sent to nil, and nothing happens", rules: ["R41"]))
            }
            current = next
        }
        return .success(current)
    }

    /// Why UIKit would not carry `operation` out for `actor` here; nil when it would.
    func refusal(of operation: String, by actor: String) -> Refusal? {
        guard let state = hierarchy[actor] else { return Refusal("`\(actor)` is not made yet at this line") }
        let navigation = state.kind == .navigationController ? actor : hierarchy.navigationController(of: actor)
        func withoutNavigation(_ call: String) -> Refusal {
            Refusal("`\(actor)` has no navigation controller here (`navigationController` is nil): `\(call)` is sent to nil", rules: ["R1", "R41"])
        }
        switch operation {
        case "push", "popTo", "popToRoot", "pop", "swipeBack":
            guard let navigation else { return withoutNavigation(operation) }
            let depth = hierarchy.viewControllers(of: navigation).count
            if operation != "push" && depth <= 1 {
                return Refusal("`\(navigation)`'s stack holds its root alone: nothing to pop", rules: ["R6", "R51"])
            }
            if operation == "swipeBack" && !hierarchy.isVisible(navigation) {
                return Refusal("`\(navigation)` is not on screen: the user cannot swipe it", rules: ["R51"])
            }
        case "setStack", "setViewControllers":
            if navigation == nil && state.kind != .tabBarController { return withoutNavigation(operation) }
        case "select":
            if state.kind != .tabBarController && hierarchy.tabBarController(of: actor) == nil {
                return Refusal("`\(actor)` has no tab bar controller here: `select` is sent to nil", rules: ["R11", "R41"])
            }
        case "tapTab":
            let tabBar = state.kind == .tabBarController ? actor : hierarchy.tabBarController(of: actor)
            guard let tabBar else { return Refusal("`\(actor)` is in no tab bar controller here: there is no tab bar to tap", rules: ["R70"]) }
            if !hierarchy.isVisible(tabBar) { return Refusal("`\(tabBar)` is not on screen: the user cannot tap its tab bar", rules: ["R70"]) }
        case "dismiss":
            if hierarchy.presentedViewController(of: actor) == nil && hierarchy.presentingViewController(of: actor) == nil {
                return Refusal("`\(actor)` presents nothing and is not presented: nothing to dismiss", rules: ["R22"])
            }
        case "swipeDown":
            if hierarchy.iosVersion < 13 { return Refusal("the interactive dismissal came with iOS 13", rules: ["R50"]) }
            if hierarchy.presentingViewController(of: actor) == nil {
                return Refusal("`\(actor)` is in no presented sheet: there is nothing to swipe down", rules: ["R50"])
            }
        case "removeFromParent":
            if state.parent == nil { return Refusal("`\(actor)` has no parent", rules: ["R29"]) }
        case "setViewController":
            let split = state.kind == .splitViewController ? actor : hierarchy.splitViewController(of: actor)
            if split.flatMap({ hierarchy[$0]?.splitStyle }) == nil {
                return Refusal("`\(actor)` is in no column-style split view (`split S [...] style: doubleColumn`)", rules: ["R46"])
            }
        case "present":
            let presenter = hierarchy.presenter(forPresentationFrom: actor, style: .automatic)
            if let cover = hierarchy.fullScreenCover(of: presenter) {
                return Refusal(
                    "`\(presenter)`, which would present, is under the full-screen `\(cover)`: its view left the window, and UIKit refuses with a warning",
                    rules: ["R12", "R69"])
            }
            if let presented = hierarchy[presenter]?.presented {
                return Refusal(
                    "`\(presenter)`, which would present, already presents `\(presented)`: UIKit refuses with a warning", rules: ["R12", "R19"])
            }
            if !hierarchy.isInWindow(presenter) {
                return Refusal("`\(presenter)`'s view is not in the window: UIKit refuses with a warning", rules: ["R20"])
            }
        default:
            break
        }
        return nil
    }

    /// Why not, in words, with the rules that say so.
    struct Refusal: Error, Equatable {
        var text: String
        var rules: [String] = []

        init(_ text: String, rules: [String] = []) {
            self.text = text
            self.rules = rules
        }

        var description: String { text + (rules.isEmpty ? "" : " (\(rules.joined(separator: ", ")))") }
    }
}
