/// `UIAlertController.Style`.
public enum AlertStyle: String, CaseIterable, Sendable, Hashable {
    case alert, actionSheet
}
