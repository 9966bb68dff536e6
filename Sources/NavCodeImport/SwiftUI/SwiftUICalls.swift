import NavCodeFacts

/// The SwiftUI calls that navigate, as the relevance of the app's code and the interpreter tell them.
enum SwiftUICalls {
    /// A SwiftUI navigation construct, or a `dismiss()`.
    static func navigates(_ call: CodeCall) -> Bool {
        call.swiftUI != nil || isDismiss(call)
    }

    /// `dismiss()` (the environment's `DismissAction`), `presentationMode.wrappedValue.dismiss()`.
    static func isDismiss(_ call: CodeCall) -> Bool {
        guard call.name == "dismiss", call.arguments.isEmpty else { return false }
        switch call.base {
        case nil, .name("self")?: return true
        case .member(let owner, "wrappedValue")?:
            if case .name("presentationMode")? = owner { return true }
            if case .member(.name("self")?, "presentationMode")? = owner { return true }
            return false
        default: return false
        }
    }
}
