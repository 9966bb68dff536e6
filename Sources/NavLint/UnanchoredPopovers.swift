import NavCodeFacts
import NavCodeImport
import NavFlowWriting
import NavInput
import NavLanguage
import UIKitModel

/// R43 and R59 where one function shows them, whether or not a path of the tour reaches it:
/// a view controller that UIKit shows as a popover on an iPad (an action sheet, a share
/// sheet, a document menu, the `.popover` style), made in the function and presented there,
/// with no anchor set on it anywhere in the function. What may set an anchor in a way the
/// check does not read (the controller or its popover controller handed to a helper, a
/// method called on its popover controller, an app's method that sets up a popover
/// presentation controller called on the controller) counts
/// as setting one, so a finding is a present that no line of its function anchors.
enum UnanchoredPopovers {
    /// What a local holds, as far as the check goes.
    private enum Popover {
        case actionSheet
        /// A share sheet or a document menu, presented as a popover by its class.
        case popoverClass(String)
        /// `modalPresentationStyle = .popover`.
        case popoverStyle
    }

    /// The classes UIKit always presents as a popover on an iPad (R59).
    private static let popoverClasses: Set<String> = ["UIActivityViewController", "UIDocumentMenuViewController"]
    /// The properties of a popover presentation controller that anchor it.
    private static let anchors: Set<String> = ["sourceView", "barButtonItem", "sourceItem"]

    /// The findings in every function of `facts`, read for an iPad.
    static func findings(in facts: CodeFacts, ios: Int) -> [TourFinding] {
        // The app's methods that set up a popover presentation controller, by name: one called on
        // the controller (`configureAsPopover(barButtonItem:)`) may anchor it.
        let appMethods = Set(
            facts.files.flatMap { file in
                file.types.flatMap { type in
                    type.functions.filter { CodeChecks.mentions("popoverPresentationController", in: $0.body) }.map(\.name)
                }
            })
        let flags = DeviceFlags(facts)
        return CodeChecks.functions(in: facts).flatMap {
            findings(in: $0.body, file: $0.file, owner: $0.owner, function: $0.name, appMethods: appMethods, flags: flags, ios: ios)
        }
    }

    private static func findings(
        in body: [CodeStatement], file: String, owner: String?, function: String, appMethods: Set<String>, flags: DeviceFlags, ios: Int
    ) -> [TourFinding] {
        var made: [String: Popover] = [:]
        // `if let popover = sheet.popoverPresentationController`: the local that holds each popover controller.
        var popoverControllers: [String: String] = [:]
        var anchored: Set<String> = []
        // Each present with what its local held then: two branches may bind one name to different controllers.
        var presents: [(name: String, line: Int, popover: Popover?)] = []
        // `let style: UIAlertController.Style = compact ? .actionSheet : .alert`: the locals that may hold the action sheet style.
        var actionSheetStyles: Set<String> = []
        for statement in flattened(body, flags: flags) {
            switch statement {
            case .bind(let name, _, let value?, _):
                if mayBeActionSheetStyle(value, locals: actionSheetStyles) { actionSheetStyles.insert(name) }
                made[name] = popover(madeBy: value, actionSheetStyles: actionSheetStyles)
                if let holder = popoverControllerHolder(value) { popoverControllers[name] = holder }
            case .assign(.member(let base?, let property), let value, _):
                if anchors.contains(property), let holder = popoverControllerHolder(base) ?? name(base).flatMap({ popoverControllers[$0] }) {
                    anchored.insert(holder)
                }
                if property == "modalPresentationStyle", value == .member(nil, "popover"), let holder = name(base) { made[holder] = .popoverStyle }
            default:
                break
            }
            for call in calls(in: statement) {
                // UIKit's `present(_:animated:)`; the app's `present(controller:fromView:)` is a helper it is handed to.
                if call.name == "present", call.arguments.first?.label == nil {
                    if let presented = call.arguments.first.flatMap({ name($0.value) }) { presents.append((presented, call.line, made[presented])) }
                    continue
                }
                // A method called on its popover controller (the app's `setSourceView(_:)`), or an app's method
                // called on the controller itself (`configureAsPopover(barButtonItem:)`), may anchor it.
                if let base = call.base, let holder = popoverControllerHolder(base) ?? name(base).flatMap({ popoverControllers[$0] }) {
                    anchored.insert(holder)
                }
                if let base = call.base.flatMap(name), made[base] != nil, let called = call.name, appMethods.contains(called) {
                    anchored.insert(base)
                }
                // A helper the controller, or its popover controller, is handed to may anchor it.
                for argument in call.arguments {
                    anchored.formUnion(handedOn(argument.value).map { popoverControllers[$0] ?? $0 })
                }
            }
        }
        return presents.compactMap { present in
            guard let popover = present.popover, !anchored.contains(present.name),
                let event = simulated(popover, presented: present.name, presenter: owner, ios: ios)
            else { return nil }
            let call = TourCall(file: file, line: present.line, method: "present", function: function)
            return TourFinding(kind: .exception, rule: event.rule, message: event.message, call: call, path: [call], ios: ios)
        }
    }

