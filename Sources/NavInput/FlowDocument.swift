import NavLanguage
import UIKitModel

/// A `.nav` document's text, analysed: parsed, and simulated when it has no errors, with
/// every diagnostic a reader of the flow should see. It touches neither the disk nor the
/// layout stage: the one door through which `check`, `dump`, `watch` (through
/// `LoadedFlow`) and the language server read a flow; reading a file is `InputFile`'s job.
public struct FlowDocument: Sendable {
    public let source: SourceFile
    public let parsed: ParseResult
    /// The simulation; nil when the text has errors, which nothing simulates.
    public let flow: Flow?

    /// Analyses `source`. `recording` is what the simulation keeps of each step (`.outcomes`
    /// for the verdicts alone); `recordingMentions` lists where each name is written;
    /// `anchorlessPopoversGoOn` lists popovers with no anchor rather than crash on the first;
    /// `observe` gets each frame whole as it is simulated (`FlowSimulator.run`).
    public init(
        _ source: SourceFile, recording: FlowSimulator.Recording = .outcomes, recordingMentions: Bool = false,
        anchorlessPopoversGoOn: Bool = false, observe: (Frame) -> Void = { _ in }
    ) {
        let parsed = Parser.parse(source, recordingMentions: recordingMentions)
        let flow =
            parsed.hasErrors
            ? nil
            : FlowSimulator.run(
                parsed, source: source, recording: recording, anchorlessPopoversGoOn: anchorlessPopoversGoOn, observeFrames: observe)
        self.init(source: source, parsed: parsed, flow: flow)
    }

    /// Text that came as a string (an editor's buffer): what `SourceFile.decode` refuses in a
    /// file (a NUL, a lone carriage return) is refused here too, as the only diagnostic.
    public init(path: String, text: String, recording: FlowSimulator.Recording = .outcomes, recordingMentions: Bool = false) {
        switch SourceFile.decode(path: path, bytes: Array(text.utf8)) {
        case .success(let source):
            self.init(source, recording: recording, recordingMentions: recordingMentions)
        case .failure(let problem):
            self.init(
                source: SourceFile(path: path, text: text),
                parsed: ParseResult(syntax: FlowSyntax(statements: []), diagnostics: [problem], declarations: []), flow: nil)
        }
    }

    private init(source: SourceFile, parsed: ParseResult, flow: Flow?) {
        self.source = source
        self.parsed = parsed
        self.flow = flow
    }

    /// `source` analysed; text with errors throws `InputError` with every diagnostic.
    public static func load(_ source: SourceFile, recording: FlowSimulator.Recording = .outcomes) throws -> FlowDocument {
        let document = FlowDocument(source, recording: recording)
        if document.flow == nil { throw document.refusal }
        return document
    }

    /// `source` parsed, not simulated; text with errors throws `InputError` with every diagnostic.
    public static func parse(_ source: SourceFile) throws -> ParseResult {
        let parsed = Parser.parse(source)
        if parsed.hasErrors { throw InputError(path: source.path, source: source, diagnostics: parsed.diagnostics, message: nil) }
        return parsed
    }

    /// The text refused as a flow, with its diagnostics.
    private var refusal: InputError {
        InputError(path: source.path, source: source, diagnostics: parsed.diagnostics, message: nil)
    }

    /// Everything wrong or doubtful, located: the parser's errors for text that does not
    /// parse; else failed expectations, unexpected exceptions, and the UIKit warnings and
    /// navviz lints no `expect warning` expects (warnings, or errors under `strictness`),
    /// and the parser's warnings.
    public func diagnostics(strictness: Strictness? = nil) -> [Diagnostic] {
        guard let flow else { return parsed.diagnostics }
        var result = flow.failures
        let failsOnWarnings = strictness != nil
        let failsOnLints = strictness == .lint
        // By index: a loop variable would copy every frame.
        let warned = flow.frames.indices.filter { index in flow.frames[index].events.contains { $0.isWarning || $0.isLint } }
        // Which warnings `expect warning` lines expect matters only when some step warned.
        let expected = warned.isEmpty ? [] : stepsWithExpectedWarnings(flow)
        for index in warned where !expected.contains(flow.frames[index].location) {
            let location = flow.frames[index].location
            for event in flow.frames[index].events where event.isWarning || event.isLint {
                let fails = event.isWarning ? failsOnWarnings : failsOnLints
                result.append(
                    Diagnostic(
                        fails ? .error : .warning, "\(event.isWarning ? "UIKit" : "lint"): \(event.message)",
                        at: event.location ?? location, help: event.rule.map { "rule \($0) of docs/semantics.md" }))
            }
        }
        for warning in parsed.diagnostics where warning.severity == .warning {
            var diagnostic = warning
            if failsOnLints { diagnostic.severity = .error }
            result.append(diagnostic)
        }
        return result.sorted { ($0.location, $0.severity) < ($1.location, $1.severity) }
    }

    /// The locations of the steps whose warnings a passing `expect warning` line asserts.
    private func stepsWithExpectedWarnings(_ flow: Flow) -> Set<SourceLocation> {
        let passed = Set(flow.expectations.filter(\.passed).map(\.location))
        var result: Set<SourceLocation> = []
        var step: SourceLocation?
        for statement in parsed.syntax.statements {
            switch statement.kind {
            case .root, .action, .group, .rotate:
                step = statement.location
            case .expect(let expectation):
                if case .warning = expectation.kind, passed.contains(expectation.location), let step { result.insert(step) }
            case .title, .ios, .device, .set:
                break
            }
        }
        return result
    }
}
