import NavLanguage
import UIKitModel

/// What may come at the cursor, read from the tokens before it on its statement: the
/// statements, the names made above the line, the operations of the actor (those UIKit
/// would refuse there struck through, with why), options and their values, `set`
/// properties and `expect` forms.
enum CompletionProvider {
    static func items(at position: LSP.Position, in analysis: DocumentAnalysis) -> [LSP.CompletionItem] {
        let location = analysis.lines.location(position)
        let context = tokens(before: location, in: analysis)
        let names = namesMade(before: location.line, in: analysis)
        let words = context.map { $0.word }
        let last = context.last?.kind
        switch words.first {
        case nil:
            let indented = analysis.lines.text(ofLine: location.line).first.map { $0 == " " || $0 == "\t" } ?? false
            return keywords(
                indented ? ["then", "top", "entry"] : ["title", "ios", "device", "root", "entry", "step", "rotate", "set", "expect", "top"])
                + names
        case "expect"?:
            return expectItems(context, names: names)
        case "set"?:
            return setItems(context, names: names)
        case "device"? where context.count == 1:
            return values(Device.allCases.map(\.rawValue))
        case "device"? where context.count == 2,
            "rotate"? where context.count == 1 && !names.contains(where: { $0.label == "rotate" }):
            return values(Orientation.allCases.map(\.rawValue))
        case "root"? where context.count == 1:
            return keywords(["nav", "tabs", "split"]) + names
        default:
            break
        }
        if last == .dot { return properties(ActorProperty.allCases.map(\.rawValue), help: UIKitHelp.actorProperties) }
        if last == .colon, let key = context.dropLast().last?.word { return optionValues(key) }
        if last == .leftBracket || last == .comma { return names }
        // After `then`, a group's line is an action too.
        let action = words.first == "then" ? Array(context.dropFirst()) : context
        // An entry line (R66), unless a view controller is named `entry`: its view controller, then `style:`.
        if action.first?.word == "entry", !names.contains(where: { $0.label == "entry" }) {
            return action.count == 1 ? keywords(["nav", "tabs", "split"]) + names : optionKeys(for: "entry")
        }
        guard let actor = actorPrefix(of: action) else { return [] }
        if actor.end == action.count {
            return operations(for: actor.base, path: actor.path, before: location.line, in: analysis)
        }
        guard let operation = action[actor.end].word, UIKitHelp.operations[operation] != nil else { return [] }
        if actor.end + 1 == action.count {
            switch operation {
            case "push", "present", "show", "showDetail", "addChild", "addSubview", "setViewController", "popTo", "select", "tapTab":
                // The More item of a bar with more tabs than it holds (R73).
                let more = operation == "tapTab" ? [LSP.CompletionItem(label: "More", kind: 12, detail: "the More item: the More list (R73)")] : []
                return (operation == "present" ? keywords(["nav", "tabs", "split", "alert", "actionSheet"]) : []) + more + names
            case "setStack", "setViewControllers":
                return [LSP.CompletionItem(label: "[", kind: 15, detail: "the new view controllers, e.g. `[Home, Detail]`")]
            default:
                break
            }
        }
        return optionKeys(for: operation)
    }

    /// The tokens of the cursor's statement before it, without the word being typed.
    private static func tokens(before location: SourceLocation, in analysis: DocumentAnalysis) -> [Token] {
        let statements = analysis.statements
        guard let index = statements.index(before: location.line), statements.lines[index].lastLine >= location.line else { return [] }
        return statements.lines[index].tokens.filter { token in
            let end = SourceLocation(line: token.location.line, column: token.location.column + token.length)
            let isTyped = end == location && token.word != nil
            return end <= location && !isTyped
        }
    }

    /// `Name` or `top`, then `.property` pairs: how many tokens it takes.
    private static func actorPrefix(of tokens: [Token]) -> (base: ActorExpression.Base, path: [ActorProperty], end: Int)? {
        guard let first = tokens.first else { return nil }
        let base: ActorExpression.Base
        switch first.kind {
        case .name(let name): base = .name(name)
        case .keyword(.top): base = .top
        default: return nil
        }
        var path: [ActorProperty] = []
        var end = 1
        while end + 1 < tokens.count, tokens[end].kind == .dot, let property = tokens[end + 1].word.flatMap(ActorProperty.init(spelling:)) {
            path.append(property)
            end += 2
        }
        return (base, path, end)
    }

    /// Every operation, those UIKit would not carry out for the actor here struck through.
    private static func operations(for base: ActorExpression.Base, path: [ActorProperty], before line: Int, in analysis: DocumentAnalysis) -> [LSP
        .CompletionItem]
    {
        let validity = analysis.stateBefore(line: line).map(OperationValidity.init)
        let actor = validity?.resolve(base, path: path)
        return Operation.spellings.map { operation in
            let help = UIKitHelp.operations[operation]
            var refusal: OperationValidity.Refusal?
            switch actor {
            case .success(let name)?: refusal = validity?.refusal(of: operation, by: name)
            case .failure(let reason)?: refusal = reason
            case nil: refusal = nil
            }
            return LSP.CompletionItem(
                label: operation, kind: 2, detail: refusal.map { "UIKit refuses here: " + $0.description },
                documentation: help.map { LSP.MarkupContent(value: $0.markdown) }, tags: refusal == nil ? nil : [1],
                sortText: (refusal == nil ? "0" : "1") + operation)
        }
    }

