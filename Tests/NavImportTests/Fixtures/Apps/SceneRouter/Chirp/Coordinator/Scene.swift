import UIKit

/// Every screen the coordinator can show.
enum Scene {
    case welcome
    case login
    case settings
    case profile(name: String)

    /// Onboarding screens share a navigation controller with its own look.
    var isOnboarding: Bool {
        switch self {
        case .welcome, .login:
            return true
        default:
            return false
        }
    }
}

enum Transition {
    case show
    case modal(animated: Bool)
}
