import NavLanguage
import NavLint
import NavMCP
import NavProcess

/// `lint_app` as `navviz lint APP --device D --ios N --format json` runs it; a bad path or
/// an app with nothing to read is the tool's failure, with the message the command prints.
struct MCPAppLinter: AppLinting {
    func findingsJSON(_ request: AppRequest) throws -> String {
        let devices = request.device.flatMap { LintDeviceOption(rawValue: $0.rawValue)?.devices }
        let lint = LintRequest(paths: [request.path], devices: devices, ios: request.ios) { sources, device in
            try SwiftReaderTool.facts(for: sources, device: device, report: { _ in })
        }
        do {
            return try NavLinter.lint(lint).json()
        } catch let error as InputError {
            var lines: [String] = []
            try DiagnosticOptions.parse(["--color", "never"]).report(error) { lines.append($0) }
            throw ToolFailure(lines.joined(separator: "\n"))
        }
    }
}
