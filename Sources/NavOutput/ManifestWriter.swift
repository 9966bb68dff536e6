import Foundation

/// `manifest.json`: the `Manifest`, pretty-printed with sorted keys.
struct ManifestWriter: OutputWriter {
    static let fileName = "manifest.json"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        [OutputFile(Self.fileName, try Self.encode(Manifest(flow), pretty: true) + [0x0A])]
    }

    /// Deterministic JSON: sorted keys, no escaped slashes.
    static func encode<Value: Encodable>(_ value: Value, pretty: Bool) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }
}
