import Foundation
import NavStoryboard

/// A file or folder given where a `.nav` flow belongs that `navviz import` reads: a
/// storyboard, a xib, Swift code, an app's folder or a `_printHierarchy` dump. A first
/// mistake is answered with the import command, not with the lexer's errors on XML.
public struct ImportableInput: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case storyboard, xib, swift, appFolder, hierarchyDump
    }

    public let path: String
    public let kind: Kind

    /// What `path` is, told by its name or, for a folder, by what it holds, else by
    /// `text` (its content, when it was read) as `navviz import` tells formats apart;
    /// nil for anything else and for a path that does not exist.
    public static func recognise(path: String, text: String?) -> ImportableInput? {
        var isFolder: ObjCBool = false
        // `-` is standard input: recognised by its text alone.
        guard path == "-" || FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            return (try? ImportFiles([path]))?.isEmpty != false ? nil : ImportableInput(path: path, kind: .appFolder)
        }
        if path.hasSuffix(".swift") { return ImportableInput(path: path, kind: .swift) }
        if path.hasSuffix(".xib") { return ImportableInput(path: path, kind: .xib) }
        guard let text else { return nil }
        switch ImportFormat.detect(ImportInput(path: path, text: text)) {
        case .storyboard?:
            return ImportableInput(path: path, kind: text.prefix(4096).contains(Self.xibDocumentType) ? .xib : .storyboard)
        case .hierarchy?:
            return ImportableInput(path: path, kind: .hierarchyDump)
        case nil:
            return nil
        }
    }

    /// The root element of a xib, which Interface Builder writes near the top.
    private static let xibDocumentType = "type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""

    /// What the input is, for "X is …, not a .nav flow".
    public var description: String {
        switch kind {
        case .storyboard: return "an Interface Builder storyboard"
        case .xib: return "an Interface Builder xib"
        case .swift: return "Swift code"
        case .appFolder: return "a folder with an app's code"
        case .hierarchyDump: return "a _printHierarchy dump"
        }
    }

    /// What `navviz import` reads: the input itself, or for a Swift file or a xib (one
    /// view controller of an app) the folder that holds it, read with the app's other code.
    public var importedPath: String {
        switch kind {
        case .storyboard, .appFolder, .hierarchyDump: return path
        case .swift, .xib:
            let folder = (path as NSString).deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        }
    }

    /// The flow the import writes, in the current folder: the input's name with `.nav`
    /// (never the input itself), or `app.nav` for code.
    public var flowPath: String {
        guard kind == .storyboard || kind == .hierarchyDump, path != "-" else { return "app.nav" }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let name = stem + ".nav"
        let isInput = URL(fileURLWithPath: name).standardizedFileURL == URL(fileURLWithPath: path).standardizedFileURL
        return isInput ? stem + "-imported.nav" : name
    }

    /// `navviz import`'s arguments that read this input into `flowPath`.
    public var importArguments: [String] {
        ["import", importedPath, "-o", flowPath]
    }
}
