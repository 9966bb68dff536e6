import Testing
@testable import NavOutput

@Suite("Frames taken apart into element variants")
struct FrameLayersTests {
    @Test func everyFrameIsItsVariantsInSlotOrder() throws {
        let flow = try RenderedFixtures.article.get()
        let layers = try FrameLayers(svgs: flow.stableFrameSVGs)
        #expect(layers.frames.count == 15)
        #expect(layers.slots.first == FrameLayers.graphSlot)
        for (index, svg) in flow.stableFrameSVGs.enumerated() {
            let text = String(decoding: svg, as: UTF8.self)
            let body = text.split(separator: "\n").drop { !$0.hasPrefix("<g id=\"graph0\"") }.dropFirst().dropLast(2)
            let original = body.filter { !$0.hasPrefix("<!--") }.joined(separator: "\n")
            let rebuilt = layers.frames[index].filter { $0 != 0 }.map { layers.variants[$0] }.joined(separator: "\n")
            #expect(rebuilt == original, "frame \(index)")
        }
    }

    @Test func storesEachDistinctElementOnce() throws {
        let flow = try RenderedFixtures.article.get()
        let layers = try FrameLayers(svgs: flow.stableFrameSVGs)
        #expect(Set(layers.variants).count == layers.variants.count)
        let stored = layers.variants.reduce(0) { $0 + $1.utf8.count }
        let frames = flow.stableFrameSVGs.reduce(0) { $0 + $1.count }
        #expect(stored * 2 < frames)
    }

    @Test func refusesFramesDrawnOnDifferentLayouts() throws {
        let flow = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.svg], layout: .perFrame)
        #expect(throws: FlipbookError.self) { try FrameLayers(svgs: flow.frameSVGs) }
    }
}
