/// One file of the output folder: a path relative to it and the bytes to write.
public struct OutputFile: Sendable {
    public var path: String
    private let make: @Sendable () throws -> [UInt8]

    public init(_ path: String, _ bytes: [UInt8]) {
        self.init(path, deferred: { bytes })
    }

    public init(_ path: String, text: String) {
        self.init(path, Array(text.utf8))
    }

    /// A file whose bytes are made only when `OutputFolder` writes it, so a flow's
    /// thousands of frames are never all in memory at once.
    public init(_ path: String, deferred make: @escaping @Sendable () throws -> [UInt8]) {
        self.path = path
        self.make = make
    }

    public var bytes: [UInt8] {
        get throws { try make() }
    }
}
