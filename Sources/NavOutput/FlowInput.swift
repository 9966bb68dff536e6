import Foundation

/// Where a command reads a flow: a path, or `-` for standard input (a pipe, a here
/// document). Anything `open` can read works, so `/dev/stdin` and a shell's `<(...)` do
/// too: the bytes are read to the end, not sized first.
public enum FlowInput {
    /// The path that means standard input.
    public static let standardInputPath = "-"
    /// How messages name standard input.
    public static let standardInputName = "<stdin>"

    /// How diagnostics name the flow read from `path`.
    public static func displayName(_ path: String) -> String {
        path == standardInputPath ? standardInputName : path
    }

    /// The bytes at `path`; a folder, a missing file or more than `limit` bytes throws `InputError`.
    static func bytes(at path: String, limit: Int) throws -> [UInt8] {
        let name = displayName(path)
        func refuse(_ message: String) -> InputError {
            InputError(path: name, source: nil, diagnostics: [], message: message)
        }
        func tooLarge(_ size: Int?) -> InputError {
            refuse("\(name) is \(size.map { "\($0 >> 20) MB" } ?? "more than \(limit >> 20) MB"); navviz reads .nav files up to \(limit >> 20) MB")
        }
        let descriptor = path == standardInputPath ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw refuse(path == standardInputPath ? "cannot read standard input: it is closed" : "cannot read \(path): no such file or not readable")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { throw refuse("\(name) is a folder, not a .nav file") }
            if status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) > limit { throw tooLarge(Int(status.st_size)) }
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw refuse("cannot read \(name): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
            if bytes.count > limit { throw tooLarge(nil) }
        }
    }
}
