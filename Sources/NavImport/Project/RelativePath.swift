/// Paths relative to the folder the user gave, as `/`-separated text: the project's paths
/// are joined and normalised here, never through the disk, so the same code reads a git
/// revision's tree.
enum RelativePath {
    /// `path` under `base`, with `.` and `..` resolved; nil when it leaves the folder.
    /// An absolute `path` stays absolute (a project can name a file by its full path).
    static func join(_ base: String, _ path: String) -> String? {
        if path.hasPrefix("/") { return path }
        var parts: [Substring] = []
        for part in (base + "/" + path).split(separator: "/") where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The folder `path` is in ("" at the top).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether `path` is `folder` or inside it; everything is inside "".
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).first == "/")
    }
}
