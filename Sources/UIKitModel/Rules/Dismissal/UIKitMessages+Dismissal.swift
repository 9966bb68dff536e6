/// What UIKit logs when a dismissal is refused (R21, R34).
extension UIKitMessages {
    /// `presenter` is the presenting view controller, which does the dismissing (R34).
    func dismissInProgress(from presenter: String) -> UIKitEvent {
        .init(.warning, "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!", rule: "R21")
    }
}
