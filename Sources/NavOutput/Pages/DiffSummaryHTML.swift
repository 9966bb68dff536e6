import NavDiff

/// The review summary of `navviz diff -o DIR` as HTML, under the page's table of steps:
/// the rest of the Markdown comment (renames, presenters, behaviour and visibility,
/// expectations whose result changed, final state, new warnings), every string from the
/// flows escaped.
enum DiffSummaryHTML {
    static func html(_ report: DiffReport) -> String {
        var parts: [String] = []
        if !report.renames.isEmpty {
            parts.append(section("Renamed", report.renames.map { "\(code($0.old)) → \(code($0.new))" }))
        }
        if !report.presenters.isEmpty {
            parts.append(
                section(
                    "Presenters that changed",
                    report.presenters.map {
                        "\(code($0.presented)).presentingViewController: \(names($0.oldPresenters)) → \(names($0.newPresenters))"
                    }))
        }
        if !report.behaviour.isEmpty {
            parts.append(
                section(
                    "Behaviour and visibility",
                    report.behaviour.map {
                        "\(text(FlowDiff.place(line: $0.newLine, code: $0.newCode))) \(code($0.step)): \(text(DiffReport.describe($0)))"
                    }))
        }
        if !report.expectations.isEmpty {
            parts.append(
                section(
                    "Expectations whose result changed",
                    report.expectations.map { "line \($0.newLine) \(code($0.assertion)): \(text(DiffReport.describe($0)))" }))
        }
        if !report.finalState.isEmpty {
            parts.append(section("Final state", report.finalState.map { "\(code($0.property)): \(code($0.old)) → \(code($0.new))" }))
        }
        if !report.newWarnings.isEmpty {
            parts.append(section("New UIKit warnings", report.newWarnings.map { "⚠ " + text($0) }))
        }
        return parts.joined(separator: "\n")
    }

    private static func section(_ title: String, _ items: [String]) -> String {
        "<h2>\(title)</h2><ul>" + items.map { "<li>\($0)</li>" }.joined() + "</ul>"
    }

    private static func names(_ list: [String]) -> String {
        list.map(code).joined(separator: ", ")
    }

    private static func code(_ value: String) -> String { "<code>\(text(value))</code>" }

    private static func text(_ value: String) -> String { HTMLEscaping.text(value) }
}
