/// The folders below an output folder, each opened once (`OpenFolder`: no link followed)
/// and kept, since a flow's thousands of frames share a few folders.
final class FolderLookup {
    private let root: OpenFolder
    private var opened: [String: OpenFolder] = [:]

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

    private func folder(_ components: [String], creating: Bool) throws -> OpenFolder? {
        let key = components.joined(separator: "/")
        if let known = opened[key] { return known }
        guard let last = components.last else { return root }
        guard let parent = try folder(Array(components.dropLast()), creating: creating),
            let found = try parent.folder(last, creating: creating)
        else { return nil }
        opened[key] = found
        return found
    }
}
