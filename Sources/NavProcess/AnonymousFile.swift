import Foundation

/// A temporary file with no name: made in the temporary folder and unlinked at once, so
/// nothing of it is left however navviz ends, even killed. A worker process reads one as
/// its standard input or writes one as its standard output. Closed on exec, so only the
/// worker it is given to inherits it.
public final class AnonymousFile {
    public let handle: FileHandle

    public init() throws {
        var template = Array((FileManager.default.temporaryDirectory.path + "/navviz-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw TemporaryFileFailure(folder: FileManager.default.temporaryDirectory.path, reason: String(cString: strerror(errno)))
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// A file holding `bytes`, ready to be read from its start.
    public convenience init(holding bytes: some Sequence<UInt8>) throws {
        try self.init()
        try handle.write(contentsOf: Data(bytes))
        try handle.seek(toOffset: 0)
    }

    /// Everything, from the start.
    public func contents() throws -> [UInt8] {
        try handle.seek(toOffset: 0)
        return [UInt8](try handle.readToEnd() ?? Data())
    }
}
