import Foundation
import NavDiff
import NavLanguage
import UIKitModel

/// `index.html` of `navviz diff -o DIR`, led by its picture: the diff map, then a compact
/// table of the steps that differ, each row opening on OLD and NEW frames side by side
/// (unchanged runs collapsed to one line), then the rest of the summary. The flipbook's
/// keys (← → Home End) move between rows and `#step=N` links open one (N counts the
/// aligned rows). Only differing rows carry drawings, so a review page stays small.
/// Its style and script are Web/diff.css, diff-dark.css and diff.js.
struct DiffPage {
    struct Side {
        var flow: Flow
        var name: String
        /// Frame index → its SVG, for the frames shown.
        var svgs: [Int: String]
    }

    var old: Side
    var new: Side
    var diff: FlowDiff
    var report: DiffReport
    /// The diff map's SVG as drawn in the page's palette (the page's own CSS switches an
    /// `auto` page's drawings, the map's too).
    var map: String
    var theme: Theme = .light

    var html: String {
        var rows: [String] = []
        var quiet: [AlignedStep] = []
        func flushQuiet() {
            guard !quiet.isEmpty else { return }
            let steps = quiet.compactMap { $0.new.map { new.flow.frames[$0].caption } }.map { "<li>\(HTMLEscaping.text($0))</li>" }
            rows.append(
                "<details class=\"unchanged\"><summary>\(Quantity.of(quiet.count, "unchanged step"))</summary><ul>\(steps.joined())</ul></details>")
            quiet = []
        }
        for (number, row) in diff.alignment.enumerated() {
            guard diff.differs(row, old: old.flow, new: new.flow) else { quiet.append(row); continue }
            flushQuiet()
            let (kind, mark) = Self.kind(of: row)
            rows.append(
                """
                <details class="row \(kind)" id="step-\(number)" data-step="\(number)">
                <summary><span class="mark">\(mark)</span>\(cell(row.old, in: old.flow))\(cell(row.new, in: new.flow))</summary>
                <div class="pair">\(pair(row))</div>
                </details>
                """)
        }
        flushQuiet()
        let title = "navviz diff: \(HTMLEscaping.text(old.name)) → \(HTMLEscaping.text(new.name))"
        let counts = [
            report.renames.isEmpty ? nil : Quantity.of(report.renames.count, "view controller") + " renamed",
            report.stepCounts.isEmpty ? nil : "steps: " + report.stepCounts,
        ].compactMap { $0 }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            \(WebAssets.diffCSS)\(themeStyle)
            </style></head><body>
            <header><h1>\(title)</h1>
            <p class="counts">\(report.equal ? "The flows are equal." : HTMLEscaping.text(counts.joined(separator: " · ")))</p></header>
            <main>
            <figure class="map">\(Self.inlineSVG(map))
            <figcaption>The diff map (<a href="diff-map.svg">diff-map.svg</a>): both versions' flow maps on one drawing.</figcaption></figure>
            <section class="steps">
            <h2>Steps that differ</h2>
            <p class="keys">Open a row for OLD and NEW side by side · ← → move between rows · Home End · links: <code>#step=N</code></p>
            <div class="table">
            <div class="head"><span></span><span>old</span><span>new</span></div>
            \(rows.joined(separator: "\n"))
            </div>
            </section>
            <section class="summary">
            \(DiffSummaryHTML.html(report))
            </section>
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

    /// The row's class and its plain mark (no emoji: every font has these).
    private static func kind(of row: AlignedStep) -> (kind: String, mark: String) {
        switch row {
        case .added: return ("added", DiffReport.mark(.added) + " added")
        case .removed: return ("removed", DiffReport.mark(.removed) + " removed")
        case .changed: return ("changed", DiffReport.mark(.changed) + " changed")
        case .unchanged: return ("same", "≈ same step, different state")
        }
    }

    /// One side of a row's summary: the step's line and source text.
    private func cell(_ index: Int?, in flow: Flow) -> String {
        guard let index else { return "<span class=\"side-text\"></span>" }
        let frame = flow.frames[index]
        return
            "<span class=\"side-text\">\(HTMLEscaping.text(FlowDiff.place(line: frame.location.line, code: frame.codeReference))): <code>\(HTMLEscaping.text(StepAlignment.normalized(frame.sourceText)))</code></span>"
    }

    /// OLD and NEW at one scale: each frame's width is its share of the wider one, so the
    /// wider fills its column and the page never scrolls sideways.
    private func pair(_ row: AlignedStep) -> String {
        let svgs = (row.old.flatMap { old.svgs[$0] }, row.new.flatMap { new.svgs[$0] })
        let widest = [svgs.0, svgs.1].compactMap { $0.flatMap(Self.width(of:)) }.max() ?? 1
        func side(_ svg: String?, _ index: Int?, label: String) -> String {
            guard let index, let svg else {
                return "<div class=\"side\"><h3>\(label)</h3><div class=\"none\">— not in \(label) —</div></div>"
            }
            let width = Self.width(of: svg) ?? widest
            // The frame's own caption (source line, facts, warnings) is part of the drawing.
            return
                "<div class=\"side\"><h3>\(label) · step \(index)</h3><div style=\"width:\(Self.percent(width / widest))\">\(Self.inlineSVG(svg))</div></div>"
        }
        return side(svgs.0, row.old, label: "OLD") + side(svgs.1, row.new, label: "NEW")
    }

    /// `57.25%`: a share written with two decimals, the same in every locale.
    private static func percent(_ share: Double) -> String {
        String(format: "%.2f%%", locale: Locale(identifier: "en_US_POSIX"), share * 100)
    }

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
}
