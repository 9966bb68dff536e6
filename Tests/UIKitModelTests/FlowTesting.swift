import NavLanguage
import Testing
@testable import UIKitModel

/// Parses and simulates `text`; a parse error fails the test.
func simulate(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Flow {
    let source = SourceFile(path: "test.nav", text: text)
    let parsed = Parser.parse(source)
    #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "parse errors: \(parsed.diagnostics)", sourceLocation: sourceLocation)
    return FlowSimulator.run(parsed, source: source)
}

extension Flow {
    /// The hierarchy after the last step.
    var final: Hierarchy { frames.last!.hierarchy }
    var lastEvents: [UIKitEvent] { frames.last!.events }
}
