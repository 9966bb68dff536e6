import NavLanguage
import UIKitModel

/// What changed between two versions of a flow, in the terms a reviewer cares about:
/// view controllers renamed; steps added, removed and changed; presenters that changed;
/// how the final state differs; and UIKit warnings that NEW logs and OLD did not. OLD is
/// compared with its renamed view controllers called by their new names, so a rename is
/// reported once, not in every step that mentions it.
public struct FlowDiff: Sendable {
    public struct StepChange: Sendable, Hashable, Encodable {
        public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
            case added, removed, changed
        }

        public var kind: Kind
        public var oldLine: Int?
        public var newLine: Int?
        public var oldText: String?
        public var newText: String?
        /// The app code each side's step comes from, when its comment names it (`CodeReference`).
        public var oldCode: CodeReference?
        public var newCode: CodeReference?
    }

    public struct PresenterChange: Sendable, Hashable, Encodable {
        public var presented: String
        public var oldPresenters: [String]
        public var newPresenters: [String]
    }

    public struct StateChange: Sendable, Hashable, Encodable {
        public var property: String
        public var old: String
        public var new: String
    }

    /// A step both versions make whose effect differs: what is on screen after it
    /// (`visibility`), what a dismiss closes (`dismiss`), or what getTopVC returns (`top`).
    /// Reported where the difference starts or changes, not again on every later step.
    public struct BehaviourChange: Sendable, Hashable, Encodable {
        public enum Kind: String, Sendable, Hashable, Encodable {
            case visibility, dismiss, top
        }

        public var kind: Kind
        public var oldLine: Int
        public var newLine: Int
        public var step: String
        /// The app code NEW's step comes from, when its comment names it.
        public var newCode: CodeReference?
        public var old: String
        public var new: String
        /// The view controllers the change is about, for the diff map.
        public var viewControllers: [String]
    }

    public let renames: Renames
    public let alignment: [AlignedStep]
    public let steps: [StepChange]
    public let presenters: [PresenterChange]
    public let finalState: [StateChange]
    public let newWarnings: [String]
    /// NEW's lines of `newWarnings`.
    private let newWarningLines: Set<Int>
    public let behaviour: [BehaviourChange]
    /// `expect` lines whose result changed: one that passed fails now, or the reverse.
    public let expectations: [ExpectationChange]

    /// An `expect` line of both versions (the same subject, in the same turn) whose result changed.
    public struct ExpectationChange: Sendable, Hashable, Encodable {
        public var oldLine: Int
        public var newLine: Int
        /// NEW's line, `expect top == Home`.
        public var assertion: String
        public var passedBefore: Bool
        public var passedNow: Bool
        /// What NEW's flow had, when the line fails now.
        public var actual: String
    }

    public init(old: Flow, new: Flow) {
        let renames = Renames(old: old, new: new)
        self.renames = renames
        alignment = StepAlignment.align(old: old.frames, new: new.frames, renamed: renames.text)
        steps = alignment.compactMap { row in
            func text(_ frame: Frame) -> String { StepAlignment.normalized(frame.sourceText) }
            switch row {
            case .unchanged: return nil
            case .changed(let o, let n):
                return StepChange(
                    kind: .changed, oldLine: old.frames[o].location.line, newLine: new.frames[n].location.line,
                    oldText: text(old.frames[o]), newText: text(new.frames[n]), oldCode: old.frames[o].codeReference,
                    newCode: new.frames[n].codeReference)
            case .added(let n):
                return StepChange(
                    kind: .added, oldLine: nil, newLine: new.frames[n].location.line, oldText: nil, newText: text(new.frames[n]),
                    newCode: new.frames[n].codeReference)
            case .removed(let o):
                return StepChange(
                    kind: .removed, oldLine: old.frames[o].location.line, newLine: nil, oldText: text(old.frames[o]), newText: nil,
                    oldCode: old.frames[o].codeReference)
            }
        }
        behaviour = Self.behaviourChanges(alignment, old: old, new: new, renames: renames)
        let oldPresenters = Self.presenters(in: old, renames: renames), newPresenters = Self.presenters(in: new, renames: .none)
        presenters = Set(oldPresenters.keys).union(newPresenters.keys).sorted().compactMap { name in
            let before = oldPresenters[name] ?? [], after = newPresenters[name] ?? []
            guard before != after, !before.isEmpty, !after.isEmpty else { return nil }
            return PresenterChange(presented: name, oldPresenters: before, newPresenters: after)
        }
        finalState = Self.stateChanges(old.frames.last?.hierarchy, new.frames.last?.hierarchy, renames: renames)
        let oldMessages = Set(old.warnings.map { renames.text($0.event.message) })
        var seen: Set<String> = []
        let warnings = new.warnings.filter { !oldMessages.contains($0.event.message) && seen.insert($0.event.message).inserted }
        newWarnings = warnings.map { "line \($0.location.line): \($0.event.message)" }
        newWarningLines = Set(warnings.map(\.location.line))
        expectations = Self.expectationChanges(old: old.expectations, new: new.expectations, renames: renames)
    }

    /// Pairs each `expect` line of NEW with OLD's that asks about the same thing (the text
    /// left of `==`, OLD's names renamed), in order, and keeps the pairs whose result changed.
    static func expectationChanges(old: [ExpectationResult], new: [ExpectationResult], renames: Renames) -> [ExpectationChange] {
        func subject(_ assertion: String) -> String {
            String(assertion[..<(assertion.firstRange(of: " == ")?.lowerBound ?? assertion.endIndex)]).trimmed
        }
        var waiting: [String: [ExpectationResult]] = [:]
        for result in old { waiting[subject(renames.text(result.assertion)), default: []].append(result) }
        return new.compactMap { result in
            let key = subject(result.assertion)
            guard let before = waiting[key]?.first else { return nil }
            waiting[key]!.removeFirst()
            guard before.passed != result.passed else { return nil }
            return ExpectationChange(
                oldLine: before.location.line, newLine: result.location.line, assertion: result.assertion, passedBefore: before.passed,
                passedNow: result.passed, actual: result.actual)
        }
    }

    /// Where a step is, as a reviewer finds it: the app code its comment names (an imported
    /// flow's reviewer never sees the flow), else its line of the flow.
    public static func place(line: Int, code: CodeReference?) -> String {
        code?.text ?? "line \(line)"
    }

    /// True when the two flows make the same steps to the same states.
    public var isEqual: Bool {
        renames.isEmpty && steps.isEmpty && finalState.isEmpty && presenters.isEmpty && newWarnings.isEmpty && behaviour.isEmpty
            && expectations.isEmpty
    }

    /// Whether a row of `alignment` shows drawings: its text changed, or the same step
    /// behaves differently as the summary says (`behaviour`, `newWarnings`), so that the page's
    /// rows are exactly what its summary lists. A state that differs only because an earlier
    /// step differs is not a row again on every later step.
    public func differs(_ row: AlignedStep, old: Flow, new: Flow) -> Bool {
        guard case .unchanged(_, let n) = row else { return true }
        let line = new.frames[n].location.line
        return behaviour.contains { $0.newLine == line } || newWarningLines.contains(line)
    }

    /// View controller → what changed about it, for marking the diff map.
    public var behaviourByViewController: [String: String] {
        var notes: [String: String] = [:]
        for change in behaviour {
            for name in change.viewControllers where notes[name] == nil { notes[name] = change.kind.rawValue }
        }
        return notes
    }

    /// Compares the steps both versions make, each kind of effect on its own, and keeps
    /// a difference only where it first appears or changes.
    static func behaviourChanges(_ alignment: [AlignedStep], old: Flow, new: Flow, renames: Renames) -> [BehaviourChange] {
        var changes: [BehaviourChange] = []
        var previous: [BehaviourChange.Kind: BehaviourChange] = [:]
        for row in alignment {
            guard let o = row.old, let n = row.new else { continue }
            let before = old.frames[o], after = new.frames[n]
            var found: [BehaviourChange] = []
            func add(_ kind: BehaviourChange.Kind, _ oldText: String, _ newText: String, _ names: [String]) {
                found.append(
                    BehaviourChange(
                        kind: kind, oldLine: before.location.line, newLine: after.location.line,
                        step: StepAlignment.normalized(after.sourceText), newCode: after.codeReference, old: oldText, new: newText,
                        viewControllers: names))
            }
            // Equal hierarchies show the same controllers: the common case costs one comparison.
            let sameHierarchy = renames.isEmpty && before.hierarchy == after.hierarchy
            let visibleBefore = sameHierarchy ? [] : before.hierarchy.visibleControllers.map(renames.name)
            let onScreenBefore = Set(visibleBefore)
            let onScreenAfter = sameHierarchy ? [] : Set(after.hierarchy.visibleControllers)
            if onScreenBefore != onScreenAfter {
                let hidden = visibleBefore.filter { !onScreenAfter.contains($0) }
                let shown = after.hierarchy.visibleControllers.filter { !onScreenBefore.contains($0) }
                add(
                    .visibility, describe(hidden, in: before.hierarchy, renames: renames), describe(shown, in: after.hierarchy, renames: .none),
                    hidden + shown)
            }
            let closedBefore = before.facts.map { renames.text($0.text) }.filter(isDismissal),
                closedAfter = after.facts.map(\.text).filter(isDismissal)
            if closedBefore != closedAfter {
                let closes = { (facts: [String]) in facts.isEmpty ? "closes nothing" : facts.joined(separator: "; ") }
                add(.dismiss, closes(closedBefore), closes(closedAfter), [before.top.map(renames.name), after.top].compactMap { $0 })
            }
            let topBefore = before.top.map(renames.name)
            if topBefore != after.top {
                add(.top, topBefore ?? "nil", after.top ?? "nil", [topBefore, after.top].compactMap { $0 })
            }
            var kinds = Set<BehaviourChange.Kind>()
            for change in found {
                kinds.insert(change.kind)
                if let last = previous[change.kind], last.old == change.old, last.new == change.new { continue }
                changes.append(change)
                previous[change.kind] = change
            }
            // A difference that went away starts afresh if it comes back.
            for kind in previous.keys where !kinds.contains(kind) { previous[kind] = nil }
        }
        return changes
    }

    /// Names with a tab bar or navigation bar called out: hiding one hides the whole bar.
    /// `names` are NEW's names; `hierarchy` knows them by its own (`renames`).
    private static func describe(_ names: [String], in hierarchy: Hierarchy, renames: Renames) -> String {
        guard !names.isEmpty else { return "–" }
        return names.map { name in
            switch hierarchy[renames.oldName(of: name)]?.kind {
            case .tabBarController?: return "\(name) (tab bar)"
            case .navigationController?: return "\(name) (navigation bar)"
            default: return name
            }
        }.joined(separator: ", ")
    }

    /// The facts that say what a dismiss (or a present that dismisses) closed.
    private static func isDismissal(_ fact: String) -> Bool {
        fact.hasPrefix("dismissed ")
    }

    /// Every VC that is presented somewhere in the flow → its real presenters, in order of
    /// appearance, named as `renames` names them.
    static func presenters(in flow: Flow, renames: Renames) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for frame in flow.frames {
            for name in frame.hierarchy.creationOrder {
                guard let presenter = (frame.hierarchy[name]?.presentation?.presenter).map(renames.name) else { continue }
                let presented = renames.name(name)
                if !(result[presented] ?? []).contains(presenter) { result[presented, default: []].append(presenter) }
            }
        }
        return result
    }

    /// The differences between two final hierarchies, property by property; OLD's view
    /// controllers are called by their names in NEW (`renames`).
    static func stateChanges(_ old: Hierarchy?, _ new: Hierarchy?, renames: Renames) -> [StateChange] {
        guard let old, let new else { return [] }
        var changes: [StateChange] = []
        func compare(_ property: String, _ before: String, _ after: String) {
            if before != after { changes.append(StateChange(property: property, old: before, new: after)) }
        }
        compare("window.rootViewController", old.windowRoot.map(renames.name) ?? "nil", new.windowRoot ?? "nil")
        compare("top (getTopVC)", old.top.map(renames.name) ?? "nil", new.top ?? "nil")
        var names = old.creationOrder.filter { old.isInWindow($0) }.map(renames.name)
        for name in new.creationOrder where new.isInWindow(name) && !names.contains(name) { names.append(name) }
        for name in names {
            let oldName = renames.oldName(of: name)
            let before = old.isInWindow(oldName) ? old[oldName] : nil, after = new.isInWindow(name) ? new[name] : nil
            if let kind = (after ?? before)?.kind, kind == .navigationController || kind == .tabBarController {
                compare(
                    "\(name).viewControllers", list(before.map { old.children(of: $0.name).map(renames.name) }),
                    list(after.map { new.children(of: $0.name) }))
            }
            if (after ?? before)?.kind == .tabBarController {
                compare("\(name).selectedIndex", before.map { String($0.selectedIndex) } ?? "–", after.map { String($0.selectedIndex) } ?? "–")
            }
            let oldPresentation = before?.presentation.map { "\(renames.name($0.presenter)) (\($0.style.rawValue))" } ?? "not presented"
            let newPresentation = after?.presentation.map { "\($0.presenter) (\($0.style.rawValue))" } ?? "not presented"
            compare("\(name).presentingViewController", oldPresentation, newPresentation)
        }
        return changes
    }

    private static func list(_ names: [String]?) -> String {
        names.map { "[" + $0.joined(separator: ", ") + "]" } ?? "–"
    }
}
