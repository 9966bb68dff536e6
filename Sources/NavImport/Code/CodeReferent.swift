import NavCodeFacts

/// What an expression of the app's code refers to, as far as the import can tell.
indirect enum CodeReferent {
    case object(Int)
    /// An instance of a known class the code does not make where the import can see it
    /// (a parameter, a property only declared), and why.
    case instance(String, why: String)
    /// A type used as a value: `HomeViewController` before `.self` or a static call.
    case type(String)
    /// A `UIStoryboard`: its name, or nil for the storyboard of the current view controller.
    case storyboard(String?)
    /// A `UIWindow`: one the code made (its object), or nil for the window UIKit shows the
    /// app in (`view.window`, `keyWindow`, an app delegate's `window` it never set).
    case window(Int?)
    /// The `popoverPresentationController` (or another presentation controller) of a view controller: where its anchor is set.
    case presentationController(Int)
    case closure(CodeClosure, CodeEnvironment)
    /// A framework value that holds callbacks: `UIAlertAction(title:style:handler:)`, `UIAction { ... }`.
    case callbacks([CodeAction])
    /// An implicit member: `.fullScreen`, `.actionSheet`.
    case symbol(String)
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([CodeReferent])
    /// The import cannot tell; the text says why, for a comment.
    case unknown(String)

    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }

    var object: Int? {
        if case .object(let id) = self { return id }
        return nil
    }

    /// A value the import cannot follow to an object: unknown, or only its declared class.
    var isUnknownViewController: Bool {
        switch self {
        case .unknown, .instance: return true
        default: return false
        }
    }

    /// Why it is not a view controller the import knows, for a comment.
    var unknownReason: String {
        switch self {
        case .unknown(let why): return why
        case .instance(let type, let why): return "\(why) (\(type))"
        case .type(let name): return "\(name) is a type, not an instance"
        default: return "not a view controller"
        }
    }
}
