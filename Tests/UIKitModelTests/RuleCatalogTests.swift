import Foundation
import NavLanguage
import Testing
@testable import UIKitModel

/// Facts are plain words; the rules behind them are kept apart, and every rule id a
/// page shows can be looked up in docs/semantics.md.
@Suite("Rules behind facts")
struct RuleCatalogTests {
    /// `| R12 full-screen family | …` → ("R12", "full-screen family"); a row with the id
    /// alone (the table of exceptions and warnings) is titled by its condition.
    static let documentedRules: [String: String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/semantics.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var rules: [String: String] = [:]
        for match in text.matches(of: /\n\| (R\d+[a-z]?)([^|]*)\| ([^|]*)\|/) {
            let title = match.2.trimmingCharacters(in: .whitespaces)
            rules[String(match.1)] = (title.isEmpty ? match.3.trimmingCharacters(in: .whitespaces) : title).replacingOccurrences(of: "`", with: "")
        }
        return rules
    }()

    @Test func theCatalogHasEveryRuleOfTheDocumentWithItsTitle() {
        #expect(Self.documentedRules.count > 50, "the rules of docs/semantics.md were read")
        #expect(UIKitRule.titles == Self.documentedRules)
        #expect(UIKitRule.summary(of: "R22.1") == "R22.1 in docs/semantics.md: X.dismiss", "a case of a rule points at the rule")
    }

    @Test func R12_thePresenterFactIsPlainWordsWithItsRulesApart() {
        let flow = simulate("root nav N [V1]\nV1 push V2\nV2 present M\n")
        let fact = flow.frames[2].facts[0]
        #expect(fact.text == "M.presentingViewController = N (the caller is V2; automatic → pageSheet on iOS 17)")
        #expect(fact.rules == ["R12", "R14"])
    }

    @Test(arguments: ExampleFlowTests.examples)
    func everyFactAndEventOfAnExampleNamesADocumentedRuleAndNoRuleInItsText(_ file: URL) throws {
        let source = SourceFile(path: file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8))
        let flow = FlowSimulator.run(Parser.parse(source), source: source)
        for frame in flow.frames {
            for fact in frame.facts {
                #expect(fact.text.firstMatch(of: /\bR\d+/) == nil, "\(fact.text)")
                for rule in fact.rules { #expect(UIKitRule.titles[String(rule.prefix { $0 != "." })] != nil, "\(rule)") }
            }
            for rule in frame.events.compactMap(\.rule) { #expect(UIKitRule.titles[rule] != nil, "\(rule)") }
        }
    }
}
