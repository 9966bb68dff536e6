import Foundation
import MCP
import NavInput
import NavLanguage
import NavLayout

/// What `navviz mcp`'s tools do: each call's arguments read, the work done as the command
/// of the same name does it, and every failure turned into a result with `isError` set (a
/// message the assistant can act on), never an error of the protocol nor a crash.
public struct NavvizTools: Sendable {
    let importer: any AppImporting
    /// nil when navviz has no lint to offer: `lint_app` is then not listed.
    let linter: (any AppLinting)?
    /// Where maps are laid out: in a child process, as the command line does, so that a
    /// Graphviz abort never ends the server.
    let mapLayout: MapLayout

    public init(importer: any AppImporting, linter: (any AppLinting)?, mapLayout: MapLayout) {
        (self.importer, self.linter, self.mapLayout) = (importer, linter, mapLayout)
    }

    /// The tools offered, in `tools/list`'s order.
    public var offered: [NavvizTool] {
        NavvizTool.allCases.filter { $0 != .lintApp || linter != nil }
    }

    /// The result of calling tool `name` with `arguments`.
    public func call(_ name: String, arguments: [String: Value]?) -> CallTool.Result {
        do {
            guard let tool = NavvizTool(rawValue: name), offered.contains(tool) else {
                throw ToolFailure("navviz has no tool `\(name)`; its tools are \(ToolArguments.list(offered.map(\.rawValue)))")
            }
            let arguments = try ToolArguments(tool, arguments)
            do {
                switch tool {
                case .importApp: return try importApp(arguments)
                case .lintApp: return try lintApp(arguments)
                case .checkFlow: return try checkFlow(arguments)
                case .hierarchyAtStep: return try hierarchyAtStep(arguments)
                case .renderStep: return try renderStep(arguments)
                }
            } catch let error as InputError {
                throw try arguments.importAdvice(for: error.source?.text) ?? ToolFailure(error)
            }
        } catch {
            return CallTool.Result(content: [Self.text(Self.message(for: error))], isError: true)
        }
    }

    /// What a failed call says.
    static func message(for error: any Error) -> String {
        switch error {
        case let failure as ToolFailure: failure.message
        case let error as InputError: ToolFailure(error).message
        case let error as any InternalError:
            "internal error: \(error). This is a bug in navviz, not in the input: please report it with the input attached."
        default: "\(error)"
        }
    }

    static func text(_ text: String) -> Tool.Content {
        .text(text: text, annotations: nil, _meta: nil)
    }

    /// `value` as the JSON text a result carries (keys sorted: the same input, the same bytes)
    /// and as its structured content.
    static func json<T: Encodable>(_ value: T) throws -> CallTool.Result {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return try CallTool.Result(
            content: [text(String(decoding: data, as: UTF8.self))], structuredContent: JSONDecoder().decode(Value.self, from: data))
    }
}
