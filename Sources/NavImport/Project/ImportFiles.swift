import Foundation

/// The files `navviz import` reads from the paths it is given. A folder is an app: its
/// Swift files, storyboards, xibs and Info.plist are read, tests, dependencies and build
/// output left out, and its Objective-C files counted (navviz does not read them).
public struct ImportFiles: Sendable {
    public private(set) var swift: [String] = []
    /// Storyboards, xibs, Info.plist, and any file given by name (a dump).
    public private(set) var documents: [String] = []
    public private(set) var objectiveC = 0
    public private(set) var tests = 0
    /// The folders given, which name the flow.
    public private(set) var folders: [String] = []

    /// Folders that hold no code of the app: dependencies, build output, and tests.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]

    public init(_ paths: [String]) {
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(path)
                collect(folder: path)
            } else if path.hasSuffix(".swift") {
                swift.append(path)
            } else {
                documents.append(path)
            }
        }
    }

    private mutating func collect(folder: String) {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = String(relative.split(separator: "/").last ?? "")
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcassets") { walker.skipDescendants() }
                continue
            }
            found.append(relative)
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        for relative in found.sorted() {
            let name = String(relative.split(separator: "/").last ?? "")
            let fileExtension = name.split(separator: ".").last.map(String.init) ?? ""
            // Tests (`AppTests/`, `AppUITests/`, `LoginTests.swift`) are no part of the app's navigation.
            let isTest = relative.split(separator: "/").contains { $0.contains("Tests") }
            switch fileExtension {
            case "swift" where isTest: tests += 1
            case _ where isTest: break
            case "swift": swift.append(base + relative)
            case "storyboard", "xib": documents.append(base + relative)
            case "plist" where name == "Info.plist": documents.append(base + relative)
            case "m", "mm", "h": objectiveC += 1
            default: break
            }
        }
    }

    public var isEmpty: Bool {
        swift.isEmpty && documents.isEmpty
    }

    /// The flow's title: the folder's name, when one folder was given.
    public var title: String? {
        folders.count == 1 ? folders[0].split(separator: "/").last.map(String.init) : nil
    }

    /// What was left out, for the flow's opening comments.
    public var notes: [String] {
        var notes: [String] = []
        if objectiveC > 0 { notes.append("not read: \(objectiveC) Objective-C file\(objectiveC == 1 ? "" : "s") (.m, .mm, .h)") }
        if tests > 0 { notes.append("not read: \(tests) test file\(tests == 1 ? "" : "s")") }
        return notes
    }
}
