import Foundation

/// Everything under a folder, links not followed: each file's bytes, each link's target,
/// each folder. Two snapshots are equal when nothing under the folder was written,
/// removed or replaced.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    enum Entry: Equatable {
        case file(Data)
        case folder
        case link(String)
    }

    private(set) var entries: [String: Entry] = [:]

    init(_ folder: URL) throws {
        try add(folder, as: "")
    }

    private mutating func add(_ folder: URL, as prefix: String) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let path = prefix + name
            switch try manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType {
            case .typeSymbolicLink?: entries[path] = .link(try manager.destinationOfSymbolicLink(atPath: url.path))
            case .typeDirectory?:
                entries[path] = .folder
                try add(url, as: path + "/")
            default: entries[path] = .file(try Data(contentsOf: url))
            }
        }
    }

    var description: String { entries.keys.sorted().joined(separator: ", ") }
}
