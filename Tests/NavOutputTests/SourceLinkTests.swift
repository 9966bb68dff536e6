import Foundation
import Testing
@testable import NavOutput

/// Every frame of an imported flow leads back to its app code: the caption, manifest.json,
/// flow.md and the flipbook name the file and line its comment names, linked by
/// `--source-url` (issue 43).
@Suite("Links to the app code", .serialized)
struct SourceLinkTests {
    static let flow = """
        root nav Main [Home]                            # AppDelegate.swift:12 window.rootViewController
        Home push Detail                                # HomeViewController.swift:42 pushViewController
        Detail present Settings                         # SettingsView.swift:7 present
        Settings dismiss
        """

    /// A repository with one file of each name the flow mentions, two SettingsView.swift and no AppDelegate.swift.
    private func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-links-\(UUID().uuidString)")
        for path in ["App/Home/HomeViewController.swift", "App/Settings/SettingsView.swift", "Widgets/SettingsView.swift", ".build/App.swift"] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: file)
        }
        return root
    }

    @Test func theManifestNamesEachStepsCodeAndLinksWhatOneFileHas() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        // Given through a symbolic link to the repository, as a checkout linked into place is.
        let link = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        defer { try? FileManager.default.removeItem(at: link) }
        let links = SourceLinks(template: "https://example.com/repo/blob/main/{path}#L{line}", root: link.path)
        let rendered = try RenderedFixtures.render(Self.flow, formats: [.manifest, .md], sourceLinks: links)
        let manifest = Manifest(rendered)
        #expect(
            manifest.frames[1].code
                == Manifest.Code(
                    path: "HomeViewController.swift", line: 42, url: "https://example.com/repo/blob/main/App/Home/HomeViewController.swift#L42"))
        #expect(manifest.frames[0].code == Manifest.Code(path: "AppDelegate.swift", line: 12, url: nil), "no such file: no link")
        #expect(manifest.frames[2].code?.url == nil, "two files of that name: no link rather than a wrong one")
        #expect(manifest.frames[3].code == nil, "a step whose comment names no code")
        let markdown = try RenderedFixtures.text("flow.md", of: rendered)
        #expect(
            markdown.contains(
                "Line 2 (in the app: [HomeViewController.swift:42](<https://example.com/repo/blob/main/App/Home/HomeViewController.swift#L42>)):"))
        #expect(markdown.contains("Line 3 (in the app: SettingsView.swift:7):"))
    }

    @Test func theCaptionAndTheFlipbookSayWhereTheStepIsInTheApp() throws {
        let rendered = try RenderedFixtures.render(Self.flow, formats: [.html, .frames(.svg)])
        let step = String(decoding: try rendered.drawing.renderFrame(1, format: .svg), as: UTF8.self)
        #expect(step.contains("in the app: HomeViewController.swift:42"))
        let page = try RenderedFixtures.text("index.html", of: rendered)
        #expect(page.contains(#""code":{"line":42,"path":"HomeViewController.swift"}"#))
        #expect(page.contains(#"id="code""#))
    }
}
