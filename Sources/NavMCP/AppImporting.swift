/// How `import_app` imports an app: as `navviz import` does, which the command line owns
/// (its Swift reader process, its messages), so the server is given it.
public protocol AppImporting: Sendable {
    /// The imported flow; a `ToolFailure` saying why when there is none.
    func importApp(_ request: AppRequest) throws -> ImportedApp
}
