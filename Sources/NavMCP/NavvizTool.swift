import MCP

/// The tools `navviz mcp` offers, each with the description and input schema an assistant
/// reads to choose and call it.
public enum NavvizTool: String, Sendable, CaseIterable {
    case importApp = "import_app"
    case checkFlow = "check_flow"
    case hierarchyAtStep = "hierarchy_at_step"
    case renderStep = "render_step"
    case lintApp = "lint_app"

    /// One argument: its JSON type (a schema fragment), what it means, the values it takes.
    struct Parameter {
        var name: String
        var schema: [String: Value]
        var required = false

        init(_ name: String, _ type: String, _ description: String, values: [String]? = nil, required: Bool = false) {
            self.name = name
            schema = ["type": .string(type), "description": .string(description)]
            if let values { schema["enum"] = .array(values.map(Value.string)) }
            self.required = required
        }

        init(_ name: String, schema: [String: Value], required: Bool) {
            (self.name, self.schema, self.required) = (name, schema, required)
        }
    }

    static let flowText = Parameter(
        "text", "string", "The .nav flow's text (give this or `path`), e.g. an editor's unsaved buffer or what import_app returned.")
    static let flowPath = Parameter(
        "path", "string", "A .nav file to read (give this or `text`); relative paths are from the server's working folder.")
    static let step = Parameter(
        "step",
        schema: [
            "description":
                "The step: its number (0 is the initial state after the first `root`) or its caption (the quoted caption, a `step \"…\"` group's caption, or the step's source line).",
            "type": ["integer", "string"],
        ], required: true)
    static let appPath = Parameter(
        "path", "string",
        "The app: its repository or folder, an .xcodeproj or .xcworkspace, storyboards' folder, or a UIKit `_printHierarchy` dump file.",
        required: true)
    static let ios = Parameter(
        "ios", "integer",
        "The iOS major version the app's code is read for (`if #available`, `#if`); default 17, or the app's deployment target when later.")

    var parameters: [Parameter] {
        switch self {
        case .importApp:
            [
                Self.appPath,
                Parameter(
                    "device", "string", "The device the app's code is read for (userInterfaceIdiom and size-class branches); default iphone.",
                    values: ["iphone", "ipad"]),
                Self.ios,
            ]
        case .lintApp:
            [
                Self.appPath,
                Parameter(
                    "device", "string",
                    "Check this device only; default: every device the app target supports (TARGETED_DEVICE_FAMILY, UIDeviceFamily).",
                    values: ["iphone", "ipad", "all"]),
                Self.ios,
            ]
        case .checkFlow:
            [
                Self.flowText, Self.flowPath,
                Parameter(
                    "strict", "string",
                    "Report UIKit's warnings as errors (`uikit`), or navviz's lints as well (`lint`), as `navviz check --strict` does.",
                    values: ["uikit", "lint"]),
            ]
        case .hierarchyAtStep:
            [
                Self.flowText, Self.flowPath, Self.step,
                Parameter("callbacks", "boolean", "Also list the appearance callbacks UIKit sends during the step (viewWillAppear…), in order."),
            ]
        case .renderStep:
            [
                Self.flowText, Self.flowPath, Self.step,
                Parameter(
                    "theme", "string", "The colours: light (default), dark, or auto (follows the reader's scheme).",
                    values: ["light", "dark", "auto"]),
                Parameter(
                    "canvas", "string",
                    "focus (default): the part of the flow's one layout around the step, under its caption and an overview; trimmed: cut to what the flow has drawn so far; full: the whole map's canvas.",
                    values: ["focus", "trimmed", "full"]),
            ]
        }
    }

    var title: String {
        switch self {
        case .importApp: "Import an iOS app's navigation"
        case .checkFlow: "Check a .nav flow"
        case .hierarchyAtStep: "View-controller hierarchy at a step"
        case .renderStep: "Draw a step as SVG"
        case .lintApp: "Lint an iOS app's navigation"
        }
    }

    var summary: String {
        switch self {
        case .importApp:
            """
            Read an iOS app's repository (Swift code, storyboards, xibs, its Xcode project) as `navviz import` does and \
            return the .nav flow it writes: the window's root, then every navigation call the code makes (push, present, \
            show, dismiss, setViewControllers, performSegue, alerts, SwiftUI sheets and links) as a step, each line ending \
            with a comment naming its File.swift:LINE. Also returns the summary (what was read, which target, how many \
            screens were reached) and the import's warnings. Pass the flow to check_flow, hierarchy_at_step or render_step \
            as `text`.
            """
        case .checkFlow:
            """
            Parse and simulate a .nav flow as `navviz check` does and return its diagnostics as JSON: each with line, \
            column (1-based), severity (error, warning, note), message, and the rule of navviz's semantics it cites \
            (R-number) when it cites one. Errors are syntax errors, failed `expect` lines and UIKit exceptions (crashes) \
            no `expect crash` expects; warnings are UIKit's logged warnings and navviz's lints. Also returns whether the \
            flow passed, its step count and its expectations passed.
            """
        case .hierarchyAtStep:
            """
            The view-controller hierarchy after one step of a .nav flow, as `navviz dump --step N` prints it (the shape of \
            UIKit's _printHierarchy): the step's header, the tree from the window's root (`   | ` a child or stack \
            entry, `   + ` what a view controller really presents), what getTopVC returns, and UIKit's exceptions, \
            warnings and navviz's lints at that step.
            """
        case .renderStep:
            """
            Draw one step of a .nav flow as `navviz FLOW --step N --format svg` does: navigation stacks as solid arrows, \
            modal presentations as dashed ones, on the flow's one stable layout, with the step's caption. Returned as \
            SVG text (MIME type image/svg+xml).
            """
        case .lintApp:
            """
            Find the navigation bugs in an iOS app's code as `navviz lint --format json` does: every UIKit exception \
            (a crash: error), UIKit warning (warning) and navviz lint (note) a path of the app's navigation meets, at the \
            Swift file and line of the call, with the rule (R-number and title), UIKit's own message, the device and \
            iOS version, the path of calls that reaches it, and a fingerprint stable across line moves.
            """
        }
    }

    /// The tool as `tools/list` gives it.
    var definition: Tool {
        let properties = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, Value.object($0.schema)) })
        var schema: [String: Value] = [
            "type": "object", "properties": .object(properties), "additionalProperties": false,
        ]
        let required = parameters.filter(\.required).map { Value.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        return Tool(
            name: rawValue, title: title, description: summary, inputSchema: .object(schema),
            annotations: Tool.Annotations(title: title, readOnlyHint: true, idempotentHint: true, openWorldHint: false))
    }
}
