import Testing
@testable import NavOutput

@Suite("PNG frames shared by the step files and flow.png")
struct PNGFrameCacheTests {
    @Test func aFrameIsDrawnOnceForTwoUsesAndAgainForAThird() throws {
        let cache = try PNGFrameCache()
        var draws = 0
        let draw = { () -> [UInt8] in draws += 1; return [0x89, 0x50, UInt8(draws)] }
        let first = try cache.frame(3, draw: draw)
        let second = try cache.frame(3, draw: draw)
        #expect(first == [0x89, 0x50, 1] && second == first && draws == 1)
        // The second use was the last: a third draws again.
        #expect(try cache.frame(3, draw: draw) == [0x89, 0x50, 2])
    }

    @Test func theStepFilesAndTheAnimationHaveTheSameFramesAsWhenDrawnApart() throws {
        let together = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.png, .animated])
        let apart = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.animated])
        let frames = try RenderedFixtures.render(RenderedFixtures.articleText, formats: [.png])
        #expect(try RenderedFixtures.file("flow.png", of: together) == RenderedFixtures.file("flow.png", of: apart))
        for name in frames.frameNames {
            #expect(try RenderedFixtures.file(name + ".png", of: together) == RenderedFixtures.file(name + ".png", of: frames))
        }
    }
}
