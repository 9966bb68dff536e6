import NavCodeFacts

/// Statements, as the Swift reader gives them: loops, `@try` and `@synchronized` flattened,
/// `if` and `switch` as branches, `Type *name = value;` a binding, `[receiver setTitle:x]`
/// (a property's setter) an assignment.
extension ObjCParser {
    /// `{ statements }` at the current `{`.
    mutating func block() -> [CodeStatement] {
        guard accept("{") else { return [] }
        var body: [CodeStatement] = []
        while let token = current, !token.isPunctuation("}") { body += statement() }
        _ = accept("}")
        return body
    }

    private mutating func blockOrStatement() -> [CodeStatement] {
        current?.isPunctuation("{") == true ? block() : statement()
    }

    mutating func statement() -> [CodeStatement] {
        guard let token = current else { return [] }
        let line = token.line
        if token.isPunctuation("{") { return block() }
        if accept(";") { return [] }
        if token.kind == .word {
            switch token.text {
            case "if":
                position += 1
                skipGroup()
                let then = blockOrStatement()
                guard current?.isWord("else") == true else { return [.branches([then, []], line: line)] }
                position += 1
                let elseIf = current?.isWord("if") == true
                let otherwise = blockOrStatement()
                // `else if` continues the branches, as Swift's reader lists them.
                if elseIf, otherwise.count == 1, case .branches(let more, _) = otherwise[0] {
                    return [.branches([then] + more, line: line)]
                }
                return [.branches([then, otherwise], line: line)]
            case "for", "while", "@synchronized":
                position += 1
                skipGroup()
                return blockOrStatement()
            case "do":
                position += 1
                let body = blockOrStatement()
                if current?.isWord("while") == true {
                    position += 1
                    skipGroup()
                    _ = accept(";")
                }
                return body
            case "@autoreleasepool", "@try", "@finally", "else":
                position += 1
                return blockOrStatement()
            case "@catch":
                position += 1
                skipGroup()
                return blockOrStatement()
            case "switch":
                position += 1
                skipGroup()
                return [.branches(switchCases(), line: line)]
            case "return":
                position += 1
                if accept(";") { return [.return(nil, line: line)] }
                let value = expression()
                skipToStatementEnd()
                return [.return(value, line: line)]
            case "break", "continue", "goto":
                skipToStatementEnd()
                return []
            default:
                if let declaration = declaration(line: line) { return declaration }
            }
        }
        let value = expression()
        var result: [CodeStatement]
        if current?.isPunctuation("=") == true, self.token(at: 1)?.isPunctuation("=") != true {
            position += 1
            result = [.assign(target: value, value: expression(), line: line)]
        } else if case .call(let call) = value, let setter = Self.propertySetter(call) {
            result = [setter]
        } else {
            result = [.evaluate(value, line: line)]
        }
        skipToStatementEnd()
        return result
    }

    /// `[nav setViewControllers:@[list]]`, `[self.window setRootViewController:nav]`: the property set.
    private static func propertySetter(_ call: CodeCall) -> CodeStatement? {
        guard let base = call.base, let name = call.name, name.count > 3, name.hasPrefix("set"), call.arguments.count == 1,
            call.arguments[0].label == nil, name.dropFirst(3).first?.isUppercase == true
        else { return nil }
        let property = SwiftName.lowercasedFirst(String(name.dropFirst(3)))
        return .assign(target: .member(base, property), value: call.arguments[0].value, line: call.line)
    }

    /// `switch (x) { case A: … break; default: … }`: a branch per case.
    private mutating func switchCases() -> [[CodeStatement]] {
        guard accept("{") else { return [] }
        var cases: [[CodeStatement]] = []
        while let token = current, !token.isPunctuation("}") {
            if token.isWord("case") || token.isWord("default") {
                while let label = current, !label.isPunctuation(":") { position += 1 }
                position += 1
                cases.append([])
            } else {
                let statements = statement()
                if cases.isEmpty { cases.append([]) }
                cases[cases.count - 1] += statements
            }
        }
        _ = accept("}")
        return cases
    }

    /// `UIViewController *controller = …;`, `__weak typeof(self) weakSelf = self;`,
    /// `NSInteger count;`: a binding; nil (nothing read) when the statement is no declaration.
    private mutating func declaration(line: Int) -> [CodeStatement]? {
        var index = position
        func word(_ offset: Int = 0) -> ObjCToken? {
            index + offset < tokens.count && tokens[index + offset].kind == .word ? tokens[index + offset] : nil
        }
        while let qualifier = word(), Self.qualifiers.contains(qualifier.text) { index += 1 }
        var type: String?
        if let typeof = word(), ["typeof", "__typeof", "__typeof__"].contains(typeof.text), tokens[safe: index + 1]?.isPunctuation("(") == true {
            index += 1
            let saved = position
            position = index
            skipGroup()
            index = position
            position = saved
        } else if let named = word(), !Self.keywords.contains(named.text) {
            type = named.text
            index += 1
            if tokens[safe: index]?.isPunctuation("<") == true {
                let saved = position
                position = index
                skipGroup()
                index = position
                position = saved
            }
        } else {
            return nil
        }
        while tokens[safe: index]?.isPunctuation("*") == true { index += 1 }
        while let qualifier = word(), Self.qualifiers.contains(qualifier.text) { index += 1 }
        guard let name = word(), let after = tokens[safe: index + 1],
            after.isPunctuation(";") || (after.isPunctuation("=") && tokens[safe: index + 2]?.isPunctuation("=") != true)
        else { return nil }
        position = index + 2
        guard after.isPunctuation("=") else { return [.bind(name: name.text, type: type, value: nil, line: line)] }
        let value = expression()
        skipToStatementEnd()
        return [.bind(name: name.text, type: type, value: value, line: line)]
    }

    /// Words that begin a statement or an expression, never a declaration's type.
    static let keywords: Set<String> = ["return", "self", "super", "if", "else", "case", "default", "nil", "YES", "NO", "true", "false"]

    /// Past what is left of a statement, through its `;` (never past the `}` that closes its block).
    mutating func skipToStatementEnd() {
        while let token = current {
            if token.isPunctuation(";") {
                position += 1
                return
            }
            if token.isPunctuation("}") { return }
            // `<` is a comparison here, never a bracket.
            if token.kind == .punctuation, Self.closing[token.text] != nil, token.text != "<" { skipGroup() } else { position += 1 }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
