import Foundation
import FoundationXML
import Testing

/// What a frame's SVG tells a script or a stylesheet: which VC is on screen, on top,
/// or new, by the classes navviz puts on each node.
@Suite("Frame SVG structure", .serialized)
struct FrameSVGTests {
    /// Node title → its classes, for every node drawn in `svg`.
    private func nodeClasses(_ svg: URL) throws -> [String: Set<String>] {
        let document = try XMLDocument(contentsOf: svg)
        var result: [String: Set<String>] = [:]
        for case let node as XMLElement in try document.nodes(forXPath: "//*[local-name()='g']") {
            let classes = node.attributes?.first { $0.name == "class" }?.stringValue ?? ""
            guard classes.hasPrefix("node"),
                let title = (node.children ?? []).first(where: { $0.name == "title" })?.stringValue
            else { continue }
            result[title] = Set(classes.split(separator: " ").map(String.init))
        }
        return result
    }

    @Test func frameTenMarksTopNewAndOffScreenViewControllers() throws {
        let out = try temporaryFolder()
        #expect(try NavvizProcess.run(["examples/article.nav", "-o", out.path, "--format", "svg"]).status == 0)
        let classes = try nodeClasses(out.appendingPathComponent("steps/10-vcn4-present-nav-subnavigationvc-vcn5-st.svg"))
        #expect(classes["SubNavigationVC/VCN5"] == ["node", "vc", "role-navigation", "onscreen", "added", "top"])
        #expect(classes["SubNavigationVC/SubNavigationVC"]?.contains("role-presented") == true)
        #expect(classes["MainNavigationVC/VCN4"]?.contains("offscreen") == true, "covered by a fullScreen presentation (R32)")
        #expect(classes["MainNavigationVC/VCN2"] == nil, "VCN2 was popped: not drawn in this frame")
    }

    /// The window root's box is drawn in the step file that shows the launch.
    @Test func theInitialStateDrawsTheWindow() throws {
        let out = try temporaryFolder()
        #expect(try NavvizProcess.run(["examples/article.nav", "-o", out.path, "--format", "svg"]).status == 0)
        let classes = try nodeClasses(out.appendingPathComponent("steps/00-initial-state.svg"))
        #expect(classes["UIWindow"] != nil)
    }

    @Test func theMapDrawsEveryViewControllerOfTheFlow() throws {
        let out = try temporaryFolder()
        #expect(try NavvizProcess.run(["examples/article.nav", "-o", out.path, "--format", "svg"]).status == 0)
        let titles = Set(try nodeClasses(out.appendingPathComponent("map.svg")).keys)
        let names = Set(titles.map { $0.split(separator: "/").last.map(String.init) ?? $0 })
        #expect(
            names == [
                "UIWindow", "MainNavigationVC", "VCN1", "VCN2", "VCN3", "VCN4", "VCM1", "VCM2", "VCM4",
                "SubNavigationVC", "VCN5", "VCN6", "VCM3",
            ])
    }
}
