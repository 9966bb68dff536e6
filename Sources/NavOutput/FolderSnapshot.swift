import Foundation

/// An app's folder as a git revision holds it, written out for `navviz import` to read
/// (`GitRevision.extract`): the files an import can read, nothing else.
enum FolderSnapshot {
    /// One file of the revision's tree: its object id, size and path inside the folder.
    struct Entry: Equatable {
        var object: String
        var size: Int
        var path: String
    }

    /// Files larger than this are left out, as the import would refuse them.
    static let maximumFileSize = 16 << 20

    /// The kinds of file an app's import reads: code, Interface Builder documents and the
    /// project's own files.
    static func isImported(_ name: String) -> Bool {
        let suffix = name.split(separator: ".").dropFirst().last.map(String.init)
        return suffix.map { ["swift", "storyboard", "xib", "plist", "pbxproj", "xcconfig", "yml", "yaml"].contains($0) } ?? false
    }

    /// The regular files (modes 100644 and 100755) under `prefix` in `git ls-tree -r -z -l
    /// --full-name` output, their paths relative to it; links, submodules, large files and
    /// paths with an empty, `.` or `..` component are left out.
    static func entries(inListing listing: Data, under prefix: String) -> [Entry] {
        listing.split(separator: 0).compactMap { record -> Entry? in
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t") else { return nil }
            let fields = text[..<tab].split(separator: " ", omittingEmptySubsequences: true)
            let fullPath = String(text[text.index(after: tab)...])
            guard fields.count == 4, ["100644", "100755"].contains(fields[0]), fields[1] == "blob",
                let size = Int(fields[3]), size <= maximumFileSize, fullPath.hasPrefix(prefix)
            else { return nil }
            let path = String(fullPath.dropFirst(prefix.count))
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }), isImported(path) else { return nil }
            return Entry(object: String(fields[2]), size: size, path: path)
        }
    }

    /// Writes each entry's bytes from `git cat-file --batch` output (`OID blob SIZE\n`,
    /// the bytes, `\n`, in the order asked) under `destination`.
    static func write(_ entries: [Entry], objects: Data, into destination: URL) throws {
        let bytes = [UInt8](objects)
        var offset = 0
        for entry in entries {
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { throw malformed }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[0] == entry.object, header[1] == "blob", Int(header[2]) == entry.size,
                newline + 1 + entry.size <= bytes.count
            else { throw malformed }
            let body = bytes[(newline + 1)..<(newline + 1 + entry.size)]
            offset = newline + 1 + entry.size + 1
            let file = destination.appendingPathComponent(entry.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(body).write(to: file)
        }
    }

    private static let malformed = GitRevision.Failure(description: "git cat-file answered with something other than the files asked for")
}
