import NavLanguage

/// The document's outline (its steps, `step` groups with their lines) and its folds
/// (groups, and lists written over several lines).
enum Outline {
    static func symbols(in analysis: DocumentAnalysis) -> [LSP.DocumentSymbol] {
        let statements = analysis.statements
        var step = 0
        var symbols: [LSP.DocumentSymbol] = []
        for statement in analysis.parsed.syntax.statements {
            let line = statement.location.line
            guard let index = statements.index(spanning: line) else { continue }
            let span = statements.topLevelStatement(holding: index)
            let range = analysis.lines.range(lines: line, through: statements.lines[span.upperBound].lastLine)
            let title = analysis.source.title(ofStatementAt: line)
            /// A captioned step is named by its caption, its code beside.
            func symbol(_ name: String, caption: String? = nil, kind: Int, children: [LSP.DocumentSymbol]? = nil) -> LSP.DocumentSymbol {
                LSP.DocumentSymbol(
                    name: caption ?? name, detail: "step \(step)" + (caption == nil ? "" : ": \(name)"), kind: kind, range: range,
                    selectionRange: analysis.lines.range(lines: line, through: line), children: children)
            }
            switch statement.kind {
            case .root(_, let caption):
                symbols.append(symbol(title, caption: caption, kind: 2))
            case .action(let action):
                symbols.append(symbol(title, caption: action.caption, kind: 12))
            case .group(let caption, let actions):
                let members = actions.map { action in
                    let memberLine = action.location.line
                    let lastLine = statements.index(spanning: memberLine).map { statements.lines[$0].lastLine } ?? memberLine
                    return LSP.DocumentSymbol(
                        name: analysis.source.title(ofStatementAt: memberLine), kind: 24,
                        range: analysis.lines.range(lines: memberLine, through: lastLine),
                        selectionRange: analysis.lines.range(lines: memberLine, through: memberLine))
                }
                symbols.append(symbol("step \"\(caption)\"", kind: 3, children: members))
            case .rotate:
                symbols.append(symbol(title, kind: 12))
            case .title, .ios, .device, .set, .expect:
                continue
            }
            step += 1
        }
        return symbols
    }

    static func foldingRanges(in analysis: DocumentAnalysis) -> [LSP.FoldingRange] {
        let statements = analysis.statements
        var ranges: [LSP.FoldingRange] = []
        for (index, line) in statements.lines.enumerated() {
            if line.lastLine > line.firstLine {
                ranges.append(LSP.FoldingRange(startLine: line.firstLine - 1, endLine: line.lastLine - 1, kind: "region"))
            }
            guard !line.isIndented, line.tokens.first?.kind == .keyword(.step) else { continue }
            let span = statements.topLevelStatement(holding: index)
            let last = statements.lines[span.upperBound].lastLine
            if last > line.firstLine { ranges.append(LSP.FoldingRange(startLine: line.firstLine - 1, endLine: last - 1, kind: "region")) }
        }
        return ranges
    }
}
