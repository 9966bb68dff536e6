import UIKitModel

extension CodeObject {
    /// An alert or action sheet, or a system view controller with no children (the share
    /// sheet, Safari, a picker): the map draws it on its presenter's box, as a badge or a
    /// chip (NavDiagram's `SceneAttachment`), not as a box of its own.
    var isDrawnOnItsPresenter: Bool {
        let base = UIKitClass.base(className)
        return children.isEmpty && (alert != nil || base == "UIAlertController" || SystemViewController(className: base) != nil)
    }
}
