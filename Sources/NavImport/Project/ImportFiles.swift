import Foundation
import NavLanguage

/// The files `navviz import` reads from the paths it is given. A folder is an app: its
/// Xcode project says which target is the app and which Swift files, storyboards, xibs
/// and Info.plist build it (`AppSelection`; without a project, the folder less its
/// extensions and watch apps); its Objective-C files and tests are counted, not read.
public struct ImportFiles: Sendable {
    public private(set) var swift: [String] = []
    /// Storyboards and xibs, and any file given by name (a dump).
    public private(set) var documents: [String] = []
    /// The app's Info.plist, which names its main storyboard and launch screen.
    public private(set) var infoPlist: String?
    public private(set) var objectiveC = 0
    public private(set) var tests = 0
    /// The folders given, which name the flow.
    public private(set) var folders: [String] = []
    /// How each folder's app was chosen among its targets, and what was left out.
    public private(set) var selections: [AppSelection] = []

    /// Folders that hold no code of the app: dependencies and build output.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]

    /// `target` picks the app target of a folder whose project has several.
    public init(_ paths: [String], target: String? = nil) throws(InputError) {
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(path)
                try collect(folder: path, target: target)
            } else if path.hasSuffix(".swift") {
                swift.append(path)
            } else {
                documents.append(path)
            }
        }
    }

    private mutating func collect(folder: String, target: String?) throws(InputError) {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let found = Self.regularFiles(under: folder)
        for relative in found {
            let name = String(relative.split(separator: "/").last ?? "")
            switch name.split(separator: ".").last {
            case "m", "mm", "h": objectiveC += 1
            case "swift" where AppSelection.isTest(relative): tests += 1
            default: break
            }
        }
        let selection = try AppSelection(files: found, readText: { try? String(contentsOfFile: base + $0, encoding: .utf8) }, target: target)
        selections.append(selection)
        for relative in selection.files {
            if relative == selection.infoPlist {
                infoPlist = base + relative
            } else if relative.hasSuffix(".swift") {
                swift.append(base + relative)
            } else {
                documents.append(base + relative)
            }
        }
    }

    /// Every regular file under `folder`, relative to it and sorted, less dependencies,
    /// build output, asset catalogs and hidden folders.
    static func regularFiles(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = String(relative.split(separator: "/").last ?? "")
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcassets") { walker.skipDescendants() }
                continue
            }
            if type == .typeRegular { found.append(relative) }
        }
        return found.sorted()
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
        for selection in selections {
            if selection.target != nil || !selection.skipped.isEmpty { notes.append(selection.choiceDescription) }
            if let skipped = selection.skippedDescription { notes.append(skipped) }
            if !selection.missingFiles.isEmpty {
                notes.append("not in the folder: \(Quantity.of(selection.missingFiles.count, "file")) the project names (generated at build time?)")
            }
        }
        if objectiveC > 0 { notes.append("not read: \(Quantity.of(objectiveC, "Objective-C file")) (.m, .mm, .h)") }
        if tests > 0 { notes.append("not read: \(Quantity.of(tests, "test file"))") }
        return notes
    }
}
