import Foundation
import Testing

/// What a user reads is in plain words (issue 26): facts without rule ids in captions,
/// frames and flow.md (the ids stay where a reader can follow them), and no project
/// jargon in the README, the guides and the help texts.
@Suite("Words for users", .serialized)
struct PlainWordsTests {
    @Test func captionsFramesAndFlowMarkdownSayTheFactWithoutItsRuleId() throws {
        let folder = try temporaryFolder()
        let flow = folder.appendingPathComponent("flow.nav")
        try "root nav N [V1]\nV1 push V2\nV2 present M style: fullScreen\nM dismiss\n".write(to: flow, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try NavvizProcess.run([flow.path, "-o", out.path, "--format", "svg,md,manifest"])
        #expect(result.status == 0, "\(result.stderr)")
        let fact = "M.presentingViewController = N (the caller is V2; fullScreen)"
        let steps = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("steps").path).sorted()
        let frame = try String(
            contentsOf: out.appendingPathComponent("steps/" + steps.first { $0.hasPrefix("02-") && $0.hasSuffix(".svg") }!), encoding: .utf8)
        #expect(frame.contains(fact))
        let markdown = try String(contentsOf: out.appendingPathComponent("flow.md"), encoding: .utf8)
        #expect(markdown.contains(fact))
        let stepTexts = try steps.filter { $0.hasSuffix(".svg") }.map {
            try String(contentsOf: out.appendingPathComponent("steps/" + $0), encoding: .utf8)
        }
        for text in [frame, markdown] + stepTexts {
            #expect(text.firstMatch(of: /[( ;,]R\d+(\.\d)?[);]/) == nil, "a rule id in what a reader reads")
        }
        let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"rules\" : [\n            \"R12\"\n          ]"), "the manifest keeps the fact's rule")
        #expect(manifest.contains("\"R22.2\" : \"R22.2 in docs/semantics.md: X.dismiss\""))
    }

    @Test func theReadmeGuidesAndHelpTextsSpeakNoProjectJargon() throws {
        let root = NavvizProcess.packageRoot
        var texts = ["README.md", "docs/language.md", "docs/import.md"].map {
            ($0, try! String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs/src").path) where name.hasSuffix(".md") {
            texts.append(("docs/src/" + name, try String(contentsOf: root.appendingPathComponent("docs/src/" + name), encoding: .utf8)))
        }
        for command in ["", "render", "check", "dump", "diff", "markdown", "import", "watch"] {
            let help = try NavvizProcess.run(command.isEmpty ? ["--help"] : [command, "--help"])
            texts.append(("navviz \(command) --help", help.stdout))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path) where name.hasSuffix(".nav") {
            texts.append(("examples/" + name, try String(contentsOf: root.appendingPathComponent("examples/" + name), encoding: .utf8)))
        }
        for (name, text) in texts {
            #expect(text.range(of: "seed", options: .caseInsensitive) == nil, "\(name) says “seed”")
            #expect(text.range(of: "canonical", options: .caseInsensitive) == nil, "\(name) says “canonical”")
        }
    }

    @Test func getTopVCIsExplainedWhereTheReadmeFirstUsesIt() throws {
        let readme = try String(contentsOf: NavvizProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let first = try #require(readme.range(of: "getTopVC"))
        #expect(readme[first.lowerBound...].prefix(200).contains("the helper many apps use to find the view controller on top"))
    }
}
