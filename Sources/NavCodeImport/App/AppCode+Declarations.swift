import NavCodeFacts

/// What `AppCode` indexes: the app's functions and properties with the file each is in,
/// and its navigation call sites.
extension AppCode {
    /// A function, with the file it is in and the type it belongs to.
    struct Function {
        let facts: FunctionFacts
        let file: String
        let owner: String?
        /// `HomeViewController.openDetail()`: made once, as the interpreter names every run by it.
        let description: String

        init(facts: FunctionFacts, file: String, owner: String?) {
            self.facts = facts
            self.file = file
            self.owner = owner
            description = (owner.map { $0 + "." } ?? "") + facts.signature
        }

        var site: CodeSite { CodeSite(file: file, line: facts.line) }
    }

    struct Property {
        let facts: PropertyFacts
        let file: String
    }

    /// A navigation call in the code, wherever it is (reached or not): UIKit's, or a call of
    /// the app's own function by one of UIKit's names (`coordinator.present(scene:)`, `picker.show(from:)`).
    struct NavigationSite {
        let site: CodeSite
        let method: String
        /// A call of an app function named like UIKit's, not UIKit's own.
        var isHelper = false
        /// A helper call's argument labels.
        var labels: [String?] = []
        /// The function it is in.
        let holder: Function
        /// `HomeViewController.openDetail()`.
        var function: String { holder.description }
        var isGeneric: Bool { holder.facts.isGeneric }
    }
}
