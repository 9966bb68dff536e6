import NavLanguage

/// One `<segue>` element of a storyboard: a relationship, an embed, an unwind, or a
/// segue the app performs.
struct StoryboardSegue: Sendable {
    let id: String
    /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `custom`, `embed`,
    /// `relationship`, `unwind`, or a legacy kind (`push`, `modal`, `popover`, `replace`).
    let kind: String
    let destination: String
    let relationship: String?
    let identifier: String?
    let modalPresentationStyle: String?
    let unwindAction: String?
    let customClass: String?
    /// A popover segue's anchor: the id of a view or of a bar button item (R43).
    let popoverAnchorView: String?
    let popoverAnchorBarButtonItem: String?
    let location: SourceLocation

    /// What the segue reads as beside the line that performs it: its identifier, if
    /// any, and its id (the line says what it does).
    var name: String {
        (identifier.map { "\"\($0)\" " } ?? "") + "segue \(id)"
    }

    /// What the segue reads as in a note: its name and its kind.
    var label: String {
        name + " (\(relationship ?? kind))"
    }
}
