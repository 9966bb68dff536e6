import Foundation
import NavCodeFacts
import NavImport
import NavStoryboard
import NavSwiftReader

/// The app folders under Fixtures/Apps, imported as `navviz import App/` imports them
/// (swift-syntax in-process here, through navviz-swift-reader's library).
enum AppFixtures {
    static let folder = Fixtures.folder.appendingPathComponent("Apps")
    static let apps = ["TabsApp", "CoordinatorApp", "StoryboardApp", "AlertsApp", "SwiftUIApp", "GenericPush", "SidebarContainer"]
    /// Apps written like real ones for issue 41's classes, each with the FACTS.md its golden is true to.
    static let truthApps = [
        "AvailabilityWrapper", "ModularRootPackage", "WorkspacePackages", "MacAndIOS", "LaunchGate", "SignInSplit", "PlatformFlags",
        "SceneRouter", "HostedSettings", "OnboardingStyles",
    ]

    static func path(_ app: String) -> String {
        folder.appendingPathComponent(app).path
    }

    static func imported(_ paths: [String], title: String, target: String? = nil) throws -> String {
        try importResult(paths, title: title, target: target).text
    }

    /// What `navviz import` does with an app's folder, warnings and summary included.
    static func importResult(_ paths: [String], title: String, target: String? = nil) throws -> ImportResult {
        let found = try ImportFiles(paths, target: target)
        let inputs = try found.documents.map { ImportInput(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }
        let infoPlist = try found.infoPlist.map { ImportInput(path: $0, text: try String(contentsOfFile: $0, encoding: .utf8)) }
        let code = try found.codeFacts { sources in CodeFacts(files: sources.map { SwiftFileReader.read(path: $0.path, bytes: $0.bytes) }) }.code
        return try NavImporter.imported(app: inputs, infoPlist: infoPlist, code: code, title: title, notes: found.notes)
    }

    static func imported(_ app: String) throws -> String {
        try imported([path(app)], title: app)
    }

    /// The fixture app `app` imported with one of its files (`file`, a path inside it) changed by
    /// `edit`: a copy in a temporary folder, removed afterwards.
    static func imported(_ app: String, editing file: String, title: String, _ edit: (String) -> String) throws -> String {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("navviz-\(title)-\(UUID().uuidString)")
        defer { try? files.removeItem(at: folder) }
        try files.copyItem(atPath: path(app), toPath: folder.path)
        let changed = folder.appendingPathComponent(file)
        try edit(try String(contentsOf: changed, encoding: .utf8)).write(to: changed, atomically: true, encoding: .utf8)
        return try imported([folder.path], title: title)
    }

    /// The UIKit navigation calls in an app's Swift files, found line by line without
    /// NavImport or swift-syntax: `File.swift:LINE` of each.
    static func navigationCallSites(_ app: String) throws -> [String] {
        let call = try NSRegularExpression(
            pattern: #"\b(present|pushViewController|show|showDetailViewController|setViewControllers|"#
                + #"popViewController|popToRootViewController|popToViewController|dismiss|performSegue)\((?!\))|\.rootViewController = "#)
        return try sites(in: path(app), matching: call)
    }

    /// `File.swift:LINE` of each line of the app's Swift files that `pattern` finds (no comment, no declaration).
    static func sites(in folder: String, matching pattern: NSRegularExpression) throws -> [String] {
        try ImportFiles([folder]).swift.flatMap { path -> [String] in
            let name = URL(fileURLWithPath: path).lastPathComponent
            return try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").enumerated().filter { _, line in
                !line.contains("func ") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    && pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
            }.map { "\(name):\($0.offset + 1)" }
        }
    }
}
