/// `UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)`'s answer.
public enum AdaptivePresentationStyle: Sendable, Hashable {
    /// `.none`: no adaptation, the presentation keeps its style.
    case none
    case style(PresentationStyle)

    /// What `set X.adaptivePresentationStyle = ...` accepts: UIKit adapts to these.
    public static let spellings = ["none", "fullScreen", "overFullScreen", "formSheet", "pageSheet"]

    public var spelling: String {
        switch self {
        case .none: return "none"
        case .style(let style): return style.rawValue
        }
    }
}
