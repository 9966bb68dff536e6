import Foundation
import Testing

/// A tab bar reads left to right in tab order (issue 32): the imported Workday app's five
/// tabs were drawn 4, 1, 0, 2, 3, a tab moved aside for the arrows its screens present.
@Suite("Tabs in tab order")
struct TabOrderTests {
    /// The tab slots of a map's SVG, left to right, by their labels (`tab 2`).
    private func tabsLeftToRight(_ svg: String) -> [String] {
        let groups = svg.split(separator: "<g id=\"").filter { $0.contains("class=\"cluster tab&#45;slot") }
        let slots = groups.compactMap { group -> (x: Double, label: String)? in
            guard let path = group.firstMatch(of: /\sd="M([-0-9.]+),/), let x = Double(path.1),
                let label = group.firstMatch(of: />(tab [0-9]+)[^<]*<\/text>/)
            else { return nil }
            return (x, String(label.1))
        }
        return slots.sorted { $0.x < $1.x }.map(\.label)
    }

    @Test func anImportedAppsTabsAreDrawnInTabOrder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("workday.nav").path
        let imported = try NavvizProcess.run(["import", "examples/import/Workday.storyboard", "-o", flow])
        #expect(imported.status == 0, "\(imported.stderr)")
        let map = try NavvizProcess.run([flow, "--map", "--format", "svg"])
        #expect(map.status == 0, "\(map.stderr)")
        #expect(tabsLeftToRight(map.stdout) == (0..<5).map { "tab \($0)" })
    }

    @Test func theTabBarExamplesTabsAreDrawnInTabOrder() throws {
        let map = try NavvizProcess.run(["examples/tab-bar.nav", "--map", "--format", "svg"])
        let tabs = tabsLeftToRight(map.stdout)
        #expect(tabs.count >= 3 && tabs == (0..<tabs.count).map { "tab \($0)" })
    }
}
