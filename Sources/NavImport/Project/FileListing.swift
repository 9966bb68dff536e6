/// The regular files under the folder the user gave, as paths relative to it. The caller
/// lists them (from the disk or from a git revision's tree); everything here looks them up
/// in this list and never touches the disk.
struct FileListing {
    /// Sorted, so a folder's files are one run of it.
    let paths: [String]
    private let known: Set<String>

    init(_ paths: [String]) {
        self.paths = paths.sorted()
        known = Set(paths)
    }

    func contains(_ path: String) -> Bool {
        known.contains(path)
    }

    /// The files inside `folder`, at any depth.
    func files(under folder: String) -> ArraySlice<String> {
        if folder.isEmpty { return paths[...] }
        let prefix = folder + "/"
        var low = 0
        var high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < paths.count, paths[end].hasPrefix(prefix) { end += 1 }
        return paths[low..<end]
    }

    /// The listed file a project names by its full path (`/Users/me/App/Home.swift`): the
    /// longest tail of it that is listed, as the folder given is that checkout somewhere else.
    func file(namedByAbsolutePath path: String) -> String? {
        let parts = path.split(separator: "/")
        return parts.indices.lazy.map { parts[$0...].joined(separator: "/") }.first(where: contains)
    }
}
