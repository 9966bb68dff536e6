import Foundation
import NavLanguage

/// `--source-url`: a link for each step's app code. A step's comment names a file as
/// `navviz import` writes it, by its name (`HomeViewController.swift:42`); the link needs its
/// path in the repository, found under `root` (the folder the render runs in, by default,
/// as a repository's root in CI). A name that two files share, or that no file has, gets
/// no link rather than a wrong one.
public struct SourceLinks: Sendable {
    /// The link with `{path}` and `{line}` (`CodeReference.url`).
    public let template: String
    /// File name → its path under `root`, for names only one file has.
    private let pathOfName: [String: String]

    /// Folders of no app code: build output, dependencies, version control.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]
    /// The most files looked at under `root`: a link is not worth a walk of a whole disk.
    static let maximumFiles = 200_000

    public init(template: String, root: String) {
        self.template = template
        var paths: [String: String?] = [:]
        // A root given through a link (a checkout linked into place) is walked where it is.
        let rootURL = URL(fileURLWithPath: root, isDirectory: true).resolvingSymlinksInPath().standardizedFileURL
        let walk = FileManager.default.enumerator(
            at: rootURL, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
        var seen = 0
        while let url = walk?.nextObject() as? URL, seen < Self.maximumFiles {
            seen += 1
            let name = url.lastPathComponent
            if Self.skippedFolders.contains(name) {
                walk?.skipDescendants()
                continue
            }
            guard CodeReference.isAppCode(name) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootURL.path.count)).drop { $0 == "/" }
            // A second file of the same name: the name alone cannot say which.
            paths[name] = paths[name] == nil ? .some(String(relative)) : .some(nil)
        }
        pathOfName = paths.compactMapValues { $0 }
    }

    /// The link to `code`: a path as written, a file name by the one file of that name.
    public func url(_ code: CodeReference) -> String? {
        if code.path.contains("/") { return code.url(template) }
        return pathOfName[code.path].map { CodeReference(path: $0, line: code.line).url(template) }
    }
}
