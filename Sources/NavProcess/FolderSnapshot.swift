import Foundation
import NavWorker

/// An app's folder as a git revision holds it, written out for `navviz import` to read
/// (`GitRevision.extract`): the files an import reads, nothing else, each streamed from
/// `git cat-file --batch` to its file a block at a time.
enum FolderSnapshot {
    /// One file of the revision's tree: its object id, size and path inside the folder.
    struct Entry: Equatable {
        var object: String
        var size: Int
        var path: String
    }

    /// The most a snapshot writes: more than twenty times the files an import reads of the
    /// largest app measured (10 MB), and a bound on the disk a revision can fill.
    static let maximumTotalSize = 256 << 20

    /// The regular files (modes 100644 and 100755) under `prefix` in `git ls-tree -r -z -l
    /// --full-name` output, their paths relative to it, that `keeps`; links, submodules and
    /// paths with an empty, `.` or `..` component are left out.
    static func entries(inListing listing: Data, under prefix: String, keeping keeps: (String) -> Bool) -> [Entry] {
        listing.split(separator: 0).compactMap { record -> Entry? in
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { return nil }
            let fields = text[..<tab].split(separator: " ", omittingEmptySubsequences: true)
            let fullPath = String(text[text.index(after: tab)...])
            guard fields.count == 4, ["100644", "100755"].contains(fields[0]), fields[1] == "blob", let size = Int(fields[3]), size >= 0,
                fullPath.hasPrefix(prefix)
            else { return nil }
            let path = String(fullPath.dropFirst(prefix.count))
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), keeps(path) else { return nil }
            return Entry(object: String(fields[2]), size: size, path: path)
        }
    }

    /// Writes each entry's bytes from `git cat-file --batch` output (`OID blob SIZE\n`,
    /// the bytes, `\n`, in the order asked), read from `batch` as it comes, under
    /// `destination`: no file is held whole in memory.
    static func write(_ entries: [Entry], from batch: FileHandle, into destination: URL) throws {
        var stream = BlockStream(batch)
        for entry in entries {
            guard let header = try stream.line(maximumLength: 256)?.split(separator: " "), header.count == 3, header[0] == entry.object,
                header[1] == "blob", Int(header[2]) == entry.size
            else { throw malformed }
            let file = destination.appendingPathComponent(entry.path)
            // Never beside a signal's cleanup of the scratch folder: once it has come, no file is made again.
            let handle = try InterruptCleanup.shared.unlessInterrupted {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                    throw GitRevision.Failure(description: "cannot write \(file.path): \(String(cString: strerror(errno)))")
                }
                return try FileHandle(forWritingTo: file)
            }
            defer { try? handle.close() }
            guard try stream.copy(entry.size, to: handle), try stream.line(maximumLength: 0) == "" else { throw malformed }
        }
    }

    private static let malformed = GitRevision.Failure(description: "git cat-file answered with something other than the files asked for")
}

/// A pipe read a block at a time: lines, and runs of bytes passed on without being held.
private struct BlockStream {
    private let handle: FileHandle
    private var block: [UInt8] = []
    private var offset = 0

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Reads the next block when this one is used up; false at the end of the stream.
    private mutating func fill() throws -> Bool {
        guard offset == block.count else { return true }
        guard let data = try handle.read(upToCount: 1 << 20), !data.isEmpty else { return false }
        (block, offset) = ([UInt8](data), 0)
        return true
    }

    /// The next line without its `\n`; nil at the end, or when it is longer than `maximumLength`.
    mutating func line(maximumLength: Int) throws -> String? {
        var line: [UInt8] = []
        while try fill() {
            if let newline = block[offset...].firstIndex(of: UInt8(ascii: "\n")) {
                line += block[offset..<newline]
                offset = newline + 1
                return line.count <= maximumLength ? String(decoding: line, as: UTF8.self) : nil
            }
            line += block[offset...]
            offset = block.count
            if line.count > maximumLength { return nil }
        }
        return nil
    }

    /// Writes the next `count` bytes to `handle`; false when the stream ends first.
    mutating func copy(_ count: Int, to handle: FileHandle) throws -> Bool {
        var left = count
        while left > 0 {
            guard try fill() else { return false }
            let end = min(block.count, offset + left)
            try handle.write(contentsOf: block[offset..<end])
            left -= end - offset
            offset = end
        }
        return true
    }
}
