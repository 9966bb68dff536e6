import NavDiagram
import Testing
@testable import NavOutput

@Suite("Themes")
struct ThemeTests {
    @Test func lightAndAutoDrawTheLightPaletteAndDarkTheDarkOne() {
        #expect(Theme.light.palette == .light)
        #expect(Theme.auto.palette == .light)
        #expect(Theme.dark.palette == .dark)
    }

    @Test func autoSVGCarriesTheDarkRulesInAMediaQueryAfterTheSVGTag() {
        let svg = Array("<?xml version=\"1.0\"?>\n<svg width=\"10pt\" viewBox=\"0 0 10 10\">\n<g fill=\"#d0e2ff\"/>\n</svg>\n".utf8)
        let auto = String(decoding: ThemedSVG(theme: .auto).diffMap(svg), as: UTF8.self)
        #expect(auto.hasPrefix("<?xml version=\"1.0\"?>\n<svg width=\"10pt\" viewBox=\"0 0 10 10\">\n<style>@media (prefers-color-scheme: dark) {\n"))
        #expect(auto.contains("[fill=\"#d0e2ff\"]{fill:#1b2f52}"))
        #expect(auto.hasSuffix("}</style>\n<g fill=\"#d0e2ff\"/>\n</svg>\n"))
        #expect(ThemedSVG(theme: .light).diffMap(svg) == svg)
        #expect(ThemedSVG(theme: .dark).diffMap(svg) == svg)
    }

    @Test func aPageTakesItsDarkColoursAsItsThemeWantsThem() {
        let dark = "body { background: black; }"
        #expect(Theme.light.pageStyle(darkPage: dark) == "")
        #expect(Theme.dark.pageStyle(darkPage: dark) == "\n" + dark)
        let auto = Theme.auto.pageStyle(darkPage: dark)
        #expect(auto.hasPrefix("\n@media (prefers-color-scheme: dark) {\n" + dark))
        #expect(auto.contains("[stroke=\"#1c64d9\"]{stroke:#5b9bff}"), "the drawings switch with the page")
    }
}
