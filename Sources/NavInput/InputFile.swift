import Foundation
import NavLanguage

/// A file navviz reads — a flow, a storyboard, a debugger dump — taken whole or refused
/// with a message that names it, never half-read. `-` is standard input (a pipe, a here
/// document); anything `open` can read works, so `/dev/stdin` and a shell's `<(...)` do
/// too: the bytes are read to the end, not sized first.
public enum InputFile {
    /// The largest file navviz reads; larger input is refused, not half-read.
    public static let maximumSize = 64 << 20
    /// The path that means standard input.
    public static let standardInputPath = "-"
    /// How messages name standard input.
    public static let standardInputName = "<stdin>"

    /// How diagnostics name the file read from `path`.
    public static func displayName(_ path: String) -> String {
        path == standardInputPath ? standardInputName : path
    }

    /// The bytes of `path`. A folder, a missing file or more than `maximumSize` bytes
    /// throws `InputError`; `expected` says what the file should be ("a .nav file").
    public static func bytes(of path: String, expected: String) throws -> [UInt8] {
        let name = displayName(path)
        func refuse(_ message: String) -> InputError {
            InputError(path: name, source: nil, diagnostics: [], message: message)
        }
        func tooLarge(_ size: Int?) -> InputError {
            refuse(
                "\(name) is \(size.map { "\($0 >> 20) MB" } ?? "more than \(maximumSize >> 20) MB"); navviz reads files up to \(maximumSize >> 20) MB"
            )
        }
        let descriptor = path == standardInputPath ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw refuse(path == standardInputPath ? "cannot read standard input: it is closed" : "cannot read \(path): no such file or not readable")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { throw refuse("\(name) is a folder, not \(expected)") }
            if status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) > maximumSize { throw tooLarge(Int(status.st_size)) }
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw refuse("cannot read \(name): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += buffer[..<count]
            if bytes.count > maximumSize { throw tooLarge(nil) }
        }
    }

    /// The text of `path`, named as messages name it (`<stdin>` for `-`); what `bytes(of:)`
    /// and `decode` refuse throws `InputError`.
    public static func text(of path: String, expected: String) throws -> SourceFile {
        try decode(path: displayName(path), bytes: bytes(of: path, expected: expected))
    }

    /// `bytes` as UTF-8 text; anything else throws `InputError` located at the first bad byte.
    public static func decode(path: String, bytes: [UInt8]) throws -> SourceFile {
        switch SourceFile.decode(path: path, bytes: bytes) {
        case .success(let decoded): return decoded
        case .failure(let diagnostic):
            throw InputError(
                path: path, source: SourceFile(path: path, text: String(decoding: bytes.prefix(1 << 20), as: UTF8.self)),
                diagnostics: [diagnostic], message: nil)
        }
    }
}
