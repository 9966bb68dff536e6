import Foundation
import NavCodeFacts
import NavLint
import NavSwiftReader
import Testing

/// The fixture apps under Fixtures/Apps, each check's wrong and fixed version, linted as
/// `navviz lint` lints them (swift-syntax in-process here, through navviz-swift-reader's library).
enum LintFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// One app per check of docs/lint.md.
    static let apps = ["PhotoShare", "SignOut", "PushedContainers", "NestedStack", "PathStack", "ExportFlow", "SessionExpiry"]

    static func path(_ app: String, _ version: String) -> String {
        folder.appendingPathComponent("Apps").appendingPathComponent(app).appendingPathComponent(version).path
    }

    static func request(_ paths: [String], devices: [LintDevice]? = nil) -> LintRequest {
        LintRequest(paths: paths, devices: devices) { sources, device in
            CodeFacts(files: sources.map { SwiftFileReader.read(path: $0.path, bytes: $0.bytes, device: device) })
        }
    }

    static func lint(_ paths: [String], devices: [LintDevice]? = nil) throws -> LintReport {
        try NavLinter.lint(request(paths, devices: devices))
    }

    /// A copy of a fixture app in a folder of its own (no `.git` above it), to change.
    static func copy(_ app: String, _ version: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(app)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: path(app, version)), to: copy)
        return copy
    }

    /// An Xcode project whose one app target builds the folder `sources` for `families` (`TARGETED_DEVICE_FAMILY`).
    static func writeProject(in folder: URL, sources: String, families: String) throws {
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let text = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 77;
            	objects = {
            		B1 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
            		B2 = {isa = PBXFileSystemSynchronizedRootGroup; path = \(sources); sourceTree = "<group>"; };
            		B3 = {isa = PBXGroup; children = (B2, B4); sourceTree = "<group>"; };
            		B4 = {isa = PBXGroup; children = (B1); name = Products; sourceTree = "<group>"; };
            		B5 = {isa = PBXNativeTarget; buildConfigurationList = B8; buildPhases = (); dependencies = (); fileSystemSynchronizedGroups = (B2); name = App; productName = App; productReference = B1; productType = "com.apple.product-type.application"; };
            		B6 = {isa = PBXProject; buildConfigurationList = B9; mainGroup = B3; productRefGroup = B4; projectDirPath = ""; projectRoot = ""; targets = (B5); };
            		B7 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "\(families)";}; name = Release; };
            		B8 = {isa = XCConfigurationList; buildConfigurations = (B7); defaultConfigurationName = Release; };
            		B0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
            		B9 = {isa = XCConfigurationList; buildConfigurations = (B0); defaultConfigurationName = Release; };
            	};
            	rootObject = B6;
            }

            """
        try text.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    }
}

/// `report`'s JSON equals `Fixtures/golden/<name>.json`; NAVVIZ_RECORD_SNAPSHOTS=1 writes it instead.
func expectGoldenFindings(_ report: LintReport, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let file = LintFixtures.folder.appendingPathComponent("golden").appendingPathComponent(name + ".json")
    let json = report.json()
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_SNAPSHOTS"] == "1" {
        try json.write(to: file, atomically: true, encoding: .utf8)
    }
    let golden = try? String(contentsOf: file, encoding: .utf8)
    #expect(golden == json, "golden/\(name).json differs; NAVVIZ_RECORD_SNAPSHOTS=1 rewrites it", sourceLocation: sourceLocation)
}
