import Foundation
import NavImport
import NavLanguage
import NavStoryboard
import Testing
import UIKitModel

/// The project's import fixtures, next to this file.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The repository's examples of `navviz import`, which the tests import too.
    static let examples = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/import")

    /// A fixture, or with `examples/import/` in front, an example.
    static func input(_ name: String) throws -> ImportInput {
        let example = "examples/import/"
        let url =
            name.hasPrefix(example) ? examples.appendingPathComponent(String(name.dropFirst(example.count))) : folder.appendingPathComponent(name)
        return ImportInput(path: name.hasPrefix(example) ? name : "Fixtures/" + name, text: try String(contentsOf: url, encoding: .utf8))
    }

    static func imported(_ names: [String], initial: String? = nil) throws -> String {
        try NavImporter.text(of: names.map(input), initial: initial)
    }

    /// The located error importing `names` gives.
    static func error(_ names: [String], format: ImportFormat? = nil) throws -> InputError? {
        do {
            _ = try NavImporter.text(of: names.map(input), format: format)
            return nil
        } catch let error as InputError {
            return error
        }
    }
}

/// A storyboard whose scenes hold `controllers`, one a line, the first (id `a`) initial.
func inlineStoryboard(_ controllers: String) -> ImportInput {
    let scenes = controllers.split(separator: "\n").reduce(into: [String]()) { scenes, line in
        // A line that opens a controller starts a scene; the others continue it.
        if line.contains("sceneMemberID") || scenes.isEmpty { scenes.append(String(line)) } else { scenes[scenes.count - 1] += "\n" + line }
    }
    let body = scenes.enumerated().map { "<scene sceneID=\"\($0.offset)\"><objects>\($0.element)</objects></scene>" }.joined(separator: "\n")
    return ImportInput(
        path: "inline.storyboard",
        text: """
            <?xml version="1.0"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">
            <scenes>
            \(body)
            </scenes>
            </document>
            """)
}

/// Parses and simulates imported `.nav` text as `navviz check` does; records every
/// error, warning, failed expectation and exception as a test issue.
@discardableResult
func expectChecks(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Flow {
    let source = SourceFile(path: "imported.nav", text: text)
    let parsed = Parser.parse(source)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)", sourceLocation: sourceLocation)
    let flow = FlowSimulator.run(parsed, source: source)
    #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)", sourceLocation: sourceLocation)
    #expect(flow.unexpectedException == nil, "\(String(describing: flow.unexpectedException))", sourceLocation: sourceLocation)
    #expect(flow.warnings.isEmpty, "\(flow.warnings.map(\.event.message))", sourceLocation: sourceLocation)
    return flow
}

/// An app's import passes `navviz check`, names where every line comes from, keeps its
/// lines to 120 characters and equals its golden `.nav` file.
func expectImportPassesAndMatchesItsGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    expectChecks(text, sourceLocation: sourceLocation)
    expectEveryLineCommented(text, sourceLocation: sourceLocation)
    for line in text.split(separator: "\n") {
        #expect(line.count <= 120, "longer than 120 characters: \(line)", sourceLocation: sourceLocation)
    }
    try expectGolden(text, name, sourceLocation: sourceLocation)
}

/// `text` equals the golden `.nav` file `Fixtures/golden/<name>.nav`;
/// NAVVIZ_RECORD_SNAPSHOTS=1 writes it instead.
func expectGolden(_ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let file = Fixtures.folder.appendingPathComponent("golden").appendingPathComponent(name + ".nav")
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let golden = try? String(contentsOf: file, encoding: .utf8)
    #expect(golden == text, "golden/\(name).nav differs; NAVVIZ_RECORD_SNAPSHOTS=1 rewrites it", sourceLocation: sourceLocation)
}

/// Every statement line (not a pure comment or blank) ends with a `# source` comment,
/// or follows one on its own line (where the two would be too long), and no line is
/// longer than 120 characters.
func expectEveryLineCommented(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let lines = text.split(separator: "\n")
    for (index, line) in lines.enumerated() {
        #expect(line.count <= 120, "\(line.count) characters: \(line)", sourceLocation: sourceLocation)
        let isComment = line.drop { $0 == " " }.hasPrefix("#")
        let followsComment = index > 0 && lines[index - 1].drop { $0 == " " }.hasPrefix("#")
        #expect(isComment || line.contains(" # ") || followsComment, "no source comment: \(line)", sourceLocation: sourceLocation)
    }
}

/// `text` with its wrapped comments joined again, for looking a note up.
func unwrapped(_ text: String) -> String {
    text.replacingOccurrences(of: "\n#     ", with: " ")
}

/// The tree's shape: each line's markers (`   | ` / `   + `), without what follows.
func shape(_ tree: [String]) -> [String] {
    tree.map { String($0.prefix { $0 != "<" }) }
}
