import Foundation
import MCP

/// `import_app` and `lint_app`: an app's repository read as `navviz import` reads it.
extension NavvizTools {
    func importApp(_ arguments: ToolArguments) throws -> CallTool.Result {
        let request = try arguments.appRequest()
        if request.device == .all { throw ToolFailure("import_app reads the code for one device: give `device` iphone or ipad") }
        let imported = try importer.importApp(request)
        var notes = imported.summary.map { ["navviz: imported \($0)"] } ?? []
        notes += imported.warnings
        return CallTool.Result(content: [Self.text(imported.flow)] + (notes.isEmpty ? [] : [Self.text(notes.joined(separator: "\n"))]))
    }

    func lintApp(_ arguments: ToolArguments) throws -> CallTool.Result {
        let request = try arguments.appRequest()
        guard let linter else { throw ToolFailure("this navviz has no lint") }
        let json = try linter.findingsJSON(request)
        guard let findings = try? JSONDecoder().decode(Value.self, from: Data(json.utf8)) else {
            throw ToolFailure("internal error: the lint's findings are not JSON. This is a bug in navviz: please report it.")
        }
        return try CallTool.Result(content: [Self.text(json)], structuredContent: findings)
    }
}
