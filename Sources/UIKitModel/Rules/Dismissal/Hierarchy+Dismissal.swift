/// Dismissal (R22): what a dismissal takes out of the hierarchy.
extension Hierarchy {
    /// Removes the presentation whose presented root is `presented`, and every
    /// presentation anchored anywhere above it (R22: "P and everything above it").
    mutating func removePresentation(of presented: ViewControllerID) {
        guard let presenter = nodes[presented].presentation?.presenter else { return }
        for anchor in subtree(of: presented) {
            if let above = nodes[anchor].presented { removePresentation(of: above) }
        }
        update(presenter) { $0.presented = nil }
        update(presented) { $0.presentation = nil }
    }
}
