import NavCodeFacts

/// Expressions as Swift writes them: `[[X alloc] initWithRootViewController:root]` is
/// `X(rootViewController: root)`, `[self presentViewController:vc animated:YES completion:nil]`
/// `self.present(vc, animated: true, completion: nil)`, a block a closure,
/// `dispatch_async(dispatch_get_main_queue(), ^{ … })` `DispatchQueue.main.async { … }`.
/// Arithmetic, comparisons and the like are kept as their text.
extension ObjCParser {
    /// An expression up to what ends it: `;`, `,`, a closing bracket, or (in a message's
    /// arguments, `inMessage`) the next selector piece (`animated:`).
    mutating func expression(inMessage: Bool = false) -> CodeValue {
        let start = position
        let value = postfix(unary())
        guard let next = current, next.kind == .punctuation, Self.operators.contains(next.text),
            !(next.text == "=" && token(at: 1)?.isPunctuation("=") != true)
        else { return value }
        // `a ?: b` is Swift's `a ?? b`.
        if next.isPunctuation("?"), token(at: 1)?.isPunctuation(":") == true {
            position += 2
            let fallback = expression(inMessage: inMessage)
            return .call(
                CodeCall(
                    callee: .name(CodeCall.nilCoalescingName),
                    arguments: [CodeArgument(label: nil, value: value), CodeArgument(label: nil, value: fallback)], line: next.line))
        }
        while let token = current, !Self.ends(token), !(inMessage && isSelectorPiece()) {
            if token.kind == .punctuation, Self.closing[token.text] != nil, token.text != "<" { skipGroup() } else { position += 1 }
        }
        return .other(text(from: start))
    }

