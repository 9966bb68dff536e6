/// One file of the output folder: a path relative to it and how to write its bytes.
public struct OutputFile: Sendable {
    public var path: String
    private let writeBytes: @Sendable (ByteSink) throws -> Void

    public init(_ path: String, _ bytes: [UInt8]) {
        self.init(path, streamed: { $0.append(bytes) })
    }

    public init(_ path: String, text: String) {
        self.init(path, streamed: { $0.append(text) })
    }

    /// A file whose bytes are made only when `OutputFolder` writes it, so a flow's
    /// thousands of frames are never all in memory at once.
    public init(_ path: String, deferred make: @escaping @Sendable () throws -> [UInt8]) {
        self.init(path, streamed: { $0.append(try make()) })
    }

    /// A file written piece by piece as it is made, when `OutputFolder` writes it: a
    /// large page goes to disk a block at a time.
    public init(_ path: String, streamed write: @escaping @Sendable (ByteSink) throws -> Void) {
        self.path = path
        writeBytes = write
    }

    public var bytes: [UInt8] {
        get throws {
            let sink = ByteSink()
            try writeBytes(sink)
            return sink.bytes
        }
    }

    func write(to sink: ByteSink) throws {
        try writeBytes(sink)
        try sink.finish()
    }
}
