import Testing
@testable import NavDiagram

@Suite("Palettes")
struct PaletteTests {
    /// Every quoted colour value in DOT text: `color="#1c64d9"`, `BGCOLOR="white"`, …
    private func colours(in dot: String) -> Set<String> {
        Set(dot.matches(of: /(?i:color)="(#[0-9a-f]{6}|white)/).map { String($0.1) })
    }

    @Test func theCounterpartsMapEachLightColourOnceAndNoDarkColourIsALightOne() {
        let light = Palette.counterparts.map(\.light)
        #expect(Set(light).count == light.count)
        #expect(Set(Palette.counterparts.map(\.dark)).isDisjoint(with: light))
    }

    /// An `auto` drawing turns dark by colour, so two roles of one light colour must
    /// share their dark colour too.
    @Test func rolesThatShareALightColourShareTheirDarkOne() {
        for first in Palette.roles {
            for second in Palette.roles where Palette.light[keyPath: first] == Palette.light[keyPath: second] {
                #expect(Palette.dark[keyPath: first] == Palette.dark[keyPath: second], "\(first) and \(second)")
            }
        }
    }

    @Test(arguments: ["article", "tab-bar", "double-dismiss"])
    func aDarkDiagramIsWrittenInDarkColoursOnly(example: String) throws {
        let light = Diagram(flow: try loadExample(example + ".nav"))
        let dark = light.drawn(in: .dark)
        let lightPalette = Set(Palette.counterparts.map(\.light)), darkPalette = Set(Palette.counterparts.map(\.dark))
        for (lightDOT, darkDOT) in [
            (light.mapDOT(geometry: nil), dark.mapDOT(geometry: nil)), (light.frameDOT(3, geometry: nil), dark.frameDOT(3, geometry: nil)),
        ] {
            let lightColours = colours(in: lightDOT), darkColours = colours(in: darkDOT)
            #expect(!lightColours.isEmpty)
            #expect(lightColours.isSubset(of: lightPalette), "a colour without a dark counterpart: \(lightColours.subtracting(lightPalette))")
            #expect(darkColours.isSubset(of: darkPalette), "a colour of no dark role: \(darkColours.subtracting(darkPalette))")
            #expect(darkColours.contains(Palette.dark.canvas))
        }
    }

    @Test func textFromTheFlowIsWrittenAsItIsInEveryPalette() {
        let diagram = Diagram(flow: flow("root nav Main [A]\nA push B \"paint it color=\\\"#1c64d9\\\" or white\"\n")).drawn(in: .dark)
        let dot = diagram.frameDOT(1, geometry: nil)
        #expect(dot.contains("paint it color=\\\"#1c64d9\\\" or white") || dot.contains("paint it color=&quot;#1c64d9&quot; or white"))
        #expect(dot.contains("color=\"#5b9bff\""))
    }
}
