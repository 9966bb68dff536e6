import NavLanguage
import NavLint
import NavMCP
import NavProcess

/// `lint_app` as `navviz lint APP --device D --ios N --format json` runs it; a bad path or
/// an app with nothing to read is the tool's failure, with the message the command prints.
struct MCPAppLinter: AppLinting {
    func findingsJSON(_ request: AppRequest) throws -> String {
        let devices: [LintDevice]? =
            switch request.device {
            case .iphone?: [.iphone]
            case .ipad?: [.ipad]
            case .all?: LintDevice.allCases
            case nil: nil
            }
        let lint = LintRequest(paths: [request.path], devices: devices, ios: request.ios) { sources, device in
            try SwiftReaderTool.facts(for: sources, device: device, report: { _ in })
        }
        do {
            return try NavLinter.lint(lint).json()
        } catch let error as InputError {
            throw ToolFailure("\(error.path): \(error.message ?? error.diagnostics.map(\.message).joined(separator: "; "))")
        }
    }
}
