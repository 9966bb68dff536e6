import NavLanguage

/// The review comment: the diff as plain text, Markdown, or a JSON-ready value.
public struct DiffReport: Sendable, Encodable {
    public var old: String
    public var new: String
    public var equal: Bool
    /// View controllers the change renamed, each one change (not removed + added).
    public var renames: [Renames.Rename]
    public var steps: [FlowDiff.StepChange]
    public var presenters: [FlowDiff.PresenterChange]
    public var finalState: [FlowDiff.StateChange]
    public var newWarnings: [String]
    public var behaviour: [FlowDiff.BehaviourChange]
    public var expectations: [FlowDiff.ExpectationChange]

    public init(_ diff: FlowDiff, old: String, new: String) {
        self.old = old
        self.new = new
        equal = diff.isEqual
        renames = diff.renames.list
        steps = diff.steps
        presenters = diff.presenters
        finalState = diff.finalState
        newWarnings = diff.newWarnings
        behaviour = diff.behaviour
        expectations = diff.expectations
    }

    /// `line 7 expect top == Home: passed → FAILED (actual: Detail)`, without the line.
    public static func describe(_ change: FlowDiff.ExpectationChange) -> String {
        change.passedNow ? "FAILED → passed" : "passed → FAILED (actual: \(change.actual))"
    }

    /// The mark of a step change: plain `+`, `−`, `~`, which every font has (emoji show
    /// as boxes where no emoji font is installed).
    public static func mark(_ kind: FlowDiff.StepChange.Kind) -> String {
        switch kind {
        case .added: return "+"
        case .removed: return "−"
        case .changed: return "~"
        }
    }

    /// `2 added, 1 changed`: how many steps of each kind.
    public var stepCounts: String {
        let counts = FlowDiff.StepChange.Kind.allCases.map { kind in (kind.rawValue, steps.filter { $0.kind == kind }.count) }
        return counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
    }

    /// Empty when the flows are equal, like diff(1).
    public var markdown: String {
        guard !equal else { return "" }
        var lines = ["### navviz diff: `\(code(old))` → `\(code(new))`", ""]
        if !renames.isEmpty {
            lines += ["**Renamed**", ""]
            lines += renames.map { "- `\(code($0.old))` → `\(code($0.new))`" }
            lines.append("")
        }
        if !steps.isEmpty {
            lines += ["**Steps** (\(stepCounts))", "", "| | old | new |", "|---|---|---|"]
            for step in steps {
                lines.append(
                    "| \(Self.mark(step.kind)) \(step.kind.rawValue) | \(cell(step.oldLine, step.oldCode, step.oldText)) | "
                        + "\(cell(step.newLine, step.newCode, step.newText)) |")
            }
            lines.append("")
        }
        if !presenters.isEmpty {
            lines += ["**Presenters that changed**", ""]
            lines += presenters.map { "- `\(code($0.presented))`.presentingViewController: \(names($0.oldPresenters)) → \(names($0.newPresenters))" }
            lines.append("")
        }
        if !behaviour.isEmpty {
            lines += ["**Behaviour and visibility**", ""]
            lines += behaviour.map { "- \(FlowDiff.place(line: $0.newLine, code: $0.newCode)) `\(code($0.step))`: \(escape(Self.describe($0)))" }
            lines.append("")
        }
        if !expectations.isEmpty {
            lines += ["**Expectations whose result changed**", ""]
            lines += expectations.map { "- line \($0.newLine) `\(code($0.assertion))`: \(escape(Self.describe($0)))" }
            lines.append("")
        }
        if !finalState.isEmpty {
            lines += ["**Final state**", ""]
            lines += finalState.map { "- `\(code($0.property))`: `\(code($0.old))` → `\(code($0.new))`" }
            lines.append("")
        }
        if !newWarnings.isEmpty {
            lines += ["**New UIKit warnings**", ""]
            lines += newWarnings.map { "- ⚠ \(escape($0))" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Empty when the flows are equal.
    public var text: String {
        guard !equal else { return "" }
        var lines = ["navviz diff: \(old) → \(new)"]
        for rename in renames { lines.append("renamed: \(rename.old) → \(rename.new)") }
        if !steps.isEmpty {
            lines.append("steps: \(stepCounts)")
            for step in steps {
                let mark = Self.mark(step.kind)
                let old = step.oldText.map { "\(FlowDiff.place(line: step.oldLine!, code: step.oldCode)): \($0)" } ?? ""
                let new = step.newText.map { "\(FlowDiff.place(line: step.newLine!, code: step.newCode)): \($0)" } ?? ""
                lines.append("  \(mark) \([old, new].filter { !$0.isEmpty }.joined(separator: "  →  "))")
            }
        }
        for change in presenters {
            lines.append(
                "presenter: \(change.presented): \(change.oldPresenters.joined(separator: ", ")) → \(change.newPresenters.joined(separator: ", "))")
        }
        for change in behaviour {
            lines.append("behaviour: \(FlowDiff.place(line: change.newLine, code: change.newCode)) (\(change.step)): \(Self.describe(change))")
        }
        for change in expectations { lines.append("expectation: line \(change.newLine) (\(change.assertion)): \(Self.describe(change))") }
        for change in finalState { lines.append("final state: \(change.property): \(change.old) → \(change.new)") }
        for warning in newWarnings { lines.append("new warning: \(warning)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A behaviour change in words: `no longer on screen: Main (tab bar), Home`.
    public static func describe(_ change: FlowDiff.BehaviourChange) -> String {
        switch change.kind {
        case .visibility:
            let parts = [change.old == "–" ? nil : "no longer on screen: \(change.old)", change.new == "–" ? nil : "now on screen: \(change.new)"]
            return parts.compactMap { $0 }.joined(separator: "; ")
        case .dismiss: return "what it dismisses: \(change.old) → \(change.new)"
        case .top: return "top (getTopVC) after it: \(change.old) → \(change.new)"
        }
    }

    private func cell(_ line: Int?, _ reference: CodeReference?, _ text: String?) -> String {
        guard let line, let text else { return "" }
        return "\(escape(FlowDiff.place(line: line, code: reference))): `\(code(text))`"
    }

    private func names(_ list: [String]) -> String {
        list.map { "`\(code($0))`" }.joined(separator: ", ")
    }

    /// Text inside a Markdown code span: backticks and table pipes cannot end it early.
    private func code(_ text: String) -> String {
        text.replacing(character: "`", with: "ˋ").replacing(character: "|", with: "\\|")
    }

    /// Plain Markdown text: the characters that would start markup are escaped.
    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

extension String {
    func replacing(character: Character, with replacement: String) -> String {
        split(separator: character, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
