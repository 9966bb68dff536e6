/// How `lint_app` lints an app: the findings as `navviz lint --format json` writes them
/// (docs/lint.md), from the lint library the command line links.
public protocol AppLinting: Sendable {
    /// The findings' JSON; a `ToolFailure` saying why when the app cannot be linted.
    func findingsJSON(_ request: AppRequest) throws -> String
}
