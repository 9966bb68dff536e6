import NavDiff

/// The review summary of `navviz diff -o DIR` as HTML for the page's header: the same
/// content as the Markdown comment (step table, presenters, behaviour and visibility, final
/// state, new warnings), every string from the flows escaped.
enum DiffSummaryHTML {
    static func html(_ report: DiffReport) -> String {
        guard !report.equal else { return "<p class=\"equal\">The flows are equal.</p>" }
        var parts: [String] = []
        if !report.steps.isEmpty {
            var rows = ["<tr><th></th><th>old</th><th>new</th></tr>"]
            for step in report.steps {
                let mark = step.kind == .added ? "➕ added" : step.kind == .removed ? "➖ removed" : "✏️ changed"
                rows.append("<tr class=\"\(step.kind.rawValue)\"><td>\(mark)</td><td>\(cell(step.oldLine, step.oldText))</td><td>\(cell(step.newLine, step.newText))</td></tr>")
            }
            parts.append("<h2>Steps <small>(\(text(report.stepCounts)))</small></h2><table class=\"steps\">\(rows.joined())</table>")
        }
        if !report.presenters.isEmpty {
            parts.append(section("Presenters that changed", report.presenters.map {
                "\(code($0.presented)).presentingViewController: \(names($0.oldPresenters)) → \(names($0.newPresenters))"
            }))
        }
        if !report.behaviour.isEmpty {
            parts.append(section("Behaviour and visibility", report.behaviour.map {
                "line \($0.newLine) \(code($0.step)): \(text(DiffReport.describe($0)))"
            }))
        }
        if !report.finalState.isEmpty {
            parts.append(section("Final state", report.finalState.map { "\(code($0.property)): \(code($0.old)) → \(code($0.new))" }))
        }
        if !report.newWarnings.isEmpty {
            parts.append(section("New UIKit warnings", report.newWarnings.map { "⚠️ " + text($0) }))
        }
        return parts.joined(separator: "\n")
    }

    private static func section(_ title: String, _ items: [String]) -> String {
        "<h2>\(title)</h2><ul>" + items.map { "<li>\($0)</li>" }.joined() + "</ul>"
    }

    private static func cell(_ line: Int?, _ value: String?) -> String {
        guard let line, let value else { return "" }
        return "line \(line): \(code(value))"
    }

    private static func names(_ list: [String]) -> String {
        list.map(code).joined(separator: ", ")
    }

    private static func code(_ value: String) -> String { "<code>\(text(value))</code>" }

    private static func text(_ value: String) -> String { HTMLEscaping.text(value) }
}