    private static let operators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "=", "!", "&", "|", "^", "?", "~"]

    private static func ends(_ token: ObjCToken) -> Bool {
        token.kind == .punctuation && [";", ",", ")", "]", "}"].contains(token.text)
    }

    /// `animated:` in `[x present:y animated:YES]`.
    private func isSelectorPiece() -> Bool {
        current?.kind == .word && token(at: 1)?.isPunctuation(":") == true
    }

    private func text(from start: Int) -> String {
        String(tokens[start..<position].map(\.text).joined(separator: " ").prefix(80))
    }

    private mutating func unary() -> CodeValue {
        guard let token = current else { return .other("") }
        let start = position
        switch token.kind {
        case .string:
            position += 1
            return .string(token.text)
        case .number:
            position += 1
            return Int(token.text).map(CodeValue.integer) ?? .other(token.text)
        case .word:
            position += 1
            switch token.text {
            case "YES", "true", "TRUE": return .boolean(true)
            case "NO", "false", "FALSE": return .boolean(false)
            case "nil", "Nil", "NULL": return .nil
            case "@selector", "@encode", "@protocol", "sizeof":
                if current?.isPunctuation("(") == true { skipGroup() }
                return .other(text(from: start))
            default:
                if let enumerationCase = SwiftName.enumerationCase(token.text) { return .member(nil, enumerationCase) }
                // `_navigationController` is the instance variable behind `self.navigationController`.
                if token.text.count > 1, token.text.first == "_", token.text.dropFirst().first?.isLowercase == true {
                    return .member(.name("self"), String(token.text.dropFirst()))
                }
                return .name(token.text)
            }
        case .punctuation:
            switch token.text {
            case "[": return message()
            case "(": return parenthesized()
            case "^": return block()
            case "@":
                position += 1
                if current?.isPunctuation("[") == true { return arrayLiteral() }
                skipGroup()
                return .other(text(from: start))
            case "!", "-", "&", "*", "~", "+":
                position += 1
                _ = postfix(unary())
                return .other(text(from: start))
            default:
                position += 1
                return .other(token.text)
            }
        }
    }

    private mutating func postfix(_ base: CodeValue) -> CodeValue {
        var value = base
        while let token = current, token.kind == .punctuation {
            if token.text == ".", let name = self.token(at: 1), name.kind == .word {
                position += 2
                value = .member(value, name.text)
            } else if token.text == "-", self.token(at: 1)?.isPunctuation(">") == true, let name = self.token(at: 2), name.kind == .word {
                position += 3
                value = .member(value, name.text)
            } else if token.text == "(" {
                value = functionCall(value, line: token.line)
            } else if token.text == "[" {
                position += 1
                let index = expression()
                skipTo("]")
                value = .call(
                    CodeCall(callee: .member(value, CodeCall.subscriptName), arguments: [CodeArgument(label: nil, value: index)], line: token.line))
            } else if (token.text == "+" || token.text == "-"), self.token(at: 1)?.text == token.text {
                position += 2
            } else {
                break
            }
        }
        return value
    }

    /// `f(a, b)`; `dispatch_async(queue, ^{ … })` is `DispatchQueue.main.async { … }`.
    private mutating func functionCall(_ callee: CodeValue, line: Int) -> CodeValue {
        position += 1
        var arguments: [CodeValue] = []
        while let token = current, !token.isPunctuation(")") {
            arguments.append(expression())
            if !accept(",") { skipTo(")", consuming: false) }
        }
        _ = accept(")")
        if case .name(let name) = callee, name == "dispatch_async" || name == "dispatch_after", let block = arguments.last {
            let queue = CodeValue.member(.member(.name("DispatchQueue"), "main"), name == "dispatch_async" ? "async" : "asyncAfter")
            let deadline = name == "dispatch_after" ? [CodeArgument(label: "deadline", value: arguments.first ?? .other(""))] : []
            return .call(CodeCall(callee: queue, arguments: deadline + [CodeArgument(label: nil, value: block)], line: line))
        }
        return .call(CodeCall(callee: callee, arguments: arguments.map { CodeArgument(label: nil, value: $0) }, line: line))
    }

    /// `(UINavigationController *)value`, a cast; else `(expression)`.
    private mutating func parenthesized() -> CodeValue {
        let start = position
        var index = position + 1
        var words: [String] = []
        while let token = tokens[safe: index], token.kind == .word { words.append(token.text); index += 1 }
        while tokens[safe: index]?.isPunctuation("*") == true { index += 1 }
        let typeWords = words.filter { !Self.qualifiers.contains($0) }
        let isTypeName =
            typeWords.count == 1 && (typeWords[0].first?.isUppercase == true || ["id", "void"].contains(typeWords[0]) || index > start + 2)
        if tokens[safe: index]?.isPunctuation(")") == true, isTypeName, let type = typeWords.first, let after = tokens[safe: index + 1],
            after.kind != .punctuation || ["[", "(", "@", "^"].contains(after.text)
        {
            position = index + 1
            let value = postfix(unary())
            return type == "void" ? value : .cast(value, type)
        }
        position += 1
        let value = expression()
        skipTo(")")
        return value
    }

    /// `^{ … }`, `^(UIAlertAction *action) { … }`, `^BOOL(id item) { … }`.
    private mutating func block() -> CodeValue {
        let line = line
        position += 1
        if current?.kind == .word { position += 1 }
        while current?.isPunctuation("*") == true { position += 1 }
        var parameters: [String] = []
        if current?.isPunctuation("(") == true {
            var last: String?
            for token in group() {
                if token.kind == .word { last = token.text }
                if token.isPunctuation(",") { parameters += last.map { [$0] } ?? [] }
            }
            if let last, last != "void" { parameters.append(last) }
        }
        guard current?.isPunctuation("{") == true else { return .other("^") }
        return .closure(CodeClosure(line: line, parameters: parameters, body: self.block()))
    }

    /// `@[first, second]`.
    private mutating func arrayLiteral() -> CodeValue {
        position += 1
        var items: [CodeValue] = []
        while let token = current, !token.isPunctuation("]") {
            items.append(expression())
            if !accept(",") { skipTo("]", consuming: false) }
        }
        _ = accept("]")
        return .array(items)
    }

    /// `[receiver selector]`, `[receiver first:a second:b]`: a call under its Swift name;
    /// `[[X alloc] init…]`, `[X new]` and a class factory Swift imports as an initializer
    /// (`[UIAlertController alertControllerWithTitle:…]`) call the class.
    private mutating func message() -> CodeValue {
        position += 1
        let receiver =
            current?.isWord("super") == true
            ? {
                position += 1; return CodeValue.name("super")
            }() : postfix(unary())
        let line = line
        var pieces: [String] = []
        var arguments: [CodeValue] = []
        var hasArguments = false
        while let token = current, token.kind == .word {
            pieces.append(token.text)
            position += 1
            guard accept(":") else { break }
            hasArguments = true
            arguments.append(expression(inMessage: true))
            // A variadic list's further values (`arrayWithObjects:a, b, nil`) name no piece.
            while accept(",") { _ = expression(inMessage: true) }
        }
        skipTo("]")
        guard !pieces.isEmpty else { return receiver }
        if !hasArguments {
            switch pieces[0] {
            case "alloc": return .call(CodeCall(callee: .member(receiver, "alloc"), arguments: [], line: line))
            case "class": return receiver
            case "new" where Self.isClassName(receiver):
                return .call(CodeCall(callee: receiver, arguments: [], line: line))
            case "sharedApplication": return .member(receiver, "shared")
            // A property read through its getter: `[self navigationController]`, `[Manager shared]`.
            case let name where Self.getters.contains(name) || properties.contains(name) || name == "shared":
                return .member(receiver, name)
            default: break
            }
        }
        let labelled = { (labels: [String?]) in
            zip(labels, arguments).map { CodeArgument(label: $0, value: $1) }
        }
        // `[[X alloc] initWith…]`: `X(…)`.
        if case .call(let alloc) = receiver, alloc.name == "alloc", alloc.arguments.isEmpty, let type = alloc.base, pieces[0].hasPrefix("init") {
            let name = SwiftName(pieces: pieces, hasArguments: hasArguments)
            return .call(CodeCall(callee: type, arguments: labelled(name.labels), line: line))
        }
        if case .name(let className) = receiver, Self.isClassName(receiver),
            let labels = SwiftName.factoryLabels(className: className, pieces: pieces)
        {
            return .call(CodeCall(callee: receiver, arguments: labelled(labels), line: line))
        }
        let name = SwiftName(pieces: pieces, hasArguments: hasArguments)
        return .call(CodeCall(callee: .member(receiver, name.base), arguments: labelled(name.labels), line: line))
    }

    /// UIKit's properties an Objective-C file reads through their getters.
    private static let getters: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "presentingViewController", "presentedViewController",
        "parentViewController", "topViewController", "visibleViewController", "viewControllers", "rootViewController",
        "selectedViewController", "keyWindow", "window", "view", "storyboard", "navigationItem", "popoverPresentationController",
        "delegate", "childViewControllers", "children",
    ]

    private static func isClassName(_ value: CodeValue) -> Bool {
        if case .name(let name) = value { return name.first?.isUppercase == true }
        return false
    }

    /// Past the `close` that ends the group being read (skipping nested groups); when not
    /// `consuming`, up to it.
    private mutating func skipTo(_ close: String, consuming: Bool = true) {
        while let token = current, !token.isPunctuation(close) {
            if token.isPunctuation("}") || token.isPunctuation(";") && close != ";" {
                // A statement's end: the group was not closed where expected.
                if close == "]" || close == ")" { return }
            }
            if token.kind == .punctuation, Self.closing[token.text] != nil, token.text != "<" { skipGroup() } else { position += 1 }
        }
        if consuming { _ = accept(close) }
    }
}
