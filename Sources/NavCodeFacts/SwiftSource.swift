/// One Swift file as `navviz import` hands it to `navviz-swift-reader`: its path, which
/// names it in the facts and messages, and its bytes, which navviz has read itself (the
/// reader never opens a path).
public struct SwiftSource: Sendable, Equatable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file as the reader's standard input carries it: a header line
    /// `<path's byte count> <text's byte count>`, then the path's bytes, then the text's.
    /// The counts frame both, so no byte of a name or a text (a newline, a NUL) can split
    /// one file into two or run one into the next.
    public var framed: [UInt8] {
        Array("\(path.utf8.count) \(bytes.count)\n".utf8) + Array(path.utf8) + bytes
    }

    /// The two counts of a header line (without its newline); nil for anything else.
    public static func counts(inHeader line: [UInt8]) -> (path: Int, text: Int)? {
        let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ !$0.isEmpty && $0.count <= 12 && $0.allSatisfy { (0x30...0x39).contains($0) } }),
            let path = Int(String(decoding: fields[0], as: UTF8.self)), let text = Int(String(decoding: fields[1], as: UTF8.self))
        else { return nil }
        return (path, text)
    }
}
