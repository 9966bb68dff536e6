/// `.navviz-files`: what navviz wrote into an output folder, each file with the digest of
/// the bytes it wrote there, so that a later run replaces or removes a file only while it
/// still holds them. A record copied from elsewhere or edited by hand can then make navviz
/// remove only files that hold exactly what navviz wrote.
///
/// A record of navviz before digests lists bare paths: those files' bytes are unknown,
/// and they are never replaced or removed (unless they already hold the new bytes).
struct OutputRecord: Equatable {
    static let name = ".navviz-files"
    /// The first line, which tells this format from the bare paths of older records.
    static let header = "# navviz output record 2: a file navviz wrote per line, as `hash size path` (FNV-1a over 64-bit words)"
    /// Larger is not a record navviz wrote.
    static let maximumSize = 256 << 20
    /// A path whose bytes are unknown, as written: `unknown path`.
    private static let unknown = "unknown"

    /// Each path with the digests of the bytes navviz wrote there: two while a run
    /// replaces the file (either is navviz's), none when unknown.
    private(set) var files: [String: Set<FileDigest>] = [:]

    init() {}

    /// Reads the record's text; lines naming a path outside the folder, one of navviz's
    /// own working files, or with a malformed digest, are dropped, never acted on.
    init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        let hasDigests = lines.first == Substring(Self.header)
        if hasDigests { lines = lines.dropFirst() }
        for line in lines where !line.hasPrefix("#") {
            guard hasDigests else {
                add(String(line), nil)
                continue
            }
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            if fields.count == 2, fields[0] == Substring(Self.unknown) {
                add(String(fields[1]), nil)
            } else if fields.count == 3, let digest = FileDigest(hex: fields[0], size: fields[1]) {
                add(String(fields[2]), digest)
            }
        }
    }

    /// The record as written: sorted, so that the same files give the same bytes.
    var text: String {
        var lines = [Self.header]
        for path in files.keys.sorted() {
            let digests = files[path]!
            if digests.isEmpty { lines.append("\(Self.unknown) \(path)") }
            for digest in digests.sorted() { lines.append("\(digest.text) \(path)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The record in `root`, or an empty one; a link or a folder in its place is refused.
    static func read(in root: OpenFolder) throws -> OutputRecord {
        switch root.entry(name) {
        case .missing: return OutputRecord()
        case .symbolicLink: throw OutputError.symbolicLink(root.display(name))
        case .folder, .other: throw OutputError.unreadableRecord(root.display(name))
        case .file:
            guard let bytes = root.contents(ofFile: name, limit: maximumSize) else { throw OutputError.unreadableRecord(root.display(name)) }
            return OutputRecord(text: String(decoding: bytes, as: UTF8.self))
        }
    }

    var paths: [String] { files.keys.sorted() }

    /// The digests recorded for `path`: nil when navviz never wrote it, empty when unknown.
    func digests(of path: String) -> Set<FileDigest>? { files[path] }

    /// Records that `path` held `digest` (nil: unknown bytes), keeping what it had.
    mutating func add(_ path: String, _ digest: FileDigest?) {
        guard Self.isOutputPath(path) else { return }
        files[path, default: []].formUnion(digest.map { [$0] } ?? [])
    }

    /// Records that `path` holds `digests` and nothing else.
    mutating func set(_ path: String, _ digests: Set<FileDigest>) {
        files[path] = digests
    }

    mutating func remove(_ path: String) {
        files[path] = nil
    }

    /// A relative path that stays inside the folder and is not one of navviz's working
    /// files there (the record, the lock, staging).
    static func isOutputPath(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." }
            && !(components.first?.hasPrefix(".navviz-") ?? true)
    }
}
