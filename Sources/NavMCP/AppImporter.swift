import NavCodeFacts
import NavImport
import NavLanguage

/// `import_app` as `navviz import APP --device D --ios N` runs: the same `AppImport`, its
/// messages collected for the tool's result instead of printed. The Swift reader is the
/// command line's (a process per batch of files), so it is given.
public struct AppImporter: AppImporting {
    private let readSwift: @Sendable ([SwiftSource], TargetDevice, (String) -> Void) throws -> CodeFacts

    public init(readSwift: @escaping @Sendable ([SwiftSource], TargetDevice, (String) -> Void) throws -> CodeFacts) {
        self.readSwift = readSwift
    }

    public func importApp(_ request: AppRequest) throws -> ImportedApp {
        let messages = Messages()
        var run = AppImport(target: nil, formatter: DiagnosticFormatter(), report: { messages.lines.append($0) }, readSwift: readSwift)
        do {
            let found = try run.files([request.path])
            run.device = TargetDevice(ios: request.ios ?? found.targetDevice.ios, idiom: request.device == .ipad ? .pad : .phone)
            let (text, summary) = try run.flow(of: found)
            var warnings = messages.lines
            if let warning = summary?.counts?.warning { warnings.append("navviz: warning: \(warning)") }
            if let initial = summary?.betterInitial {
                warnings.append(
                    "navviz: note: most scenes are reached from another scene: import again from \(initial) with `navviz import --initial`")
            }
            return ImportedApp(flow: text, summary: summary?.description, warnings: warnings)
        } catch is ImportStopped {
            throw ToolFailure(messages.lines.joined(separator: "\n"))
        }
    }

    /// The lines the import reported.
    private final class Messages {
        var lines: [String] = []
    }
}
