import NavCodeFacts
import NavLanguage
import NavLint

/// `lint_app` as `navviz lint APP --device D --ios N --format json` runs it; a bad path or
/// an app with nothing to read is the tool's failure, with the message the command prints.
public struct AppLinter: AppLinting {
    private let readSwift: @Sendable ([SwiftSource], TargetDevice) throws -> CodeFacts

    public init(readSwift: @escaping @Sendable ([SwiftSource], TargetDevice) throws -> CodeFacts) {
        self.readSwift = readSwift
    }

    public func findingsJSON(_ request: AppRequest) throws -> String {
        let devices = request.device.flatMap { LintDevice.named($0.rawValue) }
        do {
            return try NavLinter.lint(LintRequest(paths: [request.path], devices: devices, ios: request.ios, readSwift: readSwift)).json()
        } catch let error as InputError {
            throw ToolFailure(DiagnosticFormatter().lines(for: error).joined(separator: "\n"))
        }
    }
}
