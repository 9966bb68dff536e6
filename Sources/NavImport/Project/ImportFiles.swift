import Foundation
import NavCodeFacts
import NavInput
import NavLanguage
import NavObjCReader
import NavStoryboard

/// The files `navviz import` reads from the paths it is given. A folder is an app: its
/// Xcode project says which target is the app and which Swift files, storyboards, xibs
/// and Info.plist build it (`AppSelection`; without a project, the folder less its
/// extensions and watch apps); its Objective-C files are read beside its Swift (`.m` with
/// the header beside it; `.mm` and files outside the app only counted), its tests counted.
/// A folder's files, the project's too, are listed and read as `AppFolder` says: regular
/// files only, no link followed; what it skips is named in the notes.
public struct ImportFiles: Sendable {
    public private(set) var swift: [String] = []
    /// The app's Objective-C implementation files and the headers beside them.
    public private(set) var objectiveCFiles: [String] = []
    /// Storyboards and xibs, and any file given by name (a dump).
    public private(set) var documents: [String] = []
    /// The app's Info.plist, which names its main storyboard and launch screen.
    public private(set) var infoPlist: String?
    /// Objective-C files found and not read: `.mm`, and those of no app target.
    public private(set) var objectiveC = 0
    public private(set) var tests = 0
    /// The folders given, which name the flow.
    public private(set) var folders: [String] = []
    /// What the folders hold that is not read: links, FIFOs, names with control characters.
    public private(set) var skipped: [AppFolder.Skipped] = []
    /// Where each file found in a folder is, so that it is read as `AppFolder` reads.
    private var found: [String: (folder: AppFolder, relative: String)] = [:]
    /// How each folder's app was chosen among its targets, and what was left out.
    public private(set) var selections: [AppSelection] = []

