/// `manifest.json`: the `Manifest`, pretty-printed with sorted keys (deterministic).
struct ManifestWriter: OutputWriter {
    static let fileName = "manifest.json"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        [OutputFile(Self.fileName, try JSONText.encode(Manifest(flow), pretty: true) + [0x0A])]
    }
}
