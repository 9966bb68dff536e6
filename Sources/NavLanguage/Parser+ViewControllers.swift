/// View-controller expressions (`Name`, `Name: Class`, `nav`, `tabs`, `split`, `Name [...]`)
/// and the declarations they make.
extension Parser {
    private static let expressionExpectation =
        "a view-controller expression: `Name`, `Name: Class`, `nav Name [...]`, `tabs Name [...]`, `split Name [A, B]`, `Name [children]` or `alert Name`"

    /// Column-style split views came with iOS 14 (R46).
    static let columnSplitVersion = 14

    mutating func parseViewControllerExpression(_ cursor: inout TokenCursor, depth: Int) throws -> ViewControllerExpression {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a view controller is missing", at: cursor.endLocation, expected: Self.expressionExpectation)
        }
        guard depth < Self.maximumNesting else {
            throw Diagnostic(
                .error, "view controllers are nested more than \(Self.maximumNesting) deep", at: token.location,
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
                throw Diagnostic(
                    .error, "a navigation controller needs a root view controller", at: declaration.location,
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
            return try parseSplit(&cursor, depth: depth)
        case .name(let word) where (word == "alert" || word == "actionSheet") && cursor.peek(at: 2)?.kind != .colon:
            // `alert` and `actionSheet` are no keywords: only before a name do they make an alert controller.
            guard case .name? = cursor.peek(at: 1)?.kind else {
                if declared[word] == nil, cursor.peek(at: 1)?.kind != .colon, cursor.peek(at: 1)?.kind != .leftBracket {
                    // Usually an alert controller written without its name.
                    report(
                        Diagnostic(
                            .warning, "`\(word)` alone is a plain view controller named `\(word)`, not a UIAlertController", at: token.location,
                            help:
                                "name the alert controller: `\(word) Confirm`; to keep a view controller called `\(word)`, give its class: `\(word): UIViewController`"
                        ))
                }
                return try parseNamedExpression(&cursor, depth: depth)
            }
            cursor.advance()
            let declaration = try parseDeclaration(&cursor, kind: .alertController)
            if cursor.peek?.kind == .leftBracket {
                throw Diagnostic(
                    .error, "an alert controller has no child view controllers", at: cursor.here,
                    help: "its actions are buttons, not view controllers; remove the list")
            }
            return .alert(declaration, style: word == "alert" ? .alert : .actionSheet)
        case .name:
            return try parseNamedExpression(&cursor, depth: depth)
        default:
            throw Diagnostic(
                .error, "unexpected \(token.display)", at: token.location, expected: Self.expressionExpectation,
                help: token.word.map { "`\($0)` is a keyword and cannot name a view controller" })
        }
    }

    /// `Name`, `Name: Class` or `Name [children]`.
    private mutating func parseNamedExpression(_ cursor: inout TokenCursor, depth: Int) throws -> ViewControllerExpression {
        let declaration = try parseDeclaration(&cursor, kind: .viewController)
        if cursor.peek?.kind == .leftBracket {
            let children = try parseList(&cursor, depth: depth + 1, what: "the child view controllers")
            return .container(declaration, children: children)
        }
        return .reference(declaration)
    }

    /// After `split`: a classic split view `Name [PRIMARY, SECONDARY]`, or a column-style
    /// one with `style: doubleColumn|tripleColumn` and an optional `compact:` column (R46).
    private mutating func parseSplit(_ cursor: inout TokenCursor, depth: Int) throws -> ViewControllerExpression {
        let declaration = try parseDeclaration(&cursor, kind: .splitViewController)
        let columns = try parseList(&cursor, depth: depth + 1, what: "the columns, e.g. `split \(declaration.name) [Mailboxes, Message]`")
        if let style = try parseSplitStyle(&cursor, of: declaration) {
            guard columns.count == style.columns.count else {
                throw Diagnostic(
                    .error, "a `\(style.rawValue)` split view controller takes \(style.columns.count) columns, got \(columns.count)",
                    at: declaration.location, expected: "`[\(style.columns.map { $0.rawValue.uppercased() }.joined(separator: ", "))]`")
            }
            var compact: ViewControllerExpression?
            if case .name("compact")? = cursor.peek?.kind, cursor.peek(at: 1)?.kind == .colon {
                cursor.advance(by: 2)
                compact = try parseViewControllerExpression(&cursor, depth: depth + 1)
                try checkContained(compact!)
            }
            return .columnSplit(declaration, columns: columns, style: style, compact: compact)
        }
        // A classic split view may start with its primary column only: the secondary comes
        // with the first `showDetail` (UISplitViewController.viewControllers holds one).
        guard columns.count == 1 || columns.count == 2 else {
            throw Diagnostic(
                .error, "a split view controller takes two columns (or its primary only), got \(columns.count)", at: declaration.location,
                expected: "`[PRIMARY, SECONDARY]` or `[PRIMARY]`",
                help: columns.count == 3 ? "three columns make a column-style split view: add `style: tripleColumn`" : nil)
        }
        if case .name("compact")? = cursor.peek?.kind, cursor.peek(at: 1)?.kind == .colon {
            throw Diagnostic(
                .error, "`compact:` is a column of a column-style split view", at: cursor.here,
                help: "add `style: doubleColumn` after the columns")
        }
        return .split(declaration, columns: columns)
    }

    /// The optional `style: doubleColumn|tripleColumn` after a split view's columns. A
    /// presentation style is left to the `present` the expression belongs to.
    private func parseSplitStyle(_ cursor: inout TokenCursor, of declaration: Declaration) throws -> SplitViewStyle? {
        guard cursor.peek?.word == "style", cursor.peek(at: 1)?.kind == .colon, let value = cursor.peek(at: 2), let word = value.word else {
            return nil
        }
        guard let style = SplitViewStyle(rawValue: word) else {
            if PresentationStyle(rawValue: word) == nil, let close = Suggestion.closest(to: word, in: SplitViewStyle.allCases.map(\.rawValue)) {
                throw Diagnostic(
                    .error, "unknown split view style `\(word)`", at: value.location,
                    expected: "`doubleColumn` or `tripleColumn`", help: "did you mean `\(close)`?")
            }
            return nil
        }
        if let version = iosVersion, version < Self.columnSplitVersion {
            throw Diagnostic(
                .error, "column-style split views need iOS \(Self.columnSplitVersion) or later; this flow is `ios \(version)`",
                at: value.location, expected: "a classic split view `split \(declaration.name) [PRIMARY, SECONDARY]` before iOS 14",
                help: "remove `style: \(word)`, or simulate `ios 14` or later")
        }
        cursor.advance(by: 3)
        return style
    }

    /// A list item or a column must be a view controller that can be contained: not
    /// nil, not an alert controller.
    func checkContained(_ item: ViewControllerExpression) throws {
        if case .nilLiteral(let at) = item {
            throw Diagnostic(.error, "a list cannot hold nil", at: at, expected: "a view-controller expression")
        }
        if case .alert(let declaration, _) = item {
            throw Diagnostic(
                .error, "an alert controller is only ever presented", at: declaration.location,
                help: "present it: `A present alert \(declaration.name)`")
        }
    }

    /// The optional `selected: N|Name` after a tab bar controller's list.
    private mutating func parseSelectedTab(_ cursor: inout TokenCursor, of declaration: Declaration, tabs: [ViewControllerExpression]) throws
        -> TabSelector?
    {
        guard let key = cursor.peek, let word = key.word, cursor.peek(at: 1)?.kind == .colon, !Self.optionKeys.contains(word) else { return nil }
        guard word == "selected" else {
            throw Diagnostic(
                .error, "unknown option `\(word):` of `tabs`", at: key.location,
                expected: "`selected:` and a tab index or name", help: Suggestion.didYouMean(word, in: ["selected"]))
        }
        cursor.advance(by: 2)
        let valueLocation = cursor.here
        let selected = try parseTabSelector(&cursor, what: "`selected:`")
        switch selected {
        case .index(let index) where index >= tabs.count:
            throw Diagnostic(
                .error, "`selected: \(index == Int.max ? "…" : String(index))` is past the last tab of `\(declaration.name)`", at: valueLocation,
                expected: tabs.isEmpty ? "a tab in `[...]` first" : "an index from 0 to \(tabs.count - 1)")
        case .name(let name) where !tabs.contains(where: { $0.declaration?.name == name }):
            throw Diagnostic(
                .error, "`\(name)` is not one of the tabs of `\(declaration.name)`", at: valueLocation,
                expected: "the name of a view controller in the list",
                help: Suggestion.didYouMean(name, in: tabs.compactMap { $0.declaration?.name }))
        case .name(let name):
            noteWritten(name, at: valueLocation)
            return selected
        default:
            return selected
        }
    }

    private mutating func parseDeclaration(_ cursor: inout TokenCursor, kind: DeclaredViewController.Kind) throws -> Declaration {
        guard let token = cursor.peek, case .name(let name) = token.kind else {
            throw Diagnostic(
                .error, cursor.unexpected(or: "a name"), at: cursor.here,
                expected: "a view-controller name (a letter or `_`, then letters, digits or `_`)",
                help: cursor.peek?.word.map { "`\($0)` is a keyword and cannot name a view controller" })
        }
        cursor.advance()
        var className: String?
        if cursor.peek?.kind == .colon, let classToken = cursor.peek(at: 1) {
            guard case .name(let written) = classToken.kind else {
                throw Diagnostic(
                    .error, "unexpected \(classToken.display) after `\(name):`", at: classToken.location,
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
            noteWritten(name, at: declaration.location, creating: true)
            return
        }
        noteWritten(name, at: declaration.location)
        if existing.kind != kind && kind != .viewController {
            throw Diagnostic(
                .error, "`\(name)` is \(existing.kind.constructor) (line \(existing.location.line)), it cannot become \(kind.constructor)",
                at: declaration.location, help: "use another name for the new instance")
        }
        if let className = declaration.className, let previous = existing.className, className != previous {
            throw Diagnostic(
                .error, "`\(name)` was declared as `\(previous)` (line \(existing.location.line)), not `\(className)`",
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
            try checkContained(item)
            items.append(item)
            guard let next = cursor.peek else {
                throw Diagnostic(.error, "this `[` is never closed", at: open.location, expected: "`,` or `]`")
            }
            switch next.kind {
            case .comma: cursor.advance()
            case .rightBracket: continue
            default:
                throw Diagnostic(
                    .error, "unexpected \(next.display) in a list", at: next.location,
                    expected: "`,` between items or `]` to close the list")
            }
        }
    }
}
