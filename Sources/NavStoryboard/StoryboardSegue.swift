import NavLanguage

/// One `<segue>` element of a storyboard: a relationship, an embed, an unwind, or a
/// segue the app performs.
package struct StoryboardSegue: Sendable {
    /// The `kind` attribute: what Interface Builder calls the segue, legacy kinds included.
    package enum Kind: String, Sendable, CaseIterable {
        case show, showDetail, presentation, popoverPresentation, custom, embed, relationship, unwind
        /// Before iOS 8: a push, a modal presentation, a popover, a split view's detail replaced.
        case push, modal, popover, replace

        /// A kind Interface Builder does not write is a custom segue to the import.
        package init(attribute: String?) {
            self = attribute.flatMap(Kind.init(rawValue:)) ?? .custom
        }

        /// `show` or a legacy `push`: pushed inside a navigation controller.
        package var pushes: Bool { self == .show || self == .push }
        /// `showDetail` or a legacy `replace`: the split view's secondary column.
        package var replacesDetail: Bool { self == .showDetail || self == .replace }
        package var isPopover: Bool { self == .popoverPresentation || self == .popover }
        /// A relationship or an embed: it builds a container, it is not performed.
        package var builds: Bool { self == .relationship || self == .embed }
    }

    /// A container's relationship segue: which of its children the destination is.
    package enum Relationship: String, Sendable, CaseIterable {
        case rootViewController, viewControllers, masterViewController, detailViewController, supplementaryViewController
    }

    package let id: String
    package let kind: Kind
    package let destination: String
    /// Nil for a relationship Interface Builder names otherwise (or none).
    package let relationship: Relationship?
    package let identifier: String?
    /// Nil when the storyboard names no style `.nav` has.
    package let modalPresentationStyle: PresentationStyle?
    package let unwindAction: String?
    package let customClass: String?
    /// A popover segue's anchor: the id of a view or of a bar button item (R43).
    package let popoverAnchorView: String?
    package let popoverAnchorBarButtonItem: String?
    package let location: SourceLocation

    /// What the segue reads as beside the line that performs it: its identifier, if
    /// any, and its id (the line says what it does).
    package var name: String {
        (identifier.map { "\"\($0)\" " } ?? "") + "segue \(id)"
    }

    /// What the segue reads as in a note: its name and its kind.
    package var label: String {
        name + " (\(relationship?.rawValue ?? kind.rawValue))"
    }
}
