/// The names a body of code sees while the import runs it: `self`, the class whose
/// function runs (for `super`), its locals, and the file it is in.
struct CodeEnvironment {
    var this: CodeReferent?
    /// The class the running function is declared in.
    var owner: String?
    var file: String
    /// The running function, for comments: `HomeViewController.openDetail()`.
    var function: String
    var locals: [String: CodeReferent] = [:]
}
