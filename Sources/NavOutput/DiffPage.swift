import NavDiff
import NavLanguage
import UIKitModel

/// `index.html` of `navviz diff -o DIR`: OLD and NEW frames side by side for every
/// aligned pair of steps that differs, unchanged runs collapsed to one line, with the
/// flipbook's keys (← → Home End) and `#step=N` links (N counts the aligned rows).
/// Only differing rows carry drawings, so a review page stays small. OLD and NEW
/// frames share one scale, never below three quarters of Graphviz's size. Its style and
/// script are Web/diff.css, diff-dark.css and diff.js.
struct DiffPage {
    struct Side {
        var flow: Flow
        var name: String
        /// Frame index → its SVG, for the frames shown.
        var svgs: [Int: String]
    }

    var old: Side
    var new: Side
    var alignment: [AlignedStep]
    var report: DiffReport
    var theme: Theme = .light

    /// Whether a row shows drawings: its text changed, or the same step led to a different state.
    static func differs(_ row: AlignedStep, old: Flow, new: Flow) -> Bool {
        guard case .unchanged(let o, let n) = row else { return true }
        return old.frames[o].hierarchy != new.frames[n].hierarchy || old.frames[o].events != new.frames[n].events
    }

    var html: String {
        var rows: [String] = []
        var quiet: [AlignedStep] = []
        func flushQuiet() {
            guard !quiet.isEmpty else { return }
            let steps = quiet.compactMap { $0.new.map { new.flow.frames[$0].caption } }.map { "<li>\(HTMLEscaping.text($0))</li>" }
            rows.append("<details class=\"same\"><summary>\(Quantity.of(quiet.count, "unchanged step"))</summary><ul>\(steps.joined())</ul></details>")
            quiet = []
        }
        for (number, row) in alignment.enumerated() {
            guard Self.differs(row, old: old.flow, new: new.flow) else { quiet.append(row); continue }
            flushQuiet()
            let kind: String
            switch row {
            case .added: kind = "added"
            case .removed: kind = "removed"
            case .changed: kind = "changed"
            case .unchanged: kind = "same step, different state"
            }
            rows.append("""
            <section class="row \(kind.split(separator: " ").first!)" id="step-\(number)" data-step="\(number)">
            <h2><span class="badge">\(kind)</span> \(HTMLEscaping.text(title(of: row)))</h2>
            <div class="pair">\(pair(row))</div>
            </section>
            """)
        }
        flushQuiet()
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>navviz diff: \(HTMLEscaping.text(old.name)) → \(HTMLEscaping.text(new.name))</title>
        <style>
        \(WebAssets.diffCSS)\(themeStyle)
        </style></head><body>
        <header><h1>navviz diff: \(HTMLEscaping.text(old.name)) → \(HTMLEscaping.text(new.name))</h1>
        \(DiffSummaryHTML.html(report))
        <p>← → move between changed steps · Home End · links: <code>#step=N</code></p></header>
        <main>
        \(rows.joined(separator: "\n"))
        </main>
        <script>
        \(WebAssets.diffJS)
        </script>
        </body></html>

        """
    }

    /// The page's dark colours, as its theme wants them.
    private var themeStyle: String {
        theme.pageStyle(darkPage: WebAssets.diffDarkCSS)
    }

    private func title(of row: AlignedStep) -> String {
        let oldText = row.old.map { "line \(old.flow.frames[$0].location.line): \(old.flow.frames[$0].caption)" }
        let newText = row.new.map { "line \(new.flow.frames[$0].location.line): \(new.flow.frames[$0].caption)" }
        if let oldText, let newText, oldText != newText { return "\(oldText)  →  \(newText)" }
        return newText ?? oldText ?? ""
    }

    /// OLD and NEW at one scale: each frame's width is its share of the wider one, so
    /// the wider fills its column, and neither goes below `minimumScale` of its own size
    /// (the column then scrolls).
    private func pair(_ row: AlignedStep) -> String {
        let svgs = (row.old.flatMap { old.svgs[$0] }, row.new.flatMap { new.svgs[$0] })
        let widest = [svgs.0, svgs.1].compactMap { $0.flatMap(Self.width(of:)) }.max() ?? 1
        func cell(_ svg: String?, _ index: Int?, label: String) -> String {
            guard let index, let svg else {
                return "<div class=\"side\"><h3>\(label)</h3><div class=\"none\">— not in \(label) —</div></div>"
            }
            let width = Self.width(of: svg) ?? widest
            let style = String(format: "width:%.2f%%;min-width:%.0fpt", width / widest * 100, width * Self.minimumScale)
            // The frame's own caption (source line, facts, warnings) is part of the drawing.
            return "<div class=\"side\"><h3>\(label) · step \(index)</h3><div style=\"\(style)\">\(Self.inlineSVG(svg))</div></div>"
        }
        return cell(svgs.0, row.old, label: "OLD") + cell(svgs.1, row.new, label: "NEW")
    }

    /// The smallest scale a frame is drawn at: its text stays readable.
    static let minimumScale = 0.75

    /// The width Graphviz gave an SVG, in points.
    static func width(of svg: String) -> Double? {
        guard let start = svg.range(of: "<svg"), let attribute = svg[start.upperBound...].range(of: "width=\"") else { return nil }
        return Double(svg[attribute.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    /// Graphviz's SVG without its XML prologue and doctype, to sit inside HTML.
    static func inlineSVG(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }

    /// The frames of `flow` that `rows` shows on one side.
    static func shownFrames(_ rows: [AlignedStep], side: KeyPath<AlignedStep, Int?>, old: Flow, new: Flow) -> [Int] {
        rows.filter { differs($0, old: old, new: new) }.compactMap { $0[keyPath: side] }
    }
}
