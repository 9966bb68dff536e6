import Foundation

/// An Xcode workspace read from its `contents.xcworkspacedata`: the folders it names
/// beside its projects, where a modular app keeps its local Swift packages (Xcode builds
/// a product the app links from a package the workspace lists, though no project names it).
struct XcodeWorkspace {
    /// The folders and projects the workspace lists, relative to the folder the user gave.
    let locations: [String]

    /// `path`: the `.xcworkspace` folder, relative to the folder the user gave. A location
    /// outside that folder, or of a kind other than `group:` and `container:`, is left out.
    init(path: String, text: String) {
        let folder = RelativePath.folder(of: path)
        var locations: [String] = []
        var rest = Substring(text)
        while let attribute = rest.range(of: "location") {
            rest = rest[attribute.upperBound...]
            guard let open = rest.firstIndex(of: "\"") else { break }
            let value = rest[rest.index(after: open)...].prefix { $0 != "\"" }
            rest = rest[value.endIndex...]
            for kind in ["group:", "container:"] where value.hasPrefix(kind) {
                let relative = String(value.dropFirst(kind.count))
                // A workspace inside a project (`App.xcodeproj/project.xcworkspace`) names its project by `self:`.
                if !relative.isEmpty, let joined = RelativePath.join(folder, Self.unescaped(relative)) { locations.append(joined) }
            }
        }
        self.locations = locations
    }

    /// The workspace files of a listing, outside projects (whose own workspace names only the project).
    static func files(in listing: FileListing) -> [String] {
        listing.paths.filter { path in
            path.hasSuffix(".xcworkspace/contents.xcworkspacedata") && !path.contains(".xcodeproj/")
        }
    }

    /// The XML's character references in a path (`&amp;`, `&apos;`).
    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
