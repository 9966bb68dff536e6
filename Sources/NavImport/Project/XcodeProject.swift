import NavLanguage
import NavStoryboard

/// An Xcode project read from its `project.pbxproj`: its native targets, each with the
/// files that belong to it, so the import can tell the app from its extensions, watch app
/// and tests, and read only the app's files.
struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, relative to the folder the user gave (`App.xcodeproj`,
    /// `Libraries/Kit/Kit.xcodeproj`).
    let path: String
    /// In the project's order.
    let targets: [XcodeTarget]
    /// Folders the project names that may be local Swift packages: its local package
    /// references, and its folder references (Xcode once added local packages so).
    let packageFolders: [String]

    /// The project's name: its file name without `.xcodeproj`.
    var name: String {
        let file = RelativePath.name(of: path)
        return file.hasSuffix(".xcodeproj") ? String(file.dropLast(".xcodeproj".count)) : file
    }

    /// Reads `text`, the `project.pbxproj` of the `.xcodeproj` at `path`. `readText` reads
    /// another file by its relative path (the xcconfig files that build settings come from).
    /// Text that is no property list is a located error; a dangling reference in the
    /// objects is skipped, as Xcode skips it.
    init(path: String, text: String, readText: @escaping (String) -> String?) throws(InputError) {
        let input = ImportInput(path: path + "/project.pbxproj", text: text)
        let list = try OpenStepPropertyListParser.parse(input)
        guard let objects = list["objects"]?.dictionary?.compactMapValues(\.dictionary), let rootID = list["rootObject"]?.string,
            objects[rootID]?["isa"]?.string == "PBXProject"
        else {
            throw InputError(
                input.source,
                Diagnostic(
                    .error, "this property list is no Xcode project: it has no `objects` with a `rootObject` that is a PBXProject",
                    at: SourceLocation(line: 1, column: 1), expected: "an Xcode project's `objects` and `rootObject`",
                    help: "open the project in Xcode, which rewrites the file"))
        }
        let reader = XcodeProjectReader(objects: objects, rootID: rootID, projectFolder: RelativePath.folder(of: path), readText: readText)
        self.path = path
        targets = (objects[rootID]?["targets"]?.strings ?? []).compactMap(reader.target)
        packageFolders = reader.packageFolders
    }
}
