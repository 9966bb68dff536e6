/// One file of the output folder: a path relative to it and the bytes to write.
public struct OutputFile: Sendable, Equatable {
    public var path: String
    public var bytes: [UInt8]

    public init(_ path: String, _ bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(_ path: String, text: String) {
        self.init(path, Array(text.utf8))
    }
}
