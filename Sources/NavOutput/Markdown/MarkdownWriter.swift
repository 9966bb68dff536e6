import NavLanguage

/// `flow.md`: a page for docs with every frame's PNG, caption, source line, facts and
/// what UIKit said. Text from the `.nav` file is escaped; source lines are code.
struct MarkdownWriter: OutputWriter {
    static let fileName = "flow.md"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        let manifest = Manifest(flow)
        var page: [String] = []
        page.append("# " + MarkdownEscaping.inline(manifest.title ?? "Flow of \(manifest.source)"))
        var intro =
            "\(Quantity.of(manifest.frames.count, "frame")) of \(MarkdownEscaping.inline(manifest.source)) (iOS \(manifest.iosVersion)), drawn by navviz."
        if manifest.files.contains(FlipbookHTMLWriter.fileName) { intro += " Step through them in the [flipbook](\(FlipbookHTMLWriter.fileName))." }
        page.append(intro)
        if manifest.files.contains(AnimatedSVGWriter.fileName) { page.append("![The flow, animated](\(AnimatedSVGWriter.fileName))") }
        for frame in manifest.frames {
            let expectations = manifest.expectations.filter { $0.frame == frame.index }
            page.append(section(frame, expectations: expectations))
        }
        return [OutputFile(Self.fileName, text: page.joined(separator: "\n\n") + "\n")]
    }

    private func section(_ frame: Manifest.Frame, expectations: [Manifest.Expectation]) -> String {
        let caption = MarkdownEscaping.inline(frame.caption)
        let sameAsLabel = frame.caption.lowercased() == frame.label.lowercased()
        var parts = ["## " + MarkdownEscaping.inline(frame.label) + (sameAsLabel ? "" : ": " + caption)]
        if let png = frame.files["png"] {
            parts.append("![\(MarkdownEscaping.inline(frame.label)): \(caption)](\(png))")
        }
        let code = frame.code.map { code in
            let name = MarkdownEscaping.inline("\(code.path):\(code.line)")
            return " (in the app: " + (code.url.map { "[\(name)](\(MarkdownEscaping.linkDestination($0)))" } ?? name) + ")"
        }
        parts.append("Line \(frame.source.line)\(code ?? ""):\n\n" + MarkdownEscaping.codeBlock(frame.source.text, language: "nav"))
        for event in frame.events {
            let title: String
            switch event.kind {
            case "exception": title = "✖ " + MarkdownEscaping.inline(event.exception ?? "Exception")
            case "warning": title = "⚠ UIKit warning"
            case "lint": title = "⚠ navviz lint"
            default: title = "ℹ Note"
            }
            parts.append("> **\(title):** \(MarkdownEscaping.inline(event.message))")
        }
        var items = frame.facts.map { "- " + MarkdownEscaping.inline($0.text) }
        items += expectations.map { expectation in
            let outcome = expectation.passed ? "✓ passed" : "✗ FAILED, actual: " + MarkdownEscaping.inline(expectation.actual)
            return "- " + MarkdownEscaping.inline(expectation.assertion) + " — " + outcome
        }
        if !items.isEmpty { parts.append(items.joined(separator: "\n")) }
        return parts.joined(separator: "\n\n")
    }
}
