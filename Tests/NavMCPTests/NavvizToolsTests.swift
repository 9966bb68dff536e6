import Foundation
import MCP
import NavLayout
import Testing
import UIKitModel

@testable import NavMCP

/// The tool handlers behind `navviz mcp`, called as the server calls them: arguments read
/// against each tool's schema, the answers `check`, `dump` and the render give, and every
/// failure a result with `isError` and a message that says what to change.
@Suite("navviz mcp's tools")
struct NavvizToolsTests {
    /// A push, a present, then two presents from the same view controller (UIKit's warning
    /// R21) and an `expect` that fails: one warning and one error at known places.
    static let flow = """
        title "Checkout"
        root nav Main [Home]
        Home push Cart: CartViewController   "open the cart"
        Cart present Pay style: fullScreen
        expect top == Pay
        Pay dismiss
        step "present twice"
          Cart present Sheet
          Cart present Other
        expect top == Cart

        """

    /// An importer that records what it was asked and answers `answer`.
    final class FakeImporter: AppImporting, @unchecked Sendable {
        var requests: [AppRequest] = []
        let answer: Result<ImportedApp, ToolFailure>

        init(_ answer: Result<ImportedApp, ToolFailure>) { self.answer = answer }

        func importApp(_ request: AppRequest) throws -> ImportedApp {
            requests.append(request)
            return try answer.get()
        }
    }

    struct FakeLinter: AppLinting {
        let json: String
        func findingsJSON(_ request: AppRequest) throws -> String { json }
    }

    static let imported = ImportedApp(flow: "root nav Main [Home]\n", summary: "Shop: 2 screens", warnings: ["Shop.swift:3:1: warning: skipped"])

    private func tools(importer: any AppImporting = FakeImporter(.success(imported)), linter: (any AppLinting)? = nil) -> NavvizTools {
        NavvizTools(importer: importer, linter: linter, mapLayout: .inProcess)
    }

