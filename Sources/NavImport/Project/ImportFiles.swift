import Foundation
import NavLanguage

/// The files `navviz import` reads from the paths it is given. A folder is an app: its
/// Swift files, storyboards, xibs and Info.plist are read, tests, dependencies and build
/// output left out, and its Objective-C files counted (navviz does not read them). What
/// is in a folder is listed and read as `AppFolder` says: regular files only, no link
/// followed; what it skips is named in the notes.
public struct ImportFiles: Sendable {
    public private(set) var swift: [String] = []
    /// Storyboards, xibs, Info.plist, and any file given by name (a dump).
    public private(set) var documents: [String] = []
    public private(set) var objectiveC = 0
    public private(set) var tests = 0
    /// The folders given, which name the flow.
    public private(set) var folders: [String] = []
    /// What the folders hold that is not read: links, FIFOs, names with control characters.
    public private(set) var skipped: [AppFolder.Skipped] = []
    /// Where each file found in a folder is, so that it is read as `AppFolder` reads.
    private var found: [String: (folder: AppFolder, relative: String)] = [:]

    /// Folders that hold no code of the app: dependencies, build output, and tests.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]

    /// The largest Swift file read: larger ones are skipped with a warning (swift-syntax
    /// takes seconds and hundreds of megabytes over a file of tens of megabytes).
    public static let maximumSwiftSize = 2 << 20
    /// The largest storyboard, xib or Info.plist read from a folder (as any input file).
    public static let maximumDocumentSize = 64 << 20

    public init(_ paths: [String]) {
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(path)
                collect(folder: AppFolder(path))
            } else if path.hasSuffix(".swift") {
                swift.append(path)
            } else {
                documents.append(path)
            }
        }
    }

    private mutating func collect(folder: AppFolder) {
        let listing = folder.listing { _, name in
            !(name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcassets"))
        }
        skipped += listing.skipped.map { Self.named($0, in: folder) }
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        for relative in listing.files {
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
            found[base + relative] = (folder, relative)
        }
    }

    /// A skipped entry named by its path from the current folder, as the files are.
    private static func named(_ skipped: AppFolder.Skipped, in folder: AppFolder) -> AppFolder.Skipped {
        AppFolder.Skipped(path: (folder.path.hasSuffix("/") ? folder.path : folder.path + "/").controlsEscaped + skipped.path, reason: skipped.reason)
    }

    public var isEmpty: Bool {
        swift.isEmpty && documents.isEmpty
    }

    /// The bytes of a file found in a folder, up to `limit`, read as `AppFolder` reads; nil
    /// for a file given by name, which is read as any input is.
    public func bytes(of path: String, limit: Int) -> Result<[UInt8], AppFolder.ReadFailure>? {
        found[path].map { $0.folder.bytes(of: $0.relative, limit: limit) }
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
        for entry in skipped { notes.append("not read: \(entry)") }
        return notes
    }
}
