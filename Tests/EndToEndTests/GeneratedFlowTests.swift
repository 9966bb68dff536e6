import Foundation
import NavFlowGenerator
import Testing

/// Every valid flow draws (issue 13): seeded random flows that use every construct of
/// the language, and that `navviz check` passes, render with exit 0 and nothing on
/// stderr, every frame on the one shared layout. `scripts/stress` runs the same check
/// on hundreds of larger flows.
@Suite("Generated valid flows", .serialized)
struct GeneratedFlowTests {
    /// Small flows and a fixed list of seeds keep the suite's share fast and repeatable.
    static let flows: [(seed: UInt64, steps: Int, viewControllers: Int)] =
        (1...5).map { ($0, 20, 8) } + (1...5).map { ($0, 40, 15) } + [(1, 80, 25), (2, 80, 25)]

    private func write(seed: UInt64, steps: Int, viewControllers: Int) throws -> (file: URL, frames: Int) {
        let flow = RandomFlowGenerator.flow(seed: seed, size: .init(steps: steps, viewControllers: viewControllers))
        let file = try temporaryFolder().appendingPathComponent("seed-\(seed)-\(steps).nav")
        try flow.text.write(to: file, atomically: true, encoding: .utf8)
        return (file, flow.frameCount)
    }

    @Test(arguments: flows)
    func everyGeneratedFlowRendersOnOneLayout(seed: UInt64, steps: Int, viewControllers: Int) throws {
        let (file, frames) = try write(seed: seed, steps: steps, viewControllers: viewControllers)
        #expect(frames == steps, "the generator reached the size it was asked for")
        let check = try NavvizProcess.run(["check", file.path])
        #expect(check.status == 0, "the generator wrote a flow check refuses: \(check.stdout)\(check.stderr)")
        let result = try FramePositions.compare(file.path, layout: "stable")
        #expect(result.stderr.isEmpty, "a valid flow draws without a word on stderr")
        #expect(result.moved.isEmpty, "moved: \(result.moved)")
        #expect(result.transforms.count == 1, "every frame on one canvas: \(result.transforms)")
        #expect(result.comparisons > steps, "the test compared real positions")
    }

    @Test(arguments: flows.filter { $0.steps == 20 })
    func everyGeneratedFlowRendersFramesLaidOutOnTheirOwn(seed: UInt64, steps: Int, viewControllers: Int) throws {
        let (file, _) = try write(seed: seed, steps: steps, viewControllers: viewControllers)
        let out = try temporaryFolder()
        let result = try NavvizProcess.run([file.path, "-o", out.path, "--format", "svg", "--layout", "per-frame"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Step PNGs cut to what the flow has drawn only grow, and flow.png is made of them
    /// over a whole first frame: every generated flow gets it written without a word.
    @Test(arguments: flows.filter { $0.steps == 40 }.prefix(2))
    func everyGeneratedFlowRendersItsPNGsAndAnimations(seed: UInt64, steps: Int, viewControllers: Int) throws {
        let (file, _) = try write(seed: seed, steps: steps, viewControllers: viewControllers)
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try NavvizProcess.run([file.path, "-o", out.path, "--format", "png,animated"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("flow.png").path))
    }

    @Test func theSameSeedGivesTheSameFlowAndOtherSeedsOthers() {
        let size = RandomFlowGenerator.Size(steps: 30, viewControllers: 10)
        #expect(RandomFlowGenerator.flow(seed: 7, size: size).text == RandomFlowGenerator.flow(seed: 7, size: size).text)
        #expect(RandomFlowGenerator.flow(seed: 7, size: size).text != RandomFlowGenerator.flow(seed: 8, size: size).text)
    }

    /// The generator is only worth its name if its flows use the whole language.
    @Test func generatedFlowsUseEveryConstructOfTheLanguage() {
        let texts = (1...40).map { RandomFlowGenerator.flow(seed: $0, size: .init(steps: 40, viewControllers: 15)).text }
        let all = texts.joined(separator: "\n")
        let constructs = [
            "root tabs ", "root nav ", "root split ", "nav ", "split ", "tabs ", " selected: ", " push ", " pop\n", " popTo ",
            " popToRoot", " setStack [", " present ", " dismiss", " select ", " addChild ", " removeFromParent", " show ",
            ".definesPresentationContext = true", ".modalPresentationStyle = ", "step \"", "\n  then ", " animated: false",
            "expect top == ", "top.", "root ", "device ipad\n", " showDetail ", ".presentationStyle == ",
            " present alert ", " present actionSheet ", " swipeDown\n", " swipeBack\n", " setViewControllers [",
            ".isModalInPresentation = true", ".adaptivePresentationStyle = none", ".topColumnForCollapsing = ",
            " style: doubleColumn", " style: tripleColumn", " compact: ", " setViewController ", " for: ", " addSubview ",
            " sourceView: ", " barButtonItem: ", "expect no warning\n", "expect callback ", "\nentry ",
        ]
        for construct in constructs { #expect(all.contains(construct), "no generated flow has `\(construct)`") }
        for style in [
            "automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext",
            "popover", "custom",
        ] {
            #expect(all.contains("style: \(style)"), "no generated flow presents with style \(style)")
        }
        #expect(texts.contains { $0.components(separatedBy: "\nroot ").count > 2 }, "no generated flow switches its root")
    }
}
