import NavInput
import NavLanguage
import UIKitModel

/// One version of an open document, analysed through the input door: its diagnostics,
/// its names, and the simulated states the cursor's requests ask about.
final class DocumentAnalysis {
    let document: FlowDocument
    let lines: LineMap
    let uri: String
    /// Set when the text is too large to be read as a flow: the one diagnostic shown.
    let refusal: String?

    init(uri: String, path: String, text: String) {
        self.uri = uri
        let size = text.utf8.count
        if size > InputFile.maximumSize {
            refusal = "the document is \(size >> 20) MB; navviz reads flows up to \(InputFile.maximumSize >> 20) MB"
            document = FlowDocument(path: path, text: "")
        } else {
            refusal = nil
            document = FlowDocument(path: path, text: text, recordingMentions: true)
        }
        lines = LineMap(source: document.source)
    }

    var source: SourceFile { document.source }
    var parsed: ParseResult { document.parsed }

    private var statementLinesCache: StatementLines?

    /// The logical lines, lexed on first use.
    var statements: StatementLines {
        if let cached = statementLinesCache { return cached }
        let lexed = StatementLines(source)
        statementLinesCache = lexed
        return lexed
    }

    // MARK: - Names

    /// The mention of a view-controller name at `location` (or just before it).
    func mention(at location: SourceLocation) -> NameMention? {
        parsed.mentions.last { mention in
            mention.location.line == location.line && mention.location.column <= location.column
                && location.column <= mention.location.column + mention.name.count
        }
    }

    func mentions(of name: String) -> [NameMention] {
        parsed.mentions.filter { $0.name == name }
    }

    func declaration(of name: String) -> DeclaredViewController? {
        parsed.declarations.first { $0.name == name }
    }

    func range(of mention: NameMention) -> LSP.Range {
        lines.range(mention.location, length: mention.name.count)
    }

    // MARK: - States

    /// The document's lines before `line` (1-based), as a flow of their own.
    func prefix(before line: Int) -> SourceFile {
        let count = min(max(0, line - 1), source.lines.count)
        return SourceFile(path: source.path, text: source.lines[..<count].joined(separator: "\n") + "\n")
    }

    /// `source` simulated, leaving out the statements with errors (blank lines in their
    /// place, so lines keep their numbers): a line being typed above the cursor, or one its
    /// mistake made unknown to later lines, does not hide every state below it. Nil when
    /// no flow is left; else the lines left out.
    static func simulating(
        _ source: SourceFile, recording: FlowSimulator.Recording = .outcomes, observe: (Frame) -> Void = { _ in }
    ) -> (document: FlowDocument, leftOut: [Int])? {
        var source = source
        var leftOut: Set<Int> = []
        // Each round leaves out what the last one found; a mistake leads to a few more at most.
        for _ in 0..<4 {
            let parsed = Parser.parse(source)
            guard parsed.hasErrors else {
                let document = FlowDocument(source, recording: recording, observe: observe)
                return document.flow == nil ? nil : (document, leftOut.sorted())
            }
            let statements = StatementLines(source)
            var lines = source.lines.map(String.init)
            for error in parsed.errors {
                let span = statements.index(before: error.location.line).map { statements.lines[$0] }
                let range = span.map { $0.lastLine >= error.location.line ? $0.firstLine...$0.lastLine : error.location.line...error.location.line }
                for line in range ?? error.location.line...error.location.line where line <= lines.count {
                    lines[line - 1] = ""
                    leftOut.insert(line)
                }
            }
            source = SourceFile(path: source.path, text: lines.joined(separator: "\n"))
        }
        return nil
    }

    /// The last line of the top-level statement that spans `line` or comes last before it
    /// (a `step` group ends with its last indented line).
    func endOfStatement(at line: Int) -> Int {
        let statements = statements
        guard let index = statements.index(before: line) else { return line }
        return max(line, statements.lines[statements.topLevelStatement(holding: index).upperBound].lastLine)
    }

    /// The hierarchy when the statement at `line` starts: the lines before it simulated. A
    /// line of a `step` group sees the group's lines before it; when those do not make a
    /// flow alone (the group's first line), the state before the group. Nil when the lines
    /// before have errors.
    func stateBefore(line: Int) -> Hierarchy? {
        statesBefore.value(for: line) { simulatedState(before: line) }
    }

    /// The states and steps worked out for the lines requests asked about: simulating the
    /// lines above a step of a 100,000-step flow takes seconds, and an editor asks about the
    /// same line again and again as the cursor rests there.
    private var statesBefore = Memo<Int, Hierarchy?>(capacity: 32)
    private var steps = Memo<Int, StepFrames?>(capacity: 32)

    private func simulatedState(before line: Int) -> Hierarchy? {
        let statements = statements
        guard let index = statements.index(before: line) else { return nil }
        let current = statements.lines[index]
        let start = current.lastLine >= line ? current.firstLine : line
        if let hierarchy = lastHierarchy(of: prefix(before: start)) { return hierarchy }
        let group = statements.lines[statements.topLevelStatement(holding: index).lowerBound].firstLine
        return current.isIndented && group < start ? lastHierarchy(of: prefix(before: group)) : nil
    }

    private func lastHierarchy(of source: SourceFile) -> Hierarchy? {
        Self.simulating(source)?.document.flow?.frames.last?.hierarchy
    }

    /// A step, the one before it, and the lines above left out for their errors.
    typealias StepFrames = (before: Frame?, step: Frame, leftOut: [Int])

    /// The step the statement at `line` belongs to, and the one before it, as `navviz dump`
    /// sees them (hierarchy, facts, events and callbacks), and the lines above left out for
    /// their errors; nil when no step comes before the end of the statement.
    func frames(at line: Int) -> StepFrames? {
        let through = endOfStatement(at: line)
        return steps.value(for: through) { simulatedFrames(through: through) }
    }

    private func simulatedFrames(through: Int) -> StepFrames? {
        let simulated = simulatedFrames(through: through, keepingFrom: firstLineOfLastTwoSteps(through: through))
        return simulated.whole ? simulated.frames : simulatedFrames(through: through, keepingFrom: 1).frames
    }

    /// The frames keep their hierarchies from line `firstKept` on; `whole` is false when the
    /// step or the one before is above it: the lines left out for their errors moved the steps.
    private func simulatedFrames(through: Int, keepingFrom firstKept: Int) -> (frames: StepFrames?, whole: Bool) {
        var before: Frame?
        var step: Frame?
        guard
            let simulated = Self.simulating(
                prefix(before: through + 1), recording: .observed,
                observe: { frame in
                    before = step
                    step = frame
                    // A frame kept whole shares the simulator's hierarchy, which the next
                    // step then copies: most of the time of a long flow's first hover.
                    if frame.location.line < firstKept {
                        let shown = frame.hierarchy
                        step?.hierarchy = Hierarchy(iosVersion: shown.iosVersion, device: shown.device, orientation: shown.orientation)
                    }
                })
        else { return (nil, true) }
        let whole = [before, step].allSatisfy { ($0?.location.line ?? firstKept) >= firstKept }
        return (step.map { (before, $0, simulated.leftOut) }, whole)
    }

    /// The line of the step before the last one that ends by `through`, in the whole
    /// document's simulation (1 when it has errors or no step ends by then).
    private func firstLineOfLastTwoSteps(through: Int) -> Int {
        guard let frames = document.flow?.frames, let last = frames.lastIndex(where: { $0.location.line <= through })
        else { return 1 }
        return frames[max(0, last - 1)].location.line
    }
}
