import NavCodeFacts

/// A UIKit navigation call, told by its name and argument labels:
/// `present(_:animated:completion:)`, `pushViewController(_:animated:)`...
enum NavigationOperation: String, Sendable {
    case present, push, show, showDetail, setViewControllers, pop, popToRoot, popTo, dismiss, performSegue, addChild, removeFromParent

    init?(_ call: CodeCall) {
        guard let name = call.name else { return nil }
        let labels = call.labels
        let firstUnlabelled = labels.first.map { $0 == nil } ?? false
        switch name {
        case "present" where firstUnlabelled && labels.contains("animated"): self = .present
        case "pushViewController" where firstUnlabelled: self = .push
        case "show" where firstUnlabelled && labels.contains("sender"): self = .show
        case "showDetailViewController" where firstUnlabelled: self = .showDetail
        case "setViewControllers" where firstUnlabelled && labels.contains("animated"): self = .setViewControllers
        case "popViewController" where labels.first == "animated": self = .pop
        case "popToRootViewController" where labels.first == "animated": self = .popToRoot
        case "popToViewController" where firstUnlabelled: self = .popTo
        case "dismiss" where labels.first == "animated": self = .dismiss
        case "performSegue" where labels.first == "withIdentifier": self = .performSegue
        case "addChild" where labels == [nil]: self = .addChild
        case "removeFromParent" where labels.isEmpty: self = .removeFromParent
        default: return nil
        }
    }

    /// Containment: a container's children, which are embedded, never shown by a navigation call site of their own.
    var isContainment: Bool {
        self == .addChild || self == .removeFromParent
    }

    /// How a comment names the call: `pushViewController`, `present`.
    var method: String {
        switch self {
        case .push: return "pushViewController"
        case .showDetail: return "showDetailViewController"
        case .pop: return "popViewController"
        case .popToRoot: return "popToRootViewController"
        case .popTo: return "popToViewController"
        default: return rawValue
        }
    }
}
