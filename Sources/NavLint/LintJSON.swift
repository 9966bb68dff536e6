import Foundation

/// JSON as `navviz lint` writes it (reports, baselines, SARIF): keys sorted, indented, slashes
/// as they are; the same bytes for the same value.
enum LintJSON {
    static func text(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // navviz's own values (strings, numbers, arrays of them) always encode.
        return String(decoding: try! encoder.encode(value), as: UTF8.self) + "\n"
    }
}
