import UIKitModel

/// A rule a finding names: one of UIKit's (docs/semantics.md, the simulator's) or one of
/// navviz's own lints (`L1`…), with the title and help the formats show.
struct LintRule: Sendable {
    let id: String
    let title: String
    /// What goes wrong and how the code avoids it, for SARIF's rule help.
    let help: String

    /// docs/lint.md's section on the rule: the checks it documents have their own, every other rule one for all.
    var documentation: String {
        "docs/lint.md#" + (Self.documented.contains(id) ? id.lowercased() : "other-rules")
    }

    /// The rules docs/lint.md documents with a wrong and a right example.
    static let documented: Set<String> = ["R5", "R19", "R21", "R35", "R43", "R59", "L1", "L2"]

    /// A nested `NavigationStack` in a view a stack pushes.
    static let nestedStack = "L1"
    /// A `NavigationLink(destination:)` inside a `NavigationStack(path:)`.
    static let destinationLinkInPathStack = "L2"

    private static let own: [String: (title: String, help: String)] = [
        nestedStack: (
            "a NavigationStack inside a view that a NavigationStack pushes",
            "A view pushed onto a NavigationStack is in that stack already: a NavigationStack (or NavigationView) in its body nests a "
                + "second navigation bar and a stack of its own, and links inside it push onto the inner stack. Remove the inner "
                + "NavigationStack; give the pushed view's content directly."
        ),
        destinationLinkInPathStack: (
            "NavigationLink(destination:) inside a NavigationStack(path:)",
            "A NavigationStack driven by a path pushes what the path holds; a link with a destination view pushes a screen the path "
                + "does not record, so the path no longer says what is on screen (a pop to root or a deep link acts on the wrong screens). "
                + "Use NavigationLink(value:) with .navigationDestination(for:), or append to the path."
        ),
    ]

    private static let helps: [String: String] = [
        "R5":
            "Pushing a UINavigationController onto another navigation controller raises NSInvalidArgumentException (\"Pushing a "
            + "navigation controller is not supported\"). Push the screen itself, or present the navigation controller.",
        "R19":
            "A view controller presents one screen at a time: a present sent to one that already presents is refused (UIKit logs "
            + "\"Attempt to present … which is already presenting …\" and shows nothing). Present from the screen on top "
            + "(presentedViewController ?? root), or dismiss what is presented first and present in the completion.",
        "R21":
            "A present in the same run-loop turn as an animated dismiss of the same presenter is refused (UIKit logs \"Attempt to present "
            + "… while a presentation is in progress\" and shows nothing). Present in the dismiss's completion handler, or dismiss without animation.",
        "R35":
            "A UITabBarController pushed onto a navigation stack (or in its viewControllers) lands, but Apple's guide says a tab bar "
            + "interface must be the window's root and never a child of another view controller. Make the tab bar controller the root, or present it.",
        "R43":
            "On an iPad a popover (an action sheet, .popover style) needs an anchor before it is presented: UIKit raises "
            + "NSGenericException. Set popoverPresentationController?.sourceView (with sourceRect), barButtonItem or sourceItem before present.",
        "R59":
            "On an iPad UIActivityViewController (and UIDocumentMenuViewController) is a popover: without popoverPresentationController's "
            + "sourceView, barButtonItem or sourceItem UIKit raises NSGenericException; in a container it raises too. Anchor it before present.",
    ]

    init(_ id: String) {
        self.id = id
        if let own = Self.own[id] {
            title = own.title
            help = own.help
        } else {
            title = UIKitRule.titles[id] ?? id
            help = Self.helps[id] ?? "UIKit's rule \(id) (docs/semantics.md): \(title)."
        }
    }
}
