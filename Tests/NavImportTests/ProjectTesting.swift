import NavLanguage
import Foundation
@testable import NavImport

/// An app folder in memory: each file's path with its text ("" where nothing reads it),
/// as `AppSelection` is given them.
struct VirtualFolder {
    var files: [String: String]

    init(_ files: [String: String]) {
        self.files = files
    }

    func selection(target: String? = nil) throws(InputError) -> AppSelection {
        let files = files
        return try AppSelection(files: Array(files.keys), readText: { files[$0] }, target: target)
    }

    /// The text of a fixture project under `Fixtures/Projects/`.
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: Fixtures.folder.appendingPathComponent("Projects/\(name)/project.pbxproj"), encoding: .utf8)
    }
}

/// An Info.plist (XML) whose dictionary holds `body`.
func infoPlist(_ body: String = "<key>CFBundleName</key><string>App</string>") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>\(body)</dict>
    </plist>
    """
}

/// An extension's Info.plist, at `point`.
func extensionPlist(_ point: String) -> String {
    infoPlist("<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key><string>\(point)</string></dict>")
}

/// A target of `minimalProject`: its files are paths from the project's folder.
struct MinimalTarget {
    var name: String
    var type = "com.apple.product-type.application"
    var sdk: String? = "iphoneos"
    var files: [String] = []
    /// Targets it depends on in another project: that project's path from this one's
    /// folder, and the target's place in it.
    var dependencies: [(project: String, target: Int)] = []
}

/// A small `project.pbxproj` as Xcode writes one, with one Sources phase per target.
func minimalProject(_ targets: [MinimalTarget]) -> String {
    var objects: [String] = []
    for (index, target) in targets.enumerated() {
        let files = target.files.enumerated().map { ("F\(index)_\($0.offset)", "B\(index)_\($0.offset)", $0.element) }
        for (file, build, path) in files {
            objects.append("\(file) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };")
            objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(file); };")
        }
        objects.append("S\(index) = {isa = PBXSourcesBuildPhase; files = (\(files.map { $0.1 + ", " }.joined())); };")
        var dependencies: [String] = []
        for (number, dependency) in target.dependencies.enumerated() {
            let id = "\(index)_\(number)"
            objects.append("PORTAL\(id) = {isa = PBXFileReference; path = \"\(dependency.project)\"; sourceTree = SOURCE_ROOT; };")
            objects.append(
                "PROXY\(id) = {isa = PBXContainerItemProxy; containerPortal = PORTAL\(id); proxyType = 1; remoteGlobalIDString = T\(dependency.target); };"
            )
            objects.append("DEP\(id) = {isa = PBXTargetDependency; targetProxy = PROXY\(id); };")
            dependencies.append("DEP\(id)")
        }
        let sdk = target.sdk.map { "SDKROOT = \($0);" } ?? ""
        objects.append("C\(index) = {isa = XCBuildConfiguration; buildSettings = {\(sdk)}; name = Release; };")
        objects.append("L\(index) = {isa = XCConfigurationList; buildConfigurations = (C\(index)); defaultConfigurationName = Release; };")
        objects.append(
            """
            T\(index) = {isa = PBXNativeTarget; buildConfigurationList = L\(index); buildPhases = (S\(index)); \
            dependencies = (\(dependencies.joined(separator: ", "))); name = "\(target.name)"; productType = "\(target.type)"; };
            """)
    }
    let targetIDs = targets.indices.map { "T\($0)" }.joined(separator: ", ")
    objects.append("ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (\(targetIDs)); };")
    objects.append("MAIN = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };")
    return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\t\(objects.joined(separator: "\n\t\t"))\n\t};\n\trootObject = ROOT;\n}\n"
}
