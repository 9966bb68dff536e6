import NavLanguage

/// A flow's states as text, in the shape of UIKit's private `_printHierarchy`, so a
/// simulated state reads like the runtime dump and diffs well (golden tests, a git
/// `textconv` driver).
///
/// Each step is a header line, the tree, then getTopVC and what UIKit reported:
///
///     ## step 2 (line 9): VCN2 present VCM1 style: fullScreen
///     <UINavigationController: MainNavigationVC>, state: disappeared, view: <UILayoutContainerView> not in the window
///        | <UIViewController: VCN1>, state: disappeared, view: <UIView> not in the window
///        | <UIViewController: VCN2>, state: disappeared, view: <UIView> not in the window
///        + <UIViewController: VCM1>, state: appeared, view: <UIView>, presented with: fullScreen
///     getTopVC: VCM1
///
/// Names stand where UIKit prints addresses; VCs are written `<Class: name>` as in
/// UIKit's messages. Only what is in the window is listed, in pre-order: a VC, its
/// children one level deeper (`   | `), then the VC it really presents (`   + `).
public enum HierarchyDump {
    /// Every frame of `flow`, separated by blank lines.
    public static func text(of flow: Flow, callbacks: Bool = false) -> String {
        flow.frames.map { text(of: $0, callbacks: callbacks) }.joined(separator: "\n")
    }

    /// Simulates `parsed` and hands `write` each frame's text (frames after the first
    /// preceded by a blank line) as soon as its step is simulated, so that no frame is
    /// kept and memory grows only as `check`'s does; only frame `step` when given.
    /// Returns the flow as `.outcomes` records it.
    @discardableResult
    public static func write(
        _ parsed: ParseResult, source: SourceFile, callbacks: Bool = false, numbered: Bool = true,
        step: Int? = nil, to write: (String) -> Void
    ) -> Flow {
        FlowSimulator.run(parsed, source: source, recording: .observed) { frame in
            guard step == nil || step == frame.index else { return }
            write((step == nil && frame.index > 0 ? "\n" : "") + text(of: frame, callbacks: callbacks, numbered: numbered))
        }
    }

    /// One frame: its header, its tree, getTopVC and its events, each line ended by a
    /// newline; with `callbacks`, then the appearance callbacks of the step (R25–R30),
    /// one `> ` line each, in the order UIKit sends them.
    public static func text(of frame: Frame, callbacks: Bool = false, numbered: Bool = true) -> String {
        var lines = [header(of: frame, numbered: numbered)]
        lines += treeLines(of: frame.hierarchy)
        lines.append("getTopVC: \(frame.top ?? "nil")")
        lines += frame.events.map(line(for:))
        if callbacks { lines += frame.callbacks.map { "> " + $0 } }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The tree alone, as `_printHierarchy` prints it from the window root.
    public static func treeLines(of hierarchy: Hierarchy) -> [String] {
        guard let root = hierarchy.windowRoot else { return [] }
        var lines: [String] = []
        var visited: Set<String> = []
        func visit(_ name: String, depth: Int, marker: String) {
            guard visited.insert(name).inserted, let state = hierarchy[name] else { return }
            let indent = depth == 0 ? "" : String(repeating: "   | ", count: depth - 1) + marker
            lines.append(indent + description(of: state, in: hierarchy))
            for child in state.children { visit(child, depth: depth + 1, marker: "   | ") }
            if let presented = state.presented { visit(presented, depth: depth + 1, marker: "   + ") }
        }
        visit(root, depth: 0, marker: "")
        return lines
    }

    /// `## step N (line L): text` (or `## text`); a group's lines follow its caption in braces.
    static func header(of frame: Frame, numbered: Bool) -> String {
        let lines = frame.sourceText.split(separator: "\n").map(collapsingSpaces)
        var text = lines.first ?? ""
        if lines.count > 1 { text += " { " + lines.dropFirst().joined(separator: "; ") + " }" }
        return numbered ? "## step \(frame.index) (line \(frame.location.line)): \(text)" : "## \(text)"
    }

    /// The line with each run of blanks outside strings made one space, so aligning
    /// captions in the source does not show in the header.
    static func collapsingSpaces(_ line: Substring) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in line.trimmed {
            if !inString && (character == " " || character == "\t") {
                if result.last != " " { result.append(" ") }
                continue
            }
            if escaped { escaped = false } else if character == "\\" { escaped = inString } else if character == "\"" { inString.toggle() }
            result.append(character)
        }
        return result
    }

    static func description(of state: ViewControllerState, in hierarchy: Hierarchy) -> String {
        let visible = hierarchy.isVisible(state.name)
        var text = "\(state.messageName), state: \(visible ? "appeared" : "disappeared"), view: "
        if !state.viewLoaded {
            text += "(view not loaded)"
        } else {
            text += "<\(state.kind.viewClassName)>" + (visible ? "" : " not in the window")
        }
        if let presentation = state.presentation {
            text += ", presented with: \(presentation.style.rawValue)"
            if presentation.requestedStyle == .automatic { text += " (automatic)" }
            if presentation.origin == .entry { text += ", entry" }
        }
        if hierarchy.isInMoreList(state.name) { text += ", under More" }
        return text
    }

    static func line(for event: UIKitEvent) -> String {
        let rule = event.rule.map { " (\($0))" } ?? ""
        switch event.kind {
        case .exception(let name): return "! exception \(name)\(rule): \(event.message)"
        case .warning: return "! warning\(rule): \(event.message)"
        case .lint: return "! lint\(rule): \(event.message)"
        case .note: return "! note\(rule): \(event.message)"
        }
    }
}
