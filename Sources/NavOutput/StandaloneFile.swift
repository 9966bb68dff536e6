import Foundation
import NavWorker

/// A file navviz writes on its own rather than into an output folder (`navviz import -o
/// app.nav`). It is made beside its place and renamed over it, so it is never half
/// written, and never written through a link; a file already there is replaced only when
/// it is one navviz wrote (`isOwn`, on its bytes), as render and markdown never replace a
/// file navviz did not write. Every refusal is an `OutputError` in navviz's words.
public enum StandaloneFile {
    /// The largest existing file read to tell whether navviz wrote it.
    static let maximumExisting = 64 << 20

    /// What `write` did.
    public enum Outcome: Equatable, Sendable {
        case written
        /// The file there was navviz's, but its signature line says it was edited since: kept.
        case keptEdited
        /// The file there was navviz's, from a navviz that signed none: an edit cannot be told, so it is kept.
        case keptUnsigned
    }

    /// Writes `bytes` at `path`. `what` says what navviz writes there ("a flow navviz
    /// import wrote"), for the message when something else is there. With a `signature`
    /// (a comment's start, `# navviz import digest: `), the file ends with a line of it and
    /// the digest of the bytes above, and a file there whose bytes no longer match it (a user
    /// edited it) is kept unless `force`.
    @discardableResult
    public static func write(
        _ bytes: [UInt8], to path: String, replacing isOwn: ([UInt8]) -> Bool, what: String, signature: String? = nil, force: Bool = false
    ) throws -> Outcome {
        let slash = path.lastIndex(of: "/")
        let folderPath = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { throw OutputError.notAFile(path) }
        if access(folderPath, F_OK) != 0 && errno == ENOENT { throw OutputError.missingFolder(file: path, folder: folderPath) }
        let folder = try OpenFolder.root(folderPath, creating: false)
        switch folder.entry(name) {
        case .missing: break
        case .file:
            guard let existing = folder.contents(ofFile: name, limit: maximumExisting), isOwn(existing) else {
                throw OutputError.notOwnFile(path, what: what)
            }
            if let signature, !force, let kept = edit(of: existing, signature: signature) { return kept }
        case .symbolicLink: throw OutputError.linkInsteadOfFile(path)
        case .folder, .other: throw OutputError.notAFile(path)
        }
        let temporary = ".\(name).navviz-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
        let cleanup = InterruptCleanup.shared.add { unlinkat(folder.descriptor, temporary, 0) }
        defer { InterruptCleanup.shared.finish(cleanup) }
        let handle = try InterruptCleanup.shared.unlessInterrupted { try folder.createFile(temporary) }
        let bytes = signature.map { bytes + Array("\($0)\(FileDigest(of: bytes).text)\n".utf8) } ?? bytes
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw OutputError.cannotWrite(path, OpenFolder.reason(errno)) }
            written += count
        }
        try handle.close()
        try folder.move(temporary, to: folder, as: name)
        return .written
    }

    /// Nil when `existing` ends with `signature`'s line and the digest there is that of the
    /// bytes above it (navviz's bytes, unchanged); otherwise why it is kept.
    static func edit(of existing: [UInt8], signature: String) -> Outcome? {
        let body = existing.last == 0x0A ? existing.dropLast() : existing[...]
        let start = body.lastIndex(of: 0x0A).map { $0 + 1 } ?? body.startIndex
        let line = String(decoding: body[start...], as: UTF8.self)
        guard line.hasPrefix(signature) else { return .keptUnsigned }
        let fields = line.dropFirst(signature.count).split(separator: " ")
        guard fields.count == 2, let digest = FileDigest(hex: fields[0], size: fields[1]) else { return .keptEdited }
        return FileDigest(of: Array(existing[..<start])) == digest ? nil : .keptEdited
    }
}