    private static func namesMade(before line: Int, in analysis: DocumentAnalysis) -> [LSP.CompletionItem] {
        analysis.parsed.declarations.filter { $0.location.line < line }.map { declaration in
            let kind = ViewControllerKind(declaration.kind).uikitClassName
            return LSP.CompletionItem(
                label: declaration.name, kind: 6, detail: declaration.className.map { "\($0) (\(kind))" } ?? kind,
                documentation: LSP.MarkupContent(value: "made on line \(declaration.location.line)"), sortText: "2" + declaration.name)
        }
    }

    private static func expectItems(_ context: [Token], names: [LSP.CompletionItem]) -> [LSP.CompletionItem] {
        let words = context.map(\.word)
        if context.count == 1 {
            let forms = [
                ("top == ", "getTopVC is this view controller"), ("warning", UIKitHelp.expectForms["warning"]!.text),
                ("crash", UIKitHelp.expectForms["crash"]!.text), ("no warning", "UIKit logged nothing"),
                ("callback ", UIKitHelp.expectForms["callback"]!.text), ("no callback ", "the step did not send this callback"),
                ("callbacks == [", UIKitHelp.expectForms["callbacks"]!.text),
            ]
            return forms.map { LSP.CompletionItem(label: $0.0.trimmed, kind: 15, detail: $0.1, sortText: "1" + $0.0, insertText: $0.0) }
                + names
        }
        if words == ["expect", "no"] { return keywords(["warning", "callback"]) }
        if context.last?.kind == .dot {
            // `expect callback Home.` names a callback; `expect Home.` a property.
            if words.count >= 3 && (words[words.count - 3] == "callback" || words.contains("callbacks")) {
                return Callback.methods.map { LSP.CompletionItem(label: $0, kind: 2) }
            }
            return properties(ActorProperty.allCases.map(\.rawValue), help: UIKitHelp.actorProperties)
                + properties(["viewControllers", "children", "selectedIndex", "visible", "presentationStyle"], help: UIKitHelp.expectForms)
        }
        if context.last?.kind == .equalsEquals {
            switch words.dropLast().last ?? nil {
            case "visible": return values(["true", "false"])
            case "presentationStyle": return styles() + values(["nil"])
            case "viewControllers", "children": return [LSP.CompletionItem(label: "[", kind: 15, detail: "a list of names")]
            default: return names + values(["nil"])
            }
        }
        if context.last?.kind == .leftBracket || context.last?.kind == .comma || words.last == "callback" { return names }
        return []
    }

    private static func setItems(_ context: [Token], names: [LSP.CompletionItem]) -> [LSP.CompletionItem] {
        if context.count == 1 { return names }
        if context.last?.kind == .dot { return properties(PropertyAssignment.properties, help: UIKitHelp.properties) }
        guard context.last?.kind == .equals, let property = context.dropLast().last?.word else { return [] }
        switch property {
        case "modalPresentationStyle": return styles()
        case "adaptivePresentationStyle": return values(AdaptivePresentationStyle.spellings)
        case "topColumnForCollapsing": return values(["primary", "supplementary", "secondary"])
        default: return values(["true", "false"])
        }
    }

    private static func optionValues(_ key: String) -> [LSP.CompletionItem] {
        switch key {
        case "style": return styles() + values(SplitViewStyle.allCases.map(\.rawValue))
        case "animated", "shouldSelect": return values(["true", "false"])
        case "for": return values(SplitColumn.allCases.map(\.rawValue))
        default: return []
        }
    }

    /// The options an operation takes, as `key: `.
    private static func optionKeys(for operation: String) -> [LSP.CompletionItem] {
        var keys: [String] = []
        if ["present", "show", "showDetail", "entry"].contains(operation) { keys += ["style", "sourceView", "barButtonItem"] }
        if operation == "tapTab" { keys.append("shouldSelect") }
        if !Operation.gestureSpellings.contains(operation) && operation != "entry" { keys.append("animated") }
        return keys.map { key in
            LSP.CompletionItem(
                label: key + ":", kind: 10, documentation: UIKitHelp.options[key].map { LSP.MarkupContent(value: $0.markdown) },
                insertText: key + ": ")
        }
    }

    private static func styles() -> [LSP.CompletionItem] {
        PresentationStyle.allCases.map { style in
            LSP.CompletionItem(
                label: style.rawValue, kind: 20, documentation: UIKitHelp.styles[style.rawValue].map { LSP.MarkupContent(value: $0.markdown) })
        }
    }

    private static func keywords(_ words: [String]) -> [LSP.CompletionItem] {
        words.map { word in
            LSP.CompletionItem(
                label: word, kind: 14, documentation: UIKitHelp.keywords[word].map { LSP.MarkupContent(value: $0.markdown) }, sortText: "1" + word)
        }
    }

    private static func values(_ words: [String]) -> [LSP.CompletionItem] {
        words.map { LSP.CompletionItem(label: $0, kind: 12) }
    }

    private static func properties(_ words: [String], help: [String: UIKitHelp]) -> [LSP.CompletionItem] {
        words.map { word in LSP.CompletionItem(label: word, kind: 10, documentation: help[word].map { LSP.MarkupContent(value: $0.markdown) }) }
    }
}
