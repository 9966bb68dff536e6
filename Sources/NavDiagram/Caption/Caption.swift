import NavLanguage
import UIKitModel

/// The text block under a drawing: what the step did, where it is in the source, the
/// facts a reader needs (presenter, top VC) and what UIKit said.
public struct Caption: Sendable, Equatable {
    public enum LineKind: String, Sendable {
        case heading, source, fact, warning, exception, note, legend

        /// Drawn in bold: the heading, and what UIKit warned or raised.
        var isBold: Bool { self == .heading || self == .warning || self == .exception }
    }

    public struct Line: Sendable, Equatable {
        public var kind: LineKind
        public var text: String
    }

    public var lines: [Line]

    /// Lines longer than this wrap, so a caption never widens the drawing without bound.
    public static let wrapColumn = 96
    /// The most source lines a caption shows of one statement.
    static let sourceLineLimit = 12

    public init(lines: [Line]) {
        self.lines = lines.flatMap { line in Self.wrap(line.text, column: Self.wrapColumn).map { Line(kind: line.kind, text: $0) } }
    }

    /// The caption of frame `frame` of a flow with `total` frames.
    public init(frame: Frame, total: Int) {
        var lines: [Line] = []
        let heading = frame.index == 0 ? "Initial state" : "Step \(frame.index) of \(total - 1)"
        // Frame 0's caption is "initial state" unless the root line gives one: said once.
        let sameAsHeading = frame.caption.lowercased() == heading.lowercased()
        lines.append(Line(kind: .heading, text: sameAsHeading ? heading : "\(heading) — \(frame.caption)"))
        let sourceLines = frame.sourceText.split(separator: "\n", omittingEmptySubsequences: false)
        // A statement over many lines (a long root list) shows its start and says how much more there is.
        let shown = sourceLines.count > Self.sourceLineLimit ? Self.sourceLineLimit - 1 : sourceLines.count
        for (offset, text) in sourceLines.prefix(shown).enumerated() {
            lines.append(Line(kind: .source, text: offset == 0 ? "line \(frame.location.line): \(text)" : "    \(text.trimmed)"))
        }
        if shown < sourceLines.count {
            lines.append(Line(kind: .source, text: "    … \(Quantity.of(sourceLines.count - shown, "more line"))"))
        }
        if let code = frame.codeReference { lines.append(Line(kind: .source, text: "in the app: \(code.text)")) }
        for event in frame.events {
            switch event.kind {
            case .exception(let name): lines.append(Line(kind: .exception, text: "✖ \(name): \(event.message)"))
            case .warning: lines.append(Line(kind: .warning, text: "⚠ \(event.message)"))
            case .lint: lines.append(Line(kind: .note, text: "⚠ navviz lint: \(event.message)"))
            case .note: lines.append(Line(kind: .note, text: "ℹ \(event.message)"))
            }
        }
        lines += frame.facts.map { Line(kind: .fact, text: $0.text) }
        self.init(lines: lines)
    }

