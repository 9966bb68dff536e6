import NavLanguage
import UIKitModel

/// What a hover shows. On a name: its class, where it was made and where it is after the
/// step. On an operation: what UIKit does, with its rules, then the step. On a style,
/// option, property or keyword: its line of UIKit. Anywhere else on a step: the step,
/// as `navviz dump` prints it before and after, with what UIKit decided.
enum HoverProvider {
    static func hover(at position: LSP.Position, in analysis: DocumentAnalysis) -> LSP.Hover? {
        let location = analysis.lines.location(position)
        if let mention = analysis.mention(at: location) {
            return LSP.Hover(
                contents: LSP.MarkupContent(value: nameText(mention.name, at: location.line, in: analysis)), range: analysis.range(of: mention))
        }
        let token = analysis.statements.token(at: location)
        var sections: [String] = []
        var showsStep = true
        if let token, let help = help(for: token, at: location, in: analysis) {
            sections.append("**`\(token.word ?? "")`**: " + help.help.markdown)
            showsStep = help.isOperation
        }
        if showsStep, let frames = analysis.frames(at: location.line) {
            sections.append(stepText(frames.step, before: frames.before, leftOut: frames.leftOut))
        }
        guard !sections.isEmpty else { return nil }
        return LSP.Hover(
            contents: LSP.MarkupContent(value: sections.joined(separator: "\n\n")),
            range: token.map { analysis.lines.range($0.location, length: $0.length) })
    }

    /// The line of UIKit for the word `token` is, as its place on the line reads it.
    private static func help(for token: Token, at location: SourceLocation, in analysis: DocumentAnalysis) -> (help: UIKitHelp, isOperation: Bool)? {
        guard let word = token.word, let index = analysis.statements.index(spanning: location.line) else { return nil }
        let tokens = analysis.statements.lines[index].tokens
        let position = tokens.firstIndex(of: token) ?? 0
        let previous = position > 0 ? tokens[position - 1].kind : nil
        let next = position + 1 < tokens.count ? tokens[position + 1].kind : nil
        let startsWith = tokens.first?.word
        if previous == .dot {
            if let help = UIKitHelp.actorProperties[ActorProperty(spelling: word)?.rawValue ?? word] { return (help, false) }
            if let help = UIKitHelp.properties[word] ?? UIKitHelp.expectForms[word] { return (help, false) }
        }
        if next == .colon, let help = UIKitHelp.options[word] { return (help, false) }
        if startsWith == "expect", position == 1 || position == 2 && tokens[1].word == "no", let help = UIKitHelp.expectForms[word] {
            return (help, false)
        }
        if let help = UIKitHelp.operations[word], position > 0 { return (help, true) }
        if let help = UIKitHelp.styles[word] { return (help, false) }
        if let help = UIKitHelp.keywords[word] { return (help, false) }
        return nil
    }

    /// A step: its header, what UIKit decided, and the dump of the hierarchy before and after.
    static func stepText(_ step: Frame, before: Frame?, leftOut: [Int]) -> String {
        var lines = ["**step \(step.index)** (line \(step.location.line)): \(step.caption)"]
        if !leftOut.isEmpty {
            lines.append(
                "_simulated without line\(leftOut.count == 1 ? "" : "s") \(leftOut.map(String.init).joined(separator: ", ")), which ha\(leftOut.count == 1 ? "s" : "ve") errors_"
            )
        }
        for fact in step.facts {
            lines.append("- \(fact.text)" + (fact.rules.isEmpty ? "" : " (\(fact.rules.joined(separator: ", ")))"))
        }
        if let before {
            lines += ["", "before:", "```text", HierarchyDump.text(of: before).trimmingTrailingNewlines, "```"]
        }
        lines += ["", "after (`navviz dump --callbacks`):", "```text", HierarchyDump.text(of: step, callbacks: true).trimmingTrailingNewlines, "```"]
        return lines.joined(separator: "\n")
    }

    /// A name: its class, the line that made it, and where it is after the cursor's step.
    static func nameText(_ name: String, at line: Int, in analysis: DocumentAnalysis) -> String {
        var lines: [String] = []
        if let declaration = analysis.declaration(of: name) {
            let kind = ViewControllerKind(declaration.kind).uikitClassName
            lines.append("**`\(name)`**: `\(declaration.className.map { "\($0)` (a `\(kind)`)" } ?? kind + "`")")
            lines.append("made on line \(declaration.location.line): `\(analysis.source.title(ofStatementAt: declaration.location.line))`")
        }
        if let step = analysis.frames(at: line)?.step {
            lines.append("after step \(step.index) (line \(step.location.line)): " + place(of: name, in: step.hierarchy))
        }
        return lines.joined(separator: "\n\n")
    }

    /// Where a view controller is in a hierarchy, in words: its container, its
    /// presentations, and whether it is on screen.
    static func place(of name: String, in hierarchy: Hierarchy) -> String {
        guard let state = hierarchy[name] else { return "not made yet" }
        var parts: [String] = []
        if hierarchy.windowRoot == name { parts.append("the window's root") }
        if let parent = state.parent, let container = hierarchy[parent] {
            let siblings = hierarchy.children(of: parent)
            let place = (siblings.firstIndex(of: name) ?? 0) + 1
            switch container.kind {
            case .navigationController: parts.append("in `\(parent)`'s stack (\(place) of \(siblings.count))")
            case .tabBarController: parts.append("tab \(place - 1) of `\(parent)`")
            case .splitViewController: parts.append("column \(place) of `\(parent)`")
            default: parts.append("a child of `\(parent)`")
            }
        }
        if let presentation = state.presentation {
            parts.append("presented by `\(presentation.presenter)` (\(presentation.style.rawValue))")
        }
        if let presented = state.presented { parts.append("presents `\(presented)`") }
        if let host = state.hostView { parts.append("its view added to `\(host)`'s") }
        if parts.isEmpty { parts.append("in no container, not presented") }
        let screen = hierarchy.isVisible(name) ? "on screen" : hierarchy.isInWindow(name) ? "in the window, not on screen" : "not in the window"
        return parts.joined(separator: "; ") + "; " + screen
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
