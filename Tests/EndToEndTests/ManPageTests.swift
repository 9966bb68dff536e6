import Foundation
import Testing

/// docs/man: one page per command a user types, each option with its default, no page
/// for an internal command, and exactly what `navviz-manual` writes from the binary now.
@Suite("Man pages")
struct ManPageTests {
    static let folder = NavvizProcess.packageRoot.appendingPathComponent("docs/man")

    /// `navviz --experimental-dump-help`: every command, as swift-argument-parser describes it.
    static func commands() throws -> [[String: Any]] {
        let dump = try NavvizProcess.run(["--experimental-dump-help"])
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let root = try #require(tool["command"] as? [String: Any])
        func all(_ command: [String: Any]) -> [[String: Any]] {
            [command] + ((command["subcommands"] as? [[String: Any]]) ?? []).flatMap(all)
        }
        return all(root)
    }

    static func page(of command: [String: Any]) -> String {
        (((command["superCommands"] as? [String]) ?? []) + [command["commandName"] as? String ?? ""]).joined(separator: ".") + ".1"
    }

    @Test func theManPagesNameEveryDefaultAndListNoInternalCommand() throws {
        let pages = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".1") })
        var defaults = 0
        for command in try Self.commands() {
            let name = Self.page(of: command)
            guard command["shouldDisplay"] as? Bool ?? true else {
                #expect(!pages.contains(name), "\(name): an internal command has no page")
                for page in pages {
                    let text = try String(contentsOf: Self.folder.appendingPathComponent(page), encoding: .utf8)
                    #expect(!text.contains(command["commandName"] as? String ?? "?"), "\(page) names the internal \(name)")
                }
                continue
            }
            #expect(pages.contains(name), "\(name) has a page")
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            for argument in (command["arguments"] as? [[String: Any]]) ?? [] where argument["shouldDisplay"] as? Bool ?? true {
                guard let value = argument["defaultValue"] as? String else { continue }
                defaults += 1
                #expect(text.contains("The default is \(value)."), "\(name): the default of \(argument["valueName"] ?? "?")")
            }
        }
        #expect(defaults >= 15, "render, diff, markdown and watch have defaults")
        let root = try String(contentsOf: Self.folder.appendingPathComponent("navviz.1"), encoding: .utf8)
        #expect(root.contains("UIKit navigation \\(em push/pop stacks"), "an em dash is roff's, not dropped")
        #expect(root.contains("navviz watch flow.nav"), "--help's examples, with watch")
        #expect(root.contains("navviz import MyApp/ -o app.nav"), "--help's examples, with an app folder")
    }

    /// The committed pages are what `navviz-manual` writes from this navviz, with their date.
    @Test func theCommittedPagesAreCurrent() throws {
        let root = try String(contentsOf: Self.folder.appendingPathComponent("navviz.1"), encoding: .utf8)
        let line = try #require(root.split(separator: "\n").first { $0.hasPrefix(".Dd ") })
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
        ]
        let words = line.dropFirst(4).replacingOccurrences(of: ",", with: "").split(separator: " ")
        let month = try #require(months.firstIndex(of: String(words[0]))) + 1
        let date = String(format: "%@-%02d-%02d", String(words[2]), month, Int(words[1]) ?? 0)
        let fresh = try temporaryFolder()
        let dump = try NavvizProcess.run(["--experimental-dump-help"])
        let input = fresh.appendingPathComponent("help.json")
        try Data(dump.stdout.utf8).write(to: input)
        let manual = NavvizProcess.binary.deletingLastPathComponent().appendingPathComponent("navviz-manual")
        let pages = fresh.appendingPathComponent("man")
        let written = try NavvizProcess.run(
            ["sh", "-c", "\"$0\" --date \"$1\" \"$2\" < \"$3\"", manual.path, date, pages.path, input.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(written.status == 0, "\(written.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: pages.path).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".1") }.sorted()))
        for name in names {
            let committed = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            #expect(
                try Data(contentsOf: pages.appendingPathComponent(name)) == committed, "docs/man/\(name) is out of date: run scripts/generate-docs")
        }
    }
}