    /// `UIAlertController(…, preferredStyle: .actionSheet)` (or a style that may be it),
    /// `UIActivityViewController(…)`.
    private static func popover(madeBy value: CodeValue, actionSheetStyles: Set<String>) -> Popover? {
        guard case .call(let call) = value, case .name(let className) = call.callee else { return nil }
        if popoverClasses.contains(className) { return .popoverClass(className) }
        if className == "UIAlertController",
            call.arguments.contains(where: { $0.label == "preferredStyle" && mayBeActionSheetStyle($0.value, locals: actionSheetStyles) })
        {
            return .actionSheet
        }
        return nil
    }

    /// `.actionSheet`, a choice made as the app runs with `.actionSheet` on one side
    /// (`compact ? .actionSheet : .alert`: on an iPad in Split View the compact side runs,
    /// and UIKit still asks the iPad's action sheet for its anchor) unless the choice is the
    /// device's, or a local that holds one.
    private static func mayBeActionSheetStyle(_ value: CodeValue, locals: Set<String>) -> Bool {
        switch value {
        case .member(nil, "actionSheet"): return true
        case .name(let name): return locals.contains(name)
        case .other(let text):
            // A choice on the device itself (`isPad ? .alert : .actionSheet`) is the device's: the tour reads it for each.
            let device = ["pad", "phone", "idiom"].contains { text.lowercased().contains($0) }
            return !device && (text.contains("? .actionSheet") || text.contains(": .actionSheet"))
        default: return false
        }
    }

    /// `sheet.popoverPresentationController`: `sheet`.
    private static func popoverControllerHolder(_ value: CodeValue) -> String? {
        guard case .member(let base?, "popoverPresentationController") = value else { return nil }
        return name(base)
    }

    /// A local as written: `sheet`, `self.sheet`.
    private static func name(_ value: CodeValue) -> String? {
        switch value {
        case .name(let name): return name
        case .member(.name("self")?, let name): return name
        default: return nil
        }
    }

    /// The locals an argument hands on: itself, or the holder of the member it passes
    /// (`sheet.popoverPresentationController`), outside closures, which the check reads itself.
    private static func handedOn(_ value: CodeValue) -> [String] {
        switch value {
        case .name(let name): return [name]
        case .member(let base?, _): return handedOn(base)
        case .call(let call): return call.arguments.flatMap { handedOn($0.value) }
        case .cast(let inner, _): return handedOn(inner)
        case .array(let items): return items.flatMap(handedOn)
        default: return []
        }
    }

    /// The statements of `body` in order, with those of its branches that run on an iPad and of the closures it passes.
    private static func flattened(_ body: [CodeStatement], flags: DeviceFlags) -> [CodeStatement] {
        body.flatMap { statement -> [CodeStatement] in
            var nested: [CodeStatement] = []
            switch statement {
            case .branches(let branches, _): nested = branches.filter(flags.runs).flatMap { flattened($0, flags: flags) }
            case .cases(_, let cases, _): nested = cases.flatMap { flattened($0.body, flags: flags) }
            default: break
            }
            let closures = values(of: statement).flatMap { ViewIndex.closures(in: $0).map(\.body) }
            return [statement] + nested + closures.flatMap { flattened($0, flags: flags) }
        }
    }

    private static func values(of statement: CodeStatement) -> [CodeValue] {
        switch statement {
        case .bind(_, _, let value?, _), .evaluate(let value, _), .return(let value?, _): return [value]
        case .assign(let target, let value, _): return [target, value]
        case .cases(let subject, _, _): return [subject]
        default: return []
        }
    }

    /// The calls one statement makes, outside its closures (`flattened` gives their statements).
    private static func calls(in statement: CodeStatement) -> [CodeCall] {
        values(of: statement).flatMap(calls(in:))
    }

    private static func calls(in value: CodeValue) -> [CodeCall] {
        switch value {
        case .call(let call): return [call] + calls(in: call.callee) + call.arguments.flatMap { calls(in: $0.value) }
        case .member(let base?, _): return calls(in: base)
        case .cast(let inner, _): return calls(in: inner)
        case .array(let items): return items.flatMap(calls(in:))
        default: return []
        }
    }

    /// UIKit's text for presenting `popover` with no anchor on an iPad, as the simulator says it.
    private static func simulated(_ popover: Popover, presented: String, presenter owner: String?, ios: Int) -> UIKitEvent? {
        let presenter = CodeChecks.presenterName(owner)
        var shown = NavNames.valid(presented.prefix(1).uppercased() + presented.dropFirst())
        if shown == presenter { shown += "2" }
        let step: String
        switch popover {
        case .actionSheet: step = "\(presenter) present actionSheet \(shown)"
        case .popoverClass(let className): step = "\(presenter) present \(shown): \(className)"
        case .popoverStyle: step = "\(presenter) present \(shown) style: popover"
        }
        let text = "ios \(ios)\ndevice ipad\nroot \(presenter)\n\(step)\n"
        return FlowDocument(SourceFile(path: "unanchored-popover.nav", text: text)).flow?.frames.last?.exception
    }
}
