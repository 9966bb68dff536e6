import Foundation
import NavCodeFacts
import NavImport
import NavLanguage
import NavSwiftReader
import Testing

/// `AppImport`, the driver `navviz import`, `navviz diff --git` and `navviz mcp` share:
/// what it reports while it reads, and where it stops.
@Suite("navviz import: one import of what it is given")
struct AppImportTests {
    /// What an import told, a line at a time, and the import that tells it.
    private final class Told {
        var lines: [String] = []

        func appImport(target: String? = nil) -> AppImport {
            AppImport(target: target, formatter: DiagnosticFormatter(style: .gcc), report: { self.lines.append($0) }) { sources, device, _ in
                CodeFacts(files: sources.map { SwiftFileReader.read(path: $0.path, bytes: $0.bytes, device: device) })
            }
        }
    }

    @Test func anAppsFolderIsReadWholeAndSummarised() throws {
        let told = Told()
        let run = told.appImport()
        let found = try run.files([AppFixtures.path("Broken")])
        let (text, summary) = try run.flow(of: found)
        #expect(text.contains("Home present Settings: SettingsViewController"))
        #expect(summary?.description.hasPrefix("Broken: ") == true, "named after the folder: \(summary?.description ?? "none")")
        #expect(
            told.lines.contains {
                $0.contains("SettingsViewController.swift:5:") && $0.contains("this file does not parse, so navviz import skips it")
            },
            "the file it skipped is reported where it stops parsing: \(told.lines)")
    }

    @Test func aFolderWithOnlyObjectiveCPlusPlusStopsAndSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-appimport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "@implementation AppDelegate\n@end\n".write(to: folder.appendingPathComponent("AppDelegate.mm"), atomically: true, encoding: .utf8)
        let told = Told()
        #expect(throws: ImportStopped.self) { _ = try told.appImport().files([folder.path]) }
        #expect(
            told.lines == [
                "navviz: error: \(folder.path) holds no .swift, .m, .storyboard or .xib file "
                    + "(it has 1 Objective-C file of no app target, or Objective-C++, which navviz does not read)"
            ])
    }

    @Test func aFolderWithOnlyObjectiveCIsReadAndSummarised() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-appimport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n".write(
            to: folder.appendingPathComponent("AppDelegate.h"), atomically: true, encoding: .utf8)
        try """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[HomeViewController new]];
            return YES;
        }
        @end
        """.write(to: folder.appendingPathComponent("AppDelegate.m"), atomically: true, encoding: .utf8)
        let told = Told()
        let run = told.appImport()
        let (text, summary) = try run.flow(of: try run.files([folder.path]))
        #expect(text.contains("root nav HomeNav ["), "\(text)")
        #expect(text.contains("imported from 2 Objective-C files"), "\(text)")
        #expect(summary?.description.contains("2 Objective-C files") == true, "\(summary?.description ?? "none")")
    }

    @Test func aStoryboardGivenByNameThatCannotBeReadStopsAtItsLine() throws {
        let told = Told()
        let run = told.appImport()
        let found = try run.files([Fixtures.folder.appendingPathComponent("Truncated.storyboard").path])
        #expect(throws: ImportStopped.self) { _ = try run.flow(of: found) }
        #expect(told.lines.count == 1, "one diagnostic, in the file's own words: \(told.lines)")
        #expect(told.lines.first?.contains("Truncated.storyboard:") == true)
        #expect(told.lines.first?.contains(": error: ") == true)
    }
}