    /// Folders that hold no code of the app: dependencies and build output.
    private static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "node_modules"]

    /// The largest Swift file read: larger ones are skipped with a warning (swift-syntax
    /// takes seconds and hundreds of megabytes over a file of tens of megabytes).
    public static let maximumSwiftSize = 2 << 20
    /// The largest storyboard, xib or Info.plist read from a folder (as any input file).
    public static let maximumDocumentSize = 64 << 20

    /// The most bytes the import reads of a file at `path` in an app's folder, by its kind
    /// (code, Interface Builder documents, the project's own files); nil for a kind it never
    /// reads. `navviz diff --git` writes out only the files of a revision within these.
    public static func largestRead(ofFileAt path: String) -> Int? {
        switch path.split(separator: "/").last?.split(separator: ".").dropFirst().last {
        case "swift": maximumSwiftSize
        case "storyboard", "xib": XMLDocumentSize.limit
        case "plist", "pbxproj", "xcconfig", "yml", "yaml": maximumDocumentSize
        default: nil
        }
    }

    /// `target` picks the app target of a folder whose project has several.
    public init(_ paths: [String], target: String? = nil) throws(InputError) {
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                // A project or workspace is read with the folder its paths are relative to.
                let bundle = Self.projectBundle(path)
                let folder = bundle.map { ($0.path as NSString).deletingLastPathComponent }.map { $0.isEmpty ? "." : $0 } ?? path
                folders.append(folder)
                if let bundle { opened.append(bundle) }
                try collect(folder: AppFolder(folder), target: target, project: bundle?.project)
            } else if path.hasSuffix(".swift") {
                swift.append(path)
            } else if path.hasSuffix(".m") {
                objectiveCFiles.append(path)
            } else {
                documents.append(path)
            }
        }
    }

    /// A `.xcodeproj` or `.xcworkspace` given where its folder belongs: the folder is
    /// imported, the app chosen among that project's targets.
    public struct ProjectBundle: Sendable, Equatable {
        /// As given.
        public let path: String
        /// The `.xcodeproj`'s name, for the choice of the app; nil for a workspace.
        let project: String?
    }

    /// The projects and workspaces given, for the summary's note.
    public private(set) var opened: [ProjectBundle] = []

    private static func projectBundle(_ path: String) -> ProjectBundle? {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = (trimmed as NSString).lastPathComponent
        if name.hasSuffix(".xcodeproj") { return ProjectBundle(path: trimmed, project: name) }
        return name.hasSuffix(".xcworkspace") ? ProjectBundle(path: trimmed, project: nil) : nil
    }

    private mutating func collect(folder: AppFolder, target: String?, project: String?) throws(InputError) {
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        let listing = folder.listing { _, name in
            !(name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcassets"))
        }
        skipped += listing.skipped.filter(Self.isWorthANote).map { Self.named($0, in: folder) }
        var foundObjectiveC = 0
        for relative in listing.files {
            let name = String(relative.split(separator: "/").last ?? "")
            switch name.split(separator: ".").last {
            case "m", "mm", "h": foundObjectiveC += 1
            case "swift" where AppSelection.isTest(relative): tests += 1
            default: break
            }
            found[base + relative] = (folder, relative)
        }
        // The project and its settings are read as every file is, and only files listed; one
        // that cannot be read whole (a project.pbxproj over the limit) is named in a note.
        let listed = Set(listing.files)
        let unread = UnreadFiles()
        let selection = try AppSelection(
            files: listing.files,
            readText: { relative in
                guard listed.contains(relative) else { return nil }
                switch folder.bytes(of: relative, limit: Self.maximumDocumentSize) {
                case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
                case .failure(let failure):
                    unread.failures[relative] = failure
                    return nil
                }
            }, target: target, project: project)
        selections.append(selection)
        skipped += unread.failures.sorted { $0.key < $1.key }.map {
            Self.named(AppFolder.Skipped(path: $0.key.controlsEscaped, reason: .unread($0.value)), in: folder)
        }
        for relative in selection.files {
            if relative == selection.infoPlist {
                infoPlist = base + relative
            } else if relative.hasSuffix(".swift") {
                swift.append(base + relative)
            } else if relative.hasSuffix(".m") || relative.hasSuffix(".h") {
                objectiveCFiles.append(base + relative)
                foundObjectiveC -= 1
            } else {
                documents.append(base + relative)
            }
        }
        objectiveC += foundObjectiveC
    }

    /// The project's files that `AppSelection` asked for and could not be read, by path.
    private final class UnreadFiles {
        var failures: [String: AppFolder.ReadFailure] = [:]
    }

    /// Whether a skipped entry could have been part of the app: a name with a control
    /// character, or a link or FIFO in place of a folder or of a file the import reads
    /// (not a hidden file, nor a linked README or script).
    private static func isWorthANote(_ skipped: AppFolder.Skipped) -> Bool {
        let name = RelativePath.name(of: skipped.path)
        guard skipped.reason != .controlCharacterInName else { return true }
        guard !name.hasPrefix(".") else { return false }
        let suffix = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last.map(String.init)
        return suffix.map { ["swift", "storyboard", "xib", "plist", "pbxproj", "xcconfig", "xcodeproj", "xcworkspace"].contains($0) } ?? true
    }

    /// A skipped entry named by its path from the current folder, as the files are.
    private static func named(_ skipped: AppFolder.Skipped, in folder: AppFolder) -> AppFolder.Skipped {
        AppFolder.Skipped(path: (folder.path.hasSuffix("/") ? folder.path : folder.path + "/").controlsEscaped + skipped.path, reason: skipped.reason)
    }

    public var isEmpty: Bool {
        swift.isEmpty && objectiveCFiles.isEmpty && documents.isEmpty
    }

    /// The bytes of a file found in a folder, up to `limit`, read as `AppFolder` reads; nil
    /// for a file given by name, which is read as any input is.
    public func bytes(of path: String, limit: Int) -> Result<[UInt8], AppFolder.ReadFailure>? {
        found[path].map { $0.folder.bytes(of: $0.relative, limit: limit) }
    }

    /// The device the app's code is read for, unless the user names one: an iPhone on
    /// iOS 17, or on the app's oldest iOS when that is later.
    public var targetDevice: TargetDevice {
        TargetDevice(ios: max(TargetDevice.defaultIOS, selections.compactMap(\.deploymentTarget).max() ?? 0))
    }

    /// The devices the app is built for, each of which `navviz lint` checks: its target's
    /// `TARGETED_DEVICE_FAMILY` (an iPhone when it is not set, as Xcode builds it); without a
    /// project, the Info.plist's `UIDeviceFamily`; else both, since nothing says.
    public var supportedIdioms: [TargetDevice.Idiom] {
        let targets = Set(selections.compactMap(\.idioms).joined())
        if !targets.isEmpty { return TargetDevice.Idiom.allCases.filter(targets.contains) }
        let families = infoPlist.flatMap { try? input($0) }.flatMap {
            (try? PropertyListSerialization.propertyList(from: Data($0.text.utf8), format: nil) as? [String: Any])?["UIDeviceFamily"] as? [Int]
        }
        let named = TargetDevice.Idiom.allCases.filter { families?.contains($0 == .phone ? 1 : 2) == true }
        return named.isEmpty ? TargetDevice.Idiom.allCases : named
    }

    /// A storyboard, xib, Info.plist or dump, named as messages name it (`<stdin>` for `-`):
    /// a folder's file read as `AppFolder` reads it, a file given by name as any input.
    public func input(_ path: String) throws -> ImportInput {
        guard let read = bytes(of: path, limit: Self.maximumDocumentSize) else {
            let source = try InputFile.text(of: path, expected: "a storyboard, a xib or a _printHierarchy dump")
            return ImportInput(path: source.path, text: source.text)
        }
        switch read {
        case .success(let bytes):
            let source = try InputFile.decode(path: path, bytes: bytes)
            return ImportInput(path: source.path, text: source.text)
        case .failure(let failure):
            throw InputError(path: path, message: "cannot read \(path): it is \(failure)")
        }
    }

    /// The Swift files' bytes, for navviz-swift-reader, and a problem for each that cannot be
    /// read or is larger than `maximumSwiftSize` (skipped with a warning, as one that does not parse).
    public func swiftSources() throws -> (sources: [SwiftSource], refused: [String: ParseProblem]) {
        var sources: [SwiftSource] = []
        var refused: [String: ParseProblem] = [:]
        for path in swift {
            switch try bytes(of: path, limit: Self.maximumSwiftSize) ?? Self.namedSwiftFile(path) {
            case .success(let bytes): sources.append(SwiftSource(path: path, bytes: bytes))
            case .failure(let failure): refused[path] = ParseProblem(line: 1, column: 1, message: "it is \(failure)", isSyntaxError: false)
            }
        }
        return (sources, refused)
    }

    /// A Swift file given by name, read as any input is.
    private static func namedSwiftFile(_ path: String) throws -> Result<[UInt8], AppFolder.ReadFailure> {
        let bytes = try InputFile.bytes(of: path, expected: "a Swift file")
        return bytes.count > maximumSwiftSize ? .failure(.tooLarge(limit: maximumSwiftSize)) : .success(bytes)
    }

    /// What the app's Swift files say, in `swift`'s order, read by navviz-swift-reader, then its Objective-C files, read here:
    /// a file `swiftSources` refused stands with its problem.
    public func codeFacts(reading readSwift: ([SwiftSource]) throws -> CodeFacts) throws -> (code: CodeFacts, bytes: [String: [UInt8]]) {
        let (sources, refused) = try swiftSources()
        let facts = sources.isEmpty ? CodeFacts(files: []) : try readSwift(sources)
        var byPath = Dictionary(facts.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for (path, problem) in refused { byPath[path] = SwiftFileFacts(path: path, problem: problem) }
        var read = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0.bytes) })
        var objectiveCFacts: [SwiftFileFacts] = []
        for path in objectiveCFiles {
            switch try bytes(of: path, limit: Self.maximumSwiftSize) ?? Self.namedSwiftFile(path) {
            case .success(let bytes):
                read[path] = bytes
                objectiveCFacts.append(ObjCFileReader.read(path: path, text: String(decoding: bytes, as: UTF8.self)))
            case .failure(let failure):
                objectiveCFacts.append(
                    SwiftFileFacts(path: path, problem: ParseProblem(line: 1, column: 1, message: "it is \(failure)", isSyntaxError: false)))
            }
        }
        return (CodeFacts(files: swift.map { byPath[$0]! } + objectiveCFacts), read)
    }

    /// The flow's title: the project's or the folder's name, when one was given.
    public var title: String? {
        if opened.count == 1, let project = opened[0].project { return String(project.dropLast(".xcodeproj".count)) }
        guard folders.count == 1 else { return nil }
        let name = URL(fileURLWithPath: folders[0]).standardizedFileURL.lastPathComponent
        return name.isEmpty ? nil : name
    }

    /// For one Swift file given alone (a screen's code, not an app): the nearest folder
    /// above it that holds an Xcode project, a workspace or a `Package.swift`, which
    /// `navviz import` would read as the app.
    public var appFolderOfLoneSwiftFile: String? {
        guard folders.isEmpty, documents.isEmpty, swift.count == 1 else { return nil }
        var folder = URL(fileURLWithPath: swift[0]).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<8 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }) {
                return folder.path
            }
            guard folder.pathComponents.count > 1 else { break }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// What was left out, for the flow's opening comments.
    public var notes: [String] {
        var notes: [String] = []
        for bundle in opened {
            notes.append("\(bundle.path) is read with the folder it is in, which its paths are relative to")
        }
        for selection in selections {
            if selection.target != nil || !selection.skipped.isEmpty { notes.append(selection.choiceDescription) }
            if let skipped = selection.skippedDescription { notes.append(skipped) }
            if !selection.missingFiles.isEmpty {
                notes.append("not in the folder: \(Quantity.of(selection.missingFiles.count, "file")) the project names (generated at build time?)")
            }
        }
        if objectiveC > 0 { notes.append("not read: \(Quantity.of(objectiveC, "Objective-C file")) (.mm, or of no app target)") }
        if tests > 0 { notes.append("not read: \(Quantity.of(tests, "test file"))") }
        for entry in skipped { notes.append("not read: \(entry)") }
        return notes
    }
}
