/// View-controller expressions (`Name`, `Name: Class`, `nav`, `tabs`, `split`, `Name [...]`)
/// and the declarations they make.
extension Parser {
    private static let expressionExpectation =
        "a view-controller expression: `Name`, `Name: Class`, `nav Name [...]`, `tabs Name [...]`, `split Name [A, B]` or `Name [children]`"

    mutating func parseViewControllerExpression(_ cursor: inout TokenCursor, depth: Int) throws -> ViewControllerExpression {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a view controller is missing", at: cursor.endLocation, expected: Self.expressionExpectation)
        }
        guard depth < Self.maximumNesting else {
            throw Diagnostic(.error, "view controllers are nested more than \(Self.maximumNesting) deep", at: token.location,
                             help: "flatten the hierarchy")
        }
        switch token.kind {
        case .keyword(.nil):
            cursor.advance()
            return .nilLiteral(token.location)
        case .keyword(.nav):
            cursor.advance()
            let declaration = try parseDeclaration(&cursor, kind: .navigationController)
            let stack = try parseList(&cursor, depth: depth + 1, what: "the navigation stack, e.g. `nav \(declaration.name) [Home]`")
            if stack.isEmpty {
                throw Diagnostic(.error, "a navigation controller needs a root view controller", at: declaration.location,
                                 expected: "at least one view controller in `[...]`", help: "write e.g. `nav \(declaration.name) [Home]`")
            }
            return .navigation(declaration, stack: stack)
        case .keyword(.tabs):
            cursor.advance()
            let declaration = try parseDeclaration(&cursor, kind: .tabBarController)
            let tabs = try parseList(&cursor, depth: depth + 1, what: "the tabs, e.g. `tabs Main [nav Home [Feed], Settings]`")
            return .tabs(declaration, tabs: tabs, selected: try parseSelectedTab(&cursor, of: declaration, tabs: tabs))
        case .keyword(.split):
            cursor.advance()
            let declaration = try parseDeclaration(&cursor, kind: .splitViewController)
            let columns = try parseList(&cursor, depth: depth + 1, what: "the columns, e.g. `split \(declaration.name) [Mailboxes, Message]`")
            guard columns.count == 2 else {
                throw Diagnostic(.error, "a split view controller takes two columns, got \(columns.count)", at: declaration.location,
                                 expected: "`[PRIMARY, SECONDARY]`")
            }
            return .split(declaration, columns: columns)
        case .name:
            let declaration = try parseDeclaration(&cursor, kind: .viewController)
            if cursor.peek?.kind == .leftBracket {
                let children = try parseList(&cursor, depth: depth + 1, what: "the child view controllers")
                return .container(declaration, children: children)
            }
            return .reference(declaration)
        default:
            throw Diagnostic(.error, "unexpected \(token.display)", at: token.location, expected: Self.expressionExpectation,
                             help: token.word.map { "`\($0)` is a keyword and cannot name a view controller" })
        }
    }

    /// The optional `selected: N|Name` after a tab bar controller's list.
    private func parseSelectedTab(_ cursor: inout TokenCursor, of declaration: Declaration, tabs: [ViewControllerExpression]) throws -> TabSelector? {
        guard let key = cursor.peek, let word = key.word, cursor.peek(at: 1)?.kind == .colon, !Self.optionKeys.contains(word) else { return nil }
        guard word == "selected" else {
            throw Diagnostic(.error, "unknown option `\(word):` of `tabs`", at: key.location,
                             expected: "`selected:` and a tab index or name", help: Suggestion.didYouMean(word, in: ["selected"]))
        }
        cursor.advance(by: 2)
        let valueLocation = cursor.here
        let selected = try parseTabSelector(&cursor, what: "`selected:`")
        switch selected {
        case .index(let index) where index >= tabs.count:
            throw Diagnostic(.error, "`selected: \(index == Int.max ? "…" : String(index))` is past the last tab of `\(declaration.name)`", at: valueLocation,
                             expected: tabs.isEmpty ? "a tab in `[...]` first" : "an index from 0 to \(tabs.count - 1)")
        case .name(let name) where !tabs.contains(where: { $0.declaration?.name == name }):
            throw Diagnostic(.error, "`\(name)` is not one of the tabs of `\(declaration.name)`", at: valueLocation,
                             expected: "the name of a view controller in the list",
                             help: Suggestion.didYouMean(name, in: tabs.compactMap { $0.declaration?.name }))
        default:
            return selected
        }
    }

    private mutating func parseDeclaration(_ cursor: inout TokenCursor, kind: DeclaredViewController.Kind) throws -> Declaration {
        guard let token = cursor.peek, case .name(let name) = token.kind else {
            throw Diagnostic(.error, cursor.unexpected(or: "a name"), at: cursor.here,
                             expected: "a view-controller name (a letter or `_`, then letters, digits or `_`)",
                             help: cursor.peek?.word.map { "`\($0)` is a keyword and cannot name a view controller" })
        }
        cursor.advance()
        var className: String?
        if cursor.peek?.kind == .colon, let classToken = cursor.peek(at: 1) {
            guard case .name(let written) = classToken.kind else {
                throw Diagnostic(.error, "unexpected \(classToken.display) after `\(name):`", at: classToken.location,
                                 expected: "a class name, e.g. `\(name): ProfileViewController`")
            }
            className = written
            cursor.advance(by: 2)
        }
        let declaration = Declaration(name: name, className: className, location: token.location)
        try declare(declaration, kind: kind)
        return declaration
    }

    /// Creates the instance on first mention, and checks later mentions agree with it.
    private mutating func declare(_ declaration: Declaration, kind: DeclaredViewController.Kind) throws {
        let name = declaration.name
        if noteMention(of: name) {
            declared[name]?.kind = kind
        }
        guard let existing = declared[name] else {
            declared[name] = DeclaredViewController(name: name, kind: kind, className: declaration.className, location: declaration.location)
            declarationOrder.append(name)
            return
        }
        if existing.kind != kind && kind != .viewController {
            throw Diagnostic(.error, "`\(name)` is \(existing.kind.constructor) (line \(existing.location.line)), it cannot become \(kind.constructor)",
                             at: declaration.location, help: "use another name for the new instance")
        }
        if let className = declaration.className, let previous = existing.className, className != previous {
            throw Diagnostic(.error, "`\(name)` was declared as `\(previous)` (line \(existing.location.line)), not `\(className)`",
                             at: declaration.location, help: "a name is one instance for the whole flow; drop `: \(className)` or rename")
        }
        if existing.className == nil, let className = declaration.className {
            declared[name]?.className = className
        }
    }

    mutating func parseList(_ cursor: inout TokenCursor, depth: Int, what: String) throws -> [ViewControllerExpression] {
        guard let open = cursor.peek, open.kind == .leftBracket else {
            throw Diagnostic(.error, cursor.unexpected(or: "a `[` list"), at: cursor.here, expected: what)
        }
        cursor.advance()
        var items: [ViewControllerExpression] = []
        while true {
            // A trailing comma is allowed, as in Swift: lists spanning lines read better with one.
            if cursor.peek?.kind == .rightBracket {
                cursor.advance()
                return items
            }
            let item = try parseViewControllerExpression(&cursor, depth: depth)
            if case .nilLiteral(let at) = item {
                throw Diagnostic(.error, "a list cannot hold nil", at: at, expected: "a view-controller expression")
            }
            items.append(item)
            guard let next = cursor.peek else {
                throw Diagnostic(.error, "this `[` is never closed", at: open.location, expected: "`,` or `]`")
            }
            switch next.kind {
            case .comma: cursor.advance()
            case .rightBracket: continue
            default:
                throw Diagnostic(.error, "unexpected \(next.display) in a list", at: next.location,
                                 expected: "`,` between items or `]` to close the list")
            }
        }
    }
}