    private func texts(_ result: CallTool.Result) -> [String] {
        result.content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }
    }

    /// The message of a call that must fail.
    private func failure(_ name: String, _ arguments: [String: Value]) -> String {
        let result = tools().call(name, arguments: arguments)
        #expect(result.isError == true, "\(name) \(arguments) did not fail: \(texts(result))")
        return texts(result).joined()
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navmcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func lintAppIsOfferedOnlyWithALinterAndEverySchemaNamesItsArguments() throws {
        #expect(tools().offered == [.importApp, .checkFlow, .hierarchyAtStep, .renderStep])
        #expect(tools(linter: FakeLinter(json: "{}")).offered == NavvizTool.allCases)
        for tool in NavvizTool.allCases {
            let schema = try #require(tool.definition.inputSchema.objectValue)
            let properties = try #require(schema["properties"]?.objectValue)
            #expect(Set(properties.keys) == Set(tool.parameters.map(\.name)))
            #expect(tool.definition.annotations.readOnlyHint == true)
        }
        #expect(NavvizTool.importApp.definition.inputSchema.objectValue?["required"] == ["path"])
        #expect(NavvizTool.renderStep.definition.inputSchema.objectValue?["required"] == ["step"])
    }

    @Test func checkFlowGivesTheDiagnosticsCheckFindsWithTheirRules() throws {
        let result = tools().call("check_flow", arguments: ["text": .string(Self.flow)])
        #expect(result.isError == nil)
        let report = try #require(result.structuredContent?.objectValue)
        let diagnostics = (report["diagnostics"]?.arrayValue ?? []).compactMap(\.objectValue)
        #expect(
            diagnostics.map { row in ["line", "column", "severity", "rule"].map { row[$0] ?? .null } } == [
                [9, 3, "warning", "R21"], [10, 15, "error", .null],
            ])
        #expect(diagnostics[1]["message"]?.stringValue?.hasPrefix("expectation failed: expected Cart, got Sheet") == true)
        #expect(report["passed"] == false && report["valid"] == true && report["steps"] == 4 && report["warnings"] == 1)
        #expect(report["expectations"] == ["passed": 1, "total": 2])
        // The text is the same JSON, for clients that read only text.
        #expect(try JSONDecoder().decode(Value.self, from: Data(texts(result)[0].utf8)) == result.structuredContent)

        let strict = try #require(tools().call("check_flow", arguments: ["text": .string(Self.flow), "strict": "uikit"]).structuredContent)
        #expect(strict.objectValue?["diagnostics"]?.arrayValue?.first?.objectValue?["severity"] == "error")
    }

    @Test func checkFlowReportsSyntaxErrorsWithTheirFix() throws {
        let result = tools().call("check_flow", arguments: ["text": "root nav Main [Home]\nHome pushh Detail\n"])
        let report = try #require(result.structuredContent?.objectValue)
        #expect(report["valid"] == false && report["passed"] == false)
        let diagnostic = try #require(report["diagnostics"]?.arrayValue?.first?.objectValue)
        #expect(diagnostic["line"] == 2 && diagnostic["column"] == 6 && diagnostic["help"] == "did you mean `push`?")
    }

    @Test func hierarchyAtStepIsTheDumpOfTheStepByNumberOrCaption() throws {
        let frames = try LoadedFlow.load(path: "<text>", bytes: Array(Self.flow.utf8), recording: .frames).flow.frames
        let expected = HierarchyDump.text(of: frames[4])
        #expect(expected.hasPrefix("## step 4 (line 7): step \"present twice\" { Cart present Sheet; Cart present Other }"))
        let byNumber = tools().call("hierarchy_at_step", arguments: ["text": .string(Self.flow), "step": 4])
        #expect(texts(byNumber) == [expected])
        for caption in ["present twice", " Present Twice "] {
            #expect(texts(tools().call("hierarchy_at_step", arguments: ["text": .string(Self.flow), "step": .string(caption)])) == [expected])
        }
        let callbacks = texts(tools().call("hierarchy_at_step", arguments: ["text": .string(Self.flow), "step": 1, "callbacks": true]))
        #expect(callbacks[0].contains("\n> "), "\(callbacks)")
    }

    @Test func aStepTheFlowDoesNotHaveSaysWhichStepsItHas() {
        #expect(failure("hierarchy_at_step", ["text": .string(Self.flow), "step": 9]) == "the flow has no step 9; its steps are 0–4")
        let message = failure("render_step", ["text": .string(Self.flow), "step": "pay"])
        #expect(
            message == """
                the flow has no step captioned "pay"; its steps are:
                0  initial state
                1  open the cart
                2  Cart present Pay style: fullScreen
                3  Pay dismiss
                4  present twice
                """)
        #expect(
            failure("hierarchy_at_step", ["text": .string(Self.flow), "step": true]) == "`step` must be a step number or a step's caption, not true")
    }

    @Test func renderStepIsAnSVGOfTheStepTheSameEachTime() throws {
        let arguments: [String: Value] = ["text": .string(Self.flow), "step": 2]
        let result = tools().call("render_step", arguments: arguments)
        #expect(result.isError == nil, "\(texts(result))")
        #expect(texts(result) == ["step 2 of 4 (line 4): Cart present Pay style: fullScreen"])
        guard case .resource(let resource, _, _) = try #require(result.content.last) else {
            Issue.record("no SVG resource: \(result.content)")
            return
        }
        #expect(resource.mimeType == "image/svg+xml" && resource.uri == "navviz://flow/steps/2.svg")
        let svg = try #require(resource.text)
        #expect(svg.contains("<svg") && svg.contains("Pay"))
        #expect(tools().call("render_step", arguments: arguments) == result)
        let dark = tools().call("render_step", arguments: arguments.merging(["theme": "dark", "canvas": "full"]) { $1 })
        #expect(dark.isError == nil && dark != result)
    }

    @Test func badArgumentsAreToolErrorsThatSayWhatToGive() throws {
        #expect(failure("draw", [:]) == "navviz has no tool `draw`; its tools are `import_app`, `check_flow`, `hierarchy_at_step` or `render_step`")
        #expect(failure("lint_app", ["path": "."]).hasPrefix("navviz has no tool `lint_app`"))
        #expect(
            failure("check_flow", ["text": "root nav Main [Home]", "step": 1])
                == "check_flow has no argument `step`; it takes `text`, `path` or `strict`")
        #expect(failure("check_flow", [:]) == "check_flow needs the flow: give `text` (the .nav text) or `path` (a .nav file)")
        #expect(failure("check_flow", ["text": "x", "path": "x.nav"]) == "give `text` or `path`, not both")
        #expect(failure("check_flow", ["text": 3]) == "`text` must be a string, not 3")
        #expect(failure("check_flow", ["text": "x", "strict": "all"]) == "`strict` cannot be \"all\": give `uikit` or `lint`")
        #expect(failure("render_step", ["text": .string(Self.flow)]) == "render_step needs the argument `step`")
        #expect(failure("check_flow", ["path": "/no/such/flow.nav"]).contains("/no/such/flow.nav"))
    }

    @Test func aFlowWithErrorsIsRefusedWithItsDiagnostics() {
        let message = failure("render_step", ["text": "root nav Main [Home]\nHome pushh Detail\n", "step": 1])
        #expect(message.hasPrefix("<text>:2:6: error: unknown operation `pushh`\n 2 | Home pushh Detail\n"), "\(message)")
        #expect(message.contains("= help: did you mean `push`?"))
    }

    @Test func aSwiftFileGivenAsAFlowIsAdvisedToBeImported() throws {
        let path = try file("Home.swift", "import UIKit\nfinal class Home: UIViewController {}\n")
        for tool in ["check_flow", "hierarchy_at_step"] {
            let arguments: [String: Value] = tool == "check_flow" ? ["path": .string(path)] : ["path": .string(path), "step": 0]
            #expect(failure(tool, arguments).hasPrefix("\(path) is "), "\(tool)")
            #expect(failure(tool, arguments).contains("not a .nav flow: call import_app with path"), "\(tool)")
        }
    }

    @Test func importAppHandsTheRequestOnAndReturnsTheFlowThenTheSummary() {
        let importer = FakeImporter(.success(Self.imported))
        let result = tools(importer: importer).call("import_app", arguments: ["path": "Shop", "device": "ipad", "ios": 16])
        #expect(importer.requests == [AppRequest(path: "Shop", device: .ipad, ios: 16)])
        #expect(result.isError == nil)
        #expect(texts(result) == ["root nav Main [Home]\n", "navviz: imported Shop: 2 screens\nShop.swift:3:1: warning: skipped"])

        let failing = tools(importer: FakeImporter(.failure(ToolFailure("navviz: error: Shop holds no .swift file"))))
        #expect(
            failing.call("import_app", arguments: ["path": "Shop"])
                == CallTool.Result(content: [.text(text: "navviz: error: Shop holds no .swift file", annotations: nil, _meta: nil)], isError: true))
        #expect(failure("import_app", ["path": "Shop", "device": "all"]).hasPrefix("`device` cannot be \"all\": give `iphone` or `ipad`"))
        #expect(failure("import_app", ["path": "Shop", "ios": 5]) == "`ios` 5 is no iOS version a flow can say: give 9 to 30 (17 is the default)")
        #expect(failure("import_app", ["path": ""]) == "`path` is empty: give the app's folder, project or storyboards")
    }

    @Test func lintAppReturnsTheLintersJSONAsTextAndStructure() throws {
        let json = #"{"app":"Shop","findings":[],"version":1}"#
        let result = tools(linter: FakeLinter(json: json)).call("lint_app", arguments: ["path": "Shop", "device": "all"])
        #expect(texts(result) == [json])
        #expect(result.structuredContent == ["app": "Shop", "findings": [], "version": 1])
        let broken = tools(linter: FakeLinter(json: "not json")).call("lint_app", arguments: ["path": "Shop"])
        #expect(broken.isError == true && texts(broken)[0].hasPrefix("internal error: the lint's findings are not JSON"))
    }
}
