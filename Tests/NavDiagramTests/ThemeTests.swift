import Testing
@testable import NavDiagram

@Suite("Themes")
struct ThemeTests {
    /// Every quoted colour value in DOT text: `color="#1c64d9"`, `BGCOLOR="white"`, …
    private func colours(in dot: String) -> Set<String> {
        Set(dot.matches(of: /(?i:color)="(#[0-9a-f]{6}|white)/).map { String($0.1) })
    }

    @Test func thePaletteMapsEachLightColourOnceAndNoDarkColourIsALightOne() {
        let light = Palette.darkCounterparts.map(\.light)
        #expect(Set(light).count == light.count)
        #expect(Set(Palette.darkCounterparts.map(\.dark)).isDisjoint(with: light))
    }

    @Test(arguments: ["article", "tab-bar", "seed-004-double-dismiss"])
    func darkDOTHasNoLightColourLeft(example: String) throws {
        let diagram = Diagram(flow: try loadExample(example + ".nav"))
        let light = Set(Palette.darkCounterparts.map(\.light))
        for dot in [diagram.mapDOT(geometry: nil), diagram.frameDOT(3, geometry: nil)] {
            let lightColours = colours(in: dot)
            #expect(!lightColours.isEmpty)
            #expect(lightColours.isSubset(of: light), "a colour without a dark counterpart: \(lightColours.subtracting(light))")
            let dark = colours(in: Theme.dark.dot(dot))
            #expect(dark.isDisjoint(with: light))
            #expect(dark.contains("#0d1117"))
        }
    }

    @Test func textFromTheFlowIsNeverRecoloured() {
        let diagram = Diagram(flow: flow("root nav Main [A]\nA push B \"paint it color=\\\"#1c64d9\\\" or white\"\n"))
        let dark = Theme.dark.dot(diagram.frameDOT(1, geometry: nil))
        #expect(dark.contains("paint it color=\\\"#1c64d9\\\" or white") || dark.contains("paint it color=&quot;#1c64d9&quot; or white"))
        #expect(dark.contains("color=\"#5b9bff\""))
    }

    @Test func lightAndAutoDrawTheLightDOT() throws {
        let dot = Diagram(flow: try loadExample("article.nav")).frameDOT(2, geometry: nil)
        #expect(Theme.light.dot(dot) == dot)
        #expect(Theme.auto.dot(dot) == dot)
    }

    @Test func autoSVGCarriesTheDarkRulesInAMediaQueryAfterTheSVGTag() {
        let svg = Array("<?xml version=\"1.0\"?>\n<svg width=\"10pt\" viewBox=\"0 0 10 10\">\n<g fill=\"#d0e2ff\"/>\n</svg>\n".utf8)
        let auto = String(decoding: Theme.auto.svg(svg), as: UTF8.self)
        #expect(auto.hasPrefix("<?xml version=\"1.0\"?>\n<svg width=\"10pt\" viewBox=\"0 0 10 10\">\n<style>@media (prefers-color-scheme: dark) {\n"))
        #expect(auto.contains("[fill=\"#d0e2ff\"]{fill:#1b2f52}"))
        #expect(auto.hasSuffix("}</style>\n<g fill=\"#d0e2ff\"/>\n</svg>\n"))
        #expect(Theme.light.svg(svg) == svg)
        #expect(Theme.dark.svg(svg) == svg)
    }
}