    /// The legend above the flow map, in `style`: only the entries for what `map` draws
    /// (a map shows no frame markers); nil for `.none`.
    public static func legend(for map: FlowMap, frameCount: Int, style: LegendStyle) -> Caption? {
        let steps = frameCount - 1
        let stepCount = Quantity.of(steps, "step")
        var entries: [(full: String, compact: String)] = []
        if map.edges.contains(where: { $0.kind == .navigation }) {
            entries.append(("solid blue arrow: navigation stack, in push order · blue box: in a navigation stack", "blue: navigation stack"))
        }
        if map.edges.contains(where: { $0.kind == .modal }) {
            entries.append(
                (
                    "dashed green arrow: modal presentation, labelled with its style · green box: presented",
                    "dashed green: presented, with its style"
                ))
        }
        if map.edges.contains(where: { $0.kind == .entry }) {
            entries.append(
                (
                    "teal arrow from \"entry\" · box with cut corners, ⇥ entry: a screen shown by code the flow does not trace, no presenter drawn",
                    "⇥ entry: shown by untraced code"
                ))
        }
        let attachments = map.attachments.values.joined()
        if attachments.contains(where: \.isAlert) {
            entries.append(
                (
                    "⚠ badge: the alerts and action sheets a box presents, counted (named in its tooltip and steps)",
                    "⚠ badge: alerts"
                ))
        }
        if attachments.contains(where: { !$0.isAlert }) {
            entries.append(
                (
                    "dashed chip: a system view controller a box presents (share sheet, Safari, mail, a picker)",
                    "dashed chip: system sheet"
                ))
        }
        let containers = Set(map.clusters.filter { $0.slot == nil }.map(\.kind))
        // A container's border: the compact legend's "blue" already names a navigation stack.
        let borders: [(full: String, compact: String?)] = [
            containers.contains(.navigationController) ? ("blue navigation controller", nil) : nil,
            containers.contains(.tabBarController) ? ("purple tab bar controller", "purple: tab bar") : nil,
            containers.contains(.splitViewController) ? ("grey split view controller", "grey border: split view") : nil,
        ].compactMap { $0 }
        if !borders.isEmpty {
            entries.append(
                ("borders: \(borders.map(\.full).joined(separator: ", "))", borders.compactMap(\.compact).joined(separator: " · ")))
        }
        if containers.contains(.viewController) {
            entries.append(("grey box: a view controller and its child view controllers (addChild)", "grey box: children"))
        }
        if map.edges.contains(where: { $0.kind == .containment }) {
            entries.append(("grey line: a container to its tabs, columns or children", ""))
        }
        let slots = Set(map.clusters.compactMap(\.slot))
        if !slots.isEmpty {
            let places = [slots.contains(.tab) ? "a tab" : nil, slots.contains(.column) ? "a split view column" : nil].compactMap { $0 }
            entries.append(("dashed box: \(places.joined(separator: " or ")), with what fills it", "dashed box: \(places.joined(separator: " or "))"))
        }
        if map.edges.contains(where: { $0.kind == .subview }) {
            entries.append(("dotted grey arrow: a view added with addSubview, without addChild", "dotted: addSubview"))
        }
        switch style {
        case .none:
            return nil
        case .compact:
            let compact = entries.map(\.compact).filter { !$0.isEmpty }
            return Caption(lines: [Line(kind: .legend, text: (["Flow map, \(stepCount)"] + compact).joined(separator: " · "))])
        case .full:
            return Caption(
                lines: [Line(kind: .heading, text: "Flow map: every view controller and link of the flow's \(stepCount)")]
                    + entries.map { Line(kind: .legend, text: $0.full) })
        }
    }

    /// `text` cut at spaces into lines of at most `wrapColumn` characters; the lines
    /// after the first are indented, and a longer word is cut where it must be.
    static func wrap(_ text: String, column wrapColumn: Int) -> [String] {
        guard text.count > wrapColumn else { return [text] }
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !current.isEmpty && current.count + 1 + word.count > wrapColumn {
                result.append(current)
                current = "    "
            }
            if word.count > wrapColumn {
                var rest = Substring(word)
                while rest.count > wrapColumn {
                    result.append(current + rest.prefix(wrapColumn))
                    current = "    "
                    rest = rest.dropFirst(wrapColumn)
                }
                current += rest
            } else {
                current += (current.isEmpty || current == "    " ? "" : " ") + word
            }
        }
        if !current.trimmed.isEmpty { result.append(current) }
        return result
    }

    /// An upper estimate of the caption's width in points at `fontSize`, each line in its
    /// own weight.
    func estimatedWidth(fontSize: Double) -> Double {
        lines.map { Self.estimatedWidth(of: $0.text, fontSize: fontSize, bold: $0.kind.isBold) }.max() ?? 0
    }

    /// Wide (CJK, emoji) characters count a full em, others about 0.6 em, or the font's own
    /// widths where they are wider (capitals, bold), with the few percent Graphviz's text
    /// layout adds to them: a bold heading of class names overflowed the room Graphviz draws
    /// a PNG's caption in, and Graphviz said "table size too small for content".
    static func estimatedWidth(of text: String, fontSize: Double, bold: Bool) -> Double {
        max(roughWidth(of: text, fontSize: fontSize), TextWidth.of(text, fontSize: fontSize, bold: bold) * 1.04)
    }

    static func roughWidth(of text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0.0) { width, scalar in
            width + (scalar.value >= 0x1100 ? fontSize : fontSize * 0.6)
        }
    }
}
