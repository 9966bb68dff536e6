/// Writes the files of one output format from a rendered flow. Writers are pure:
/// they return bytes, and `OutputFolder` puts them on disk atomically.
protocol OutputWriter {
    /// The files this writer adds outside `steps/` (e.g. `index.html`).
    var topLevelFiles: [String] { get }

    func files(for flow: RenderedFlow) throws -> [OutputFile]
}
