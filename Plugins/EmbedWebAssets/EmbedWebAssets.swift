import Foundation
import PackagePlugin

/// Generates `WebAssets.swift` from the `.js` and `.css` files in a target's `Web`
/// folder, so the pages' scripts and styles are files that editors and linters read,
/// and navviz stays one self-contained executable (no resource bundle beside it).
@main
struct EmbedWebAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let assets = module.sourceFiles
            .filter { ["js", "css"].contains($0.url.pathExtension) && $0.url.deletingLastPathComponent().lastPathComponent == "Web" }
            .map(\.url)
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "WebAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(target.name)'s web assets",
                executable: try context.tool(named: "embed-web-assets").url,
                arguments: [output.path] + assets.map(\.path),
                inputFiles: assets,
                outputFiles: [output]
            )
        ]
    }
}
