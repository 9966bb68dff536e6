import NavLanguage
import UIKitModel

/// What changed between two versions of a flow, in the terms a reviewer cares about:
/// steps added, removed and changed; presenters that changed; how the final state
/// differs; and UIKit warnings that NEW logs and OLD did not.
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
        public var old: String
        public var new: String
        /// The view controllers the change is about, for the diff map.
        public var viewControllers: [String]
    }

    public let alignment: [AlignedStep]
    public let steps: [StepChange]
    public let presenters: [PresenterChange]
    public let finalState: [StateChange]
    public let newWarnings: [String]
    public let behaviour: [BehaviourChange]

    public init(old: Flow, new: Flow) {
        alignment = StepAlignment.align(old: old.frames, new: new.frames)
        steps = alignment.compactMap { row in
            func text(_ frame: Frame) -> String { StepAlignment.normalized(frame.sourceText) }
            switch row {
            case .unchanged: return nil
            case .changed(let o, let n):
                return StepChange(kind: .changed, oldLine: old.frames[o].location.line, newLine: new.frames[n].location.line,
                                  oldText: text(old.frames[o]), newText: text(new.frames[n]))
            case .added(let n):
                return StepChange(kind: .added, oldLine: nil, newLine: new.frames[n].location.line, oldText: nil, newText: text(new.frames[n]))
            case .removed(let o):
                return StepChange(kind: .removed, oldLine: old.frames[o].location.line, newLine: nil, oldText: text(old.frames[o]), newText: nil)
            }
        }
        behaviour = Self.behaviourChanges(alignment, old: old, new: new)
        let oldPresenters = Self.presenters(in: old), newPresenters = Self.presenters(in: new)
        presenters = Set(oldPresenters.keys).union(newPresenters.keys).sorted().compactMap { name in
            let before = oldPresenters[name] ?? [], after = newPresenters[name] ?? []
            guard before != after, !before.isEmpty, !after.isEmpty else { return nil }
            return PresenterChange(presented: name, oldPresenters: before, newPresenters: after)
        }
        finalState = Self.stateChanges(old.frames.last?.hierarchy, new.frames.last?.hierarchy)
        let oldMessages = Set(old.warnings.map(\.event.message))
        var seen: Set<String> = []
        newWarnings = new.warnings.compactMap { warning in
            guard !oldMessages.contains(warning.event.message), seen.insert(warning.event.message).inserted else { return nil }
            return "line \(warning.location.line): \(warning.event.message)"
        }
    }

    /// True when the two flows make the same steps to the same states.
    public var isEqual: Bool { steps.isEmpty && finalState.isEmpty && presenters.isEmpty && newWarnings.isEmpty && behaviour.isEmpty }

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
    static func behaviourChanges(_ alignment: [AlignedStep], old: Flow, new: Flow) -> [BehaviourChange] {
        var changes: [BehaviourChange] = []
        var previous: [BehaviourChange.Kind: BehaviourChange] = [:]
        for row in alignment {
            guard let o = row.old, let n = row.new else { continue }
            let before = old.frames[o], after = new.frames[n]
            var found: [BehaviourChange] = []
            func add(_ kind: BehaviourChange.Kind, _ oldText: String, _ newText: String, _ names: [String]) {
                found.append(BehaviourChange(kind: kind, oldLine: before.location.line, newLine: after.location.line,
                                             step: StepAlignment.normalized(after.sourceText), old: oldText, new: newText, viewControllers: names))
            }
            // Equal hierarchies show the same controllers: the common case costs one comparison.
            let sameHierarchy = before.hierarchy == after.hierarchy
            let onScreenBefore = sameHierarchy ? [] : Set(before.hierarchy.visibleControllers)
            let onScreenAfter = sameHierarchy ? [] : Set(after.hierarchy.visibleControllers)
            if onScreenBefore != onScreenAfter {
                let hidden = before.hierarchy.visibleControllers.filter { !onScreenAfter.contains($0) }
                let shown = after.hierarchy.visibleControllers.filter { !onScreenBefore.contains($0) }
                add(.visibility, describe(hidden, in: before.hierarchy), describe(shown, in: after.hierarchy), hidden + shown)
            }
            let closedBefore = before.facts.map(\.text).filter(isDismissal), closedAfter = after.facts.map(\.text).filter(isDismissal)
            if closedBefore != closedAfter {
                let closes = { (facts: [String]) in facts.isEmpty ? "closes nothing" : facts.joined(separator: "; ") }
                add(.dismiss, closes(closedBefore), closes(closedAfter), [before.top, after.top].compactMap { $0 })
            }
            if before.top != after.top {
                add(.top, before.top ?? "nil", after.top ?? "nil", [before.top, after.top].compactMap { $0 })
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
    private static func describe(_ names: [String], in hierarchy: Hierarchy) -> String {
        guard !names.isEmpty else { return "–" }
        return names.map { name in
            switch hierarchy[name]?.kind {
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

    /// Every VC that is presented somewhere in the flow → its real presenters, in order of appearance.
    static func presenters(in flow: Flow) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for frame in flow.frames {
            for name in frame.hierarchy.creationOrder {
                guard let presenter = frame.hierarchy[name]?.presentation?.presenter else { continue }
                if !(result[name] ?? []).contains(presenter) { result[name, default: []].append(presenter) }
            }
        }
        return result
    }

    /// The differences between two final hierarchies, property by property.
    static func stateChanges(_ old: Hierarchy?, _ new: Hierarchy?) -> [StateChange] {
        guard let old, let new else { return [] }
        var changes: [StateChange] = []
        func compare(_ property: String, _ before: String, _ after: String) {
            if before != after { changes.append(StateChange(property: property, old: before, new: after)) }
        }
        compare("window.rootViewController", old.windowRoot ?? "nil", new.windowRoot ?? "nil")
        compare("top (getTopVC)", old.top ?? "nil", new.top ?? "nil")
        var names = old.creationOrder.filter { old.isInWindow($0) }
        for name in new.creationOrder where new.isInWindow(name) && !names.contains(name) { names.append(name) }
        for name in names {
            let before = old.isInWindow(name) ? old[name] : nil, after = new.isInWindow(name) ? new[name] : nil
            if let kind = (after ?? before)?.kind, kind == .navigationController || kind == .tabBarController {
                compare("\(name).viewControllers", list(before.map { old.children(of: $0.name) }), list(after.map { new.children(of: $0.name) }))
            }
            if (after ?? before)?.kind == .tabBarController {
                compare("\(name).selectedIndex", before.map { String($0.selectedIndex) } ?? "–", after.map { String($0.selectedIndex) } ?? "–")
            }
            let oldPresentation = before?.presentation.map { "\($0.presenter) (\($0.style.rawValue))" } ?? "not presented"
            let newPresentation = after?.presentation.map { "\($0.presenter) (\($0.style.rawValue))" } ?? "not presented"
            compare("\(name).presentingViewController", oldPresentation, newPresentation)
        }
        return changes
    }

    private static func list(_ names: [String]?) -> String {
        names.map { "[" + $0.joined(separator: ", ") + "]" } ?? "–"
    }
}
