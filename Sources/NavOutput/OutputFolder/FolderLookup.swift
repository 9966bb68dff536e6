/// The folders below an output folder, each opened once (`OpenFolder`: no link followed)
/// and kept, since a flow's thousands of frames share a few folders; a folder found
/// missing is not looked for again until one is made or moved there.
final class FolderLookup {
    private let root: OpenFolder
    private var opened: [String: OpenFolder] = [:]
    private var missing: Set<String> = []

    init(root: OpenFolder) {
        self.root = root
    }

    /// The folder holding the file at the relative `path`, and the file's name in it; the
    /// folder is nil when missing and not `creating`. A link or a file on the way throws.
    func parent(of path: String, creating: Bool) throws -> (folder: OpenFolder?, name: String) {
        var components = path.split(separator: "/").map(String.init)
        let name = components.removeLast()
        return (try folder(components, creating: creating), name)
    }

    /// The first folder on the way to the file at the relative `path` that is missing
    /// (`steps` for `steps/0001.svg`), or nil when every one is there.
    func firstMissingFolder(of path: String) throws -> String? {
        let components = path.split(separator: "/").map(String.init).dropLast()
        for count in components.indices.map({ $0 + 1 }) where try folder(Array(components.prefix(count)), creating: false) == nil {
            return components.prefix(count).joined(separator: "/")
        }
        return nil
    }

    /// A folder was moved to `path`: it, and what it holds, are there now.
    func found(_ path: String) {
        missing = missing.filter { $0 != path && !$0.hasPrefix(path + "/") }
    }

    private func folder(_ components: [String], creating: Bool) throws -> OpenFolder? {
        let key = components.joined(separator: "/")
        if let known = opened[key] { return known }
        if !creating && missing.contains(key) { return nil }
        guard let last = components.last else { return root }
        guard let parent = try folder(Array(components.dropLast()), creating: creating),
            let found = try parent.folder(last, creating: creating)
        else {
            missing.insert(key)
            return nil
        }
        missing.remove(key)
        opened[key] = found
        return found
    }
}
