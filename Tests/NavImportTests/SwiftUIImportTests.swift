import Foundation
import NavLanguage
import Testing
import UIKitModel

@testable import NavImport

/// SwiftUI apps imported onto the UIKit they run on (docs/import.md, R60–R64 of docs/semantics.md).
@Suite("navviz import: SwiftUI")
struct SwiftUIImportTests {
    static let apps = ["SwiftUITabsApp", "HostedSwiftUIApp", "ScannerApp", "NotesSplitApp"]

    @Test(arguments: apps)
    func importsPassCheckAndMatchTheirGolden(_ app: String) throws {
        let text = try AppFixtures.imported(app)
        expectChecks(text)
        expectEveryLineCommented(text)
        for line in text.split(separator: "\n") {
            #expect(line.count <= 120, "longer than 120 characters: \(line)")
        }
        try expectGolden(text, app)
    }

    @Test(arguments: apps)
    func everySwiftUISiteIsNamedAndMostAreSteps(_ app: String) throws {
        let text = try AppFixtures.imported(app)
        let sites = try Self.swiftUISites(app)
        #expect(sites.count >= 5, "the fixture has SwiftUI navigation")
        let sources = Self.stepSources(text)
        var steps = 0
        for site in sites {
            let named = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: site) + #"(?!\d)"#)
            let matches = { (line: String) in named.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil }
            #expect(text.components(separatedBy: "\n").contains(where: matches), "\(site) is not named in the import of \(app)")
            if sources.contains(where: matches) { steps += 1 }
        }
        #expect(Double(steps) >= 0.75 * Double(sites.count), "\(steps) of \(sites.count) SwiftUI sites of \(app) are steps")
    }

    /// The source comment of each statement line: its own, or the comment lines right above
    /// it (written there when the line would pass 120 characters).
    static func stepSources(_ text: String) -> [String] {
        var sources: [String] = []
        var comment: String?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("#") {
                comment = line.hasPrefix("#     ") && comment != nil ? comment! + line : line
                continue
            }
            if !line.isEmpty { sources.append(line.contains("#") ? line : comment ?? "") }
            comment = nil
        }
        return sources
    }

    /// The SwiftUI navigation sites in an app's Swift files, found line by line without
    /// NavImport or swift-syntax: `File.swift:LINE` of each.
    static func swiftUISites(_ app: String) throws -> [String] {
        let site = try NSRegularExpression(
            pattern: #"\b(NavigationStack|NavigationView|TabView|NavigationSplitView|NavigationLink)\b\s*[({]|"#
                + #"\.(sheet|fullScreenCover|popover|navigationDestination|alert|confirmationDialog)\("#)
        return try ImportFiles([AppFixtures.path(app)]).swift.flatMap { path -> [String] in
            let name = URL(fileURLWithPath: path).lastPathComponent
            return try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n").enumerated().filter { _, line in
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                    && site.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
            }.map { "\(name):\($0.offset + 1)" }
        }
    }
}
