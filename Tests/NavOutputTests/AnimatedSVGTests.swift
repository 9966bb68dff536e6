import Foundation
import FoundationXML
import Testing
@testable import NavOutput

@Suite("flow.svg animation")
struct AnimatedSVGTests {
    private func document(_ flow: RenderedFlow) throws -> XMLDocument {
        try XMLDocument(data: Data(try RenderedFixtures.file("flow.svg", of: flow)))
    }

    @Test func isWellFormedWithNamespacedUniqueIds() throws {
        let flow = try RenderedFixtures.article.get()
        let svg = try document(flow)
        let ids = try svg.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(ids.count > 30)
        #expect(Set(ids).count == ids.count)
        let namespace = try #require(ids.first?.prefix { $0 != "-" })
        #expect(namespace.hasPrefix("nv") && namespace.count == 10)
        #expect(ids.allSatisfy { $0.hasPrefix(namespace + "-") })
        let style = try #require(try svg.nodes(forXPath: "//*[local-name()='style']").first?.stringValue)
        #expect(!style.contains { $0 == "<" })
        let classes = style.matches(of: /\.([\w-]+)\{/).map { String($0.1) }
        #expect(classes.allSatisfy { $0.hasPrefix(namespace + "-") })
    }

    @Test func showsEveryFrameWithItsCaptionForTwoSecondsAndFrameZeroWithoutAnimation() throws {
        let flow = try RenderedFixtures.article.get()
        let text = try RenderedFixtures.text("flow.svg", of: flow)
        #expect(text.contains("animation-duration:\(15 * AnimationTiming.frameMilliseconds)ms"))
        #expect(text.contains("animation-iteration-count:infinite"))
        #expect(!text.contains("<script"))
        let svg = try document(flow)
        let texts = try svg.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        for frame in flow.flow.frames where frame.index > 0 {
            #expect(texts.contains { $0.hasPrefix("Step \(frame.index) of 14 — ") }, "caption of frame \(frame.index)")
        }
        // Without CSS animation (opacity attributes only), frame 0's caption shows.
        let visible = try svg.nodes(forXPath: "//*[local-name()='g'][@opacity='1']//*[local-name()='text']").compactMap(\.stringValue)
        let hidden = try svg.nodes(forXPath: "//*[local-name()='g'][@opacity='0']//*[local-name()='text']").compactMap(\.stringValue)
        #expect(visible.contains { $0.hasPrefix("Initial state") })
        #expect(hidden.contains { $0.hasPrefix("Step 3 of 14") })
        #expect(!visible.contains { $0.hasPrefix("Step 3 of 14") })
    }

    @Test func keyframesSwitchOpacityWhereAVariantAppearsAndDisappears() throws {
        let text = try RenderedFixtures.text("flow.svg", of: try RenderedFixtures.article.get())
        // A caption shows in exactly one of 15 frames: frame 3 is 20% to 26.6666%.
        #expect(text.contains("{0%{opacity:0}20%{opacity:1}26.6666%{opacity:0}100%{opacity:0}}"))
    }

    @Test func twoFlowsGetDifferentNamespaces() throws {
        let first = try RenderedFixtures.text("flow.svg", of: try RenderedFixtures.article.get())
        let second = try RenderedFixtures.text("flow.svg", of: try RenderedFixtures.hostile.get())
        let namespace = { (text: String) in text.firstMatch(of: /class="(nv[0-9a-f]{8})-a/).map { String($0.1) } }
        #expect(namespace(first) != nil)
        #expect(namespace(first) != namespace(second))
    }
}
