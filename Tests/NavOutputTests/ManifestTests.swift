import Foundation
import Testing
@testable import NavOutput

@Suite("manifest.json")
struct ManifestTests {
    @Test func listsFramesWithCaptionsSourcesFactsAndFiles() throws {
        let flow = try RenderedFixtures.article.get()
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(try RenderedFixtures.file("manifest.json", of: flow)))
        #expect(manifest.title == "View Controller flow: Navigation + Modal")
        #expect(manifest.source == "article.nav")
        #expect(manifest.iosVersion == 17)
        #expect(manifest.frames.count == 15)
        let step = manifest.frames[2]
        #expect(step.label == "Step 2 of 14")
        #expect(step.source.line == 9)
        #expect(step.source.text == "VCN2 present VCM1 style: fullScreen")
        // A fact is plain words for the caption; its rule is a field of its own, with what the rule is.
        #expect(
            step.facts.first
                == Manifest.Fact(text: "VCM1.presentingViewController = MainNavigationVC (the caller is VCN2; fullScreen)", rules: ["R12"]))
        #expect(manifest.rules["R12"] == "R12 in docs/semantics.md: full-screen family")
        #expect(step.top == "VCM1")
        #expect(step.files == ["svg": flow.frameNames[2] + ".svg", "png": flow.frameNames[2] + ".png"])
        #expect(manifest.expectations.count == 5)
        #expect(manifest.expectations.first?.frame == 2)
        #expect(manifest.files == ["flow.md", "flow.png", "flow.svg", "index.html", "manifest.json", "map.png", "map.svg"])
    }

    @Test func R25_listsEachStepsAppearanceCallbacks() throws {
        let flow = try RenderedFixtures.render(
            "root nav Main [A]\nA push B\nB present M style: fullScreen\nroot nav Main2 [C]\nC.presentedViewController dismiss\n")
        let manifest = Manifest(flow)
        #expect(
            manifest.frames[1].callbacks == [
                "B.willMove(toParent: Main)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                "B.viewDidAppear", "B.didMove(toParent: Main)",
            ])
        #expect(manifest.frames[2].callbacks.contains("Main.viewWillDisappear"), "R26: full screen takes the presenter off screen")
        #expect(manifest.frames[4].events.first?.kind == "lint", "a message sent to nil is navviz's lint (R41)")
    }

    @Test func recordsWarningsWithTheirRule() throws {
        let flow = try RenderedFixtures.render("root nav Main [A]\nA present B\nA present C\n")
        let manifest = Manifest(flow)
        let event = try #require(manifest.frames[2].events.first)
        #expect(event.kind == "warning")
        #expect(event.rule != nil)
        #expect(!event.message.isEmpty)
    }

    @Test func keysAreSorted() throws {
        let text = try RenderedFixtures.text("manifest.json", of: try RenderedFixtures.article.get())
        let topLevel = text.matches(of: /\n  "(\w+)" :/).map { String($0.1) }
        #expect(topLevel.count == 11)
        #expect(topLevel == topLevel.sorted())
    }
}
