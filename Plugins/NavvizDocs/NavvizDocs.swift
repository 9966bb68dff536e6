import Foundation
import PackagePlugin

/// `swift package navviz-docs [--check] [navviz markdown options] [FILE.md... -o DIR]`:
/// `navviz markdown` for the package it runs in, so a package that uses navviz keeps
/// the navigation diagrams of its docs fresh without installing navviz (SwiftPM builds it).
/// Without Markdown files it reads `docs/src/*.md`, without `-o` it writes `docs`: the
/// layout docs/docs-embedding.md describes. `--check` is navviz markdown's: it writes
/// nothing and fails when the docs are out of date, for CI.
@main
struct NavvizDocs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL
        var markdown = ["markdown"] + arguments
        if !arguments.contains(where: { $0.hasSuffix(".md") }) {
            let sources = package.appending(path: "docs/src")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
            let pages = files.filter { $0.hasSuffix(".md") }.sorted().map { "docs/src/" + $0 }
            guard !pages.isEmpty else {
                throw NavvizDocsError(
                    "no Markdown files given and none in \(sources.path); "
                        + "name them: swift package navviz-docs FILE.md... -o DIR")
            }
            markdown += pages
        }
        if !arguments.contains(where: { $0 == "-o" || $0 == "--output" || $0.hasPrefix("--output=") }) {
            markdown += ["-o", "docs"]
        }
        let navviz = Process()
        navviz.executableURL = try context.tool(named: "navviz").url
        navviz.arguments = markdown
        navviz.currentDirectoryURL = package
        try navviz.run()
        navviz.waitUntilExit()
        guard navviz.terminationReason == .exit, navviz.terminationStatus == 0 else {
            // navviz markdown --check exits 1 for stale docs, 2 for a block with errors (reported above).
            throw NavvizDocsError(
                arguments.contains("--check") && navviz.terminationStatus == 1
                    ? "the docs are out of date: run `swift package --allow-writing-to-package-directory navviz-docs` without --check"
                    : "navviz \(markdown.joined(separator: " ")) failed (exit status \(navviz.terminationStatus))")
        }
    }
}
