import NavDiff
import UIKitModel

/// `index.html` of `navviz diff -o DIR`: OLD and NEW frames side by side for every
/// aligned pair of steps that differs, unchanged runs collapsed to one line, with the
/// flipbook's keys (← → Home End) and `#step=N` links (N counts the aligned rows).
/// Only differing rows carry drawings, so a review page stays small. OLD and NEW
/// frames share one scale, never below three quarters of Graphviz's size.
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
            rows.append("<details class=\"same\"><summary>\(quiet.count) unchanged step\(quiet.count == 1 ? "" : "s")</summary><ul>\(steps.joined())</ul></details>")
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
        body { margin: 0; font: 15px/1.45 system-ui, Helvetica, Arial, sans-serif; color: #1f2328; background: #f3f5f7; }
        header { padding: 14px 24px; background: #fff; border-bottom: 1px solid #d1d9e0; }
        header h1 { margin: 0 0 6px; font-size: 19px; }
        header h2 { margin: 10px 0 4px; font-size: 15px; } header h2 small { font-weight: normal; color: #59636e; }
        header ul { margin: 0; padding-left: 20px; } header code { font: 12.5px ui-monospace, Menlo, monospace; }
        table.steps { border-collapse: collapse; font-size: 13px; } table.steps td, table.steps th { border: 1px solid #d1d9e0; padding: 2px 8px; text-align: left; }
        main { padding: 16px 24px; }
        .row { background: #fff; border: 1px solid #d1d9e0; border-radius: 10px; padding: 12px; margin-bottom: 16px; }
        .row.current { outline: 3px solid #1c64d9; }
        .row h2 { margin: 0 0 8px; font-size: 16px; }
        .badge { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #fff4dc; color: #7a4a00; }
        .added .badge { background: #e6f4ea; color: #1e6b34; } .removed .badge { background: #fdecec; color: #8a1c1c; }
        .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
        .side h3 { margin: 0 0 4px; font-size: 12px; color: #59636e; letter-spacing: .04em; }
        .side { overflow-x: auto; }
        /* Each frame's box is sized by DiffPage.pair: OLD and NEW at one scale. */
        .side svg { display: block; width: 100%; height: auto; }
        .side .none { color: #59636e; font-style: italic; padding: 24px 0; }
        details.same { margin: 0 0 16px; color: #59636e; }\(themeStyle)
        </style></head><body>
        <header><h1>navviz diff: \(HTMLEscaping.text(old.name)) → \(HTMLEscaping.text(new.name))</h1>
        \(DiffSummaryHTML.html(report))
        <p>← → move between changed steps · Home End · links: <code>#step=N</code></p></header>
        <main>
        \(rows.joined(separator: "\n"))
        </main>
        <script>
        const rows = [...document.querySelectorAll('.row')];
        let current = 0;
        function show(index, scroll) {
          if (!rows.length) return;
          current = Math.max(0, Math.min(rows.length - 1, index));
          rows.forEach((row, i) => row.classList.toggle('current', i === current));
          history.replaceState(null, '', '#step=' + rows[current].dataset.step);
          if (scroll) rows[current].scrollIntoView({ block: 'start' });
        }
        function fromHash() {
          const match = /step=(\\d+)/.exec(location.hash);
          const wanted = match ? rows.findIndex(row => Number(row.dataset.step) >= Number(match[1])) : 0;
          show(wanted < 0 ? rows.length - 1 : wanted, !!match);
        }
        document.addEventListener('keydown', event => {
          const moves = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: rows.length - 1 };
          if (event.key in moves) { event.preventDefault(); show(moves[event.key], true); }
        });
        window.addEventListener('hashchange', fromHash);
        fromHash();
        </script>
        </body></html>

        """
    }

    /// The page's dark colours, as its theme wants them.
    private var themeStyle: String {
        theme.pageStyle(darkPage: Self.darkStyle)
    }

    private static let darkStyle = """
        body { color: #e6edf3; background: #010409; color-scheme: dark; }
        header, .row { background: #0d1117; border-color: #30363d; }
        .side h3, .side .none, details.same { color: #9198a1; }
        .badge { background: #2e2210; color: #f0c27a; }
        .added .badge { background: #12301b; color: #7ee093; } .removed .badge { background: #3a1618; color: #ffa198; }
        """

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
