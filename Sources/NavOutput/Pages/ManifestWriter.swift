/// `manifest.json`: the `Manifest`, pretty-printed with sorted keys (deterministic).
struct ManifestWriter: OutputWriter {
    static let fileName = "manifest.json"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        [
            OutputFile(
                Self.fileName,
                streamed: { sink in
                    try JSONText.write(Manifest(flow), pretty: true, to: sink)
                    sink.append("\n")
                })
        ]
    }
}
