/// Parses `.nav` text into a syntax tree, recovering at line ends so that one run
/// reports every independent error. Also resolves names in file order: an actor or a
/// value must name a view controller that an earlier line created.
public struct Parser {
    /// More errors than this are summarised: a binary or wildly wrong file says so once.
    public static let maximumDiagnostics = 100
    public static let maximumNesting = 32

    public static func parse(_ source: SourceFile) -> ParseResult {
        let (lines, lexDiagnostics) = Lexer.lex(source)
        var parser = Parser()
        parser.diagnostics = lexDiagnostics
        let syntax = parser.parseFile(lines)
        var diagnostics = parser.diagnostics.sorted { ($0.location, $0.severity) < ($1.location, $1.severity) }
        if diagnostics.count > maximumDiagnostics {
            let rest = diagnostics.count - maximumDiagnostics
            diagnostics = Array(diagnostics.prefix(maximumDiagnostics))
            diagnostics.append(Diagnostic(.note, "\(rest) more problems not shown", at: diagnostics.last!.location))
        }
        return ParseResult(syntax: syntax, diagnostics: diagnostics, declarations: parser.declarationOrder.map { parser.declared[$0]! })
    }

    private var diagnostics: [Diagnostic] = []
    private var declared: [String: DeclaredViewController] = [:]
    private var declarationOrder: [String] = []

    // MARK: - File structure

    private mutating func parseFile(_ lines: [LogicalLine]) -> FlowSyntax {
        var statements: [Statement] = []
        var sawTitle = false, sawIOS = false, sawRoot = false, sawStep = false
        var crashLocation: SourceLocation?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let crash = crashLocation {
                report(Diagnostic(
                    .error, "`expect crash` must be the last statement of the file", at: crash,
                    help: "an exception ends the app: nothing after it runs"))
                crashLocation = nil
            }
            if line.isIndented {
                report(Diagnostic(
                    .error, "unexpected indentation", at: line.location,
                    expected: "indented lines only under `step \"Caption\"`",
                    help: "remove the leading spaces, or put a `step` line above this one"))
                continue
            }
            var cursor = TokenCursor(tokens: line.tokens, lineLocation: line.location)
            do {
                guard let statement = try parseStatement(&cursor) else { continue }
                switch statement.kind {
                case .title:
                    if sawTitle {
                        report(Diagnostic(.error, "`title` is given twice", at: statement.location, help: "keep one `title` line"))
                    } else if sawStep {
                        report(Diagnostic(.error, "`title` must come before the first step", at: statement.location, help: "move it to the top of the file"))
                    }
                    sawTitle = true
                case .ios:
                    if sawIOS {
                        report(Diagnostic(.error, "`ios` is given twice", at: statement.location, help: "keep one `ios` line"))
                    } else if sawRoot {
                        report(Diagnostic(.error, "`ios` must come before `root`", at: statement.location, help: "move it above the `root` line"))
                    }
                    sawIOS = true
                case .root:
                    if sawRoot { sawStep = true }
                    sawRoot = true
                case .action, .group:
                    if !sawRoot {
                        report(Diagnostic(
                            .error, "an operation before `root`", at: statement.location,
                            expected: "a `root` line that installs the window's root view controller first",
                            help: "add e.g. `root nav Main [Home]` above this line"))
                    }
                    sawStep = true
                case .expect(let expectation):
                    if case .crash = expectation.kind { crashLocation = statement.location }
                case .set:
                    break
                }
                if case .group = statement.kind {
                    // A group's members are the indented lines that follow it.
                    var actions: [Action] = []
                    while index < lines.count, lines[index].isIndented {
                        var member = TokenCursor(tokens: lines[index].tokens, lineLocation: lines[index].location)
                        do {
                            actions.append(try parseGroupMember(&member, isFirst: actions.isEmpty))
                        } catch let diagnostic as Diagnostic {
                            report(diagnostic)
                        } catch {}
                        index += 1
                    }
                    guard case .group(let caption, _) = statement.kind else { continue }
                    if actions.isEmpty {
                        report(Diagnostic(
                            .error, "this `step` group has no operations", at: statement.location,
                            expected: "indented operation lines below it", help: "indent the group's lines with spaces"))
                    }
                    statements.append(Statement(kind: .group(caption: caption, actions: actions), location: statement.location))
                } else {
                    statements.append(statement)
                }
            } catch let diagnostic as Diagnostic {
                report(diagnostic)
            } catch {}
        }
        return FlowSyntax(statements: statements)
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    // MARK: - Statements

    private mutating func parseStatement(_ cursor: inout TokenCursor) throws -> Statement? {
        guard let first = cursor.peek else { return nil }
        let location = first.location
        switch first.kind {
        case .keyword(.title):
            cursor.advance()
            let text = try cursor.expectString(what: "the flow's title in quotes, e.g. `title \"Checkout\"`")
            try cursor.expectEnd()
            return Statement(kind: .title(text), location: location)
        case .keyword(.ios):
            cursor.advance()
            let version = try cursor.expectInteger(what: "an iOS major version, e.g. `ios 17`")
            guard (9...30).contains(version) else {
                throw Diagnostic(.error, "iOS \(version) is not a version navviz simulates", at: location,
                                 expected: "a major version from 9 to 30", help: "write e.g. `ios 17`")
            }
            try cursor.expectEnd()
            return Statement(kind: .ios(version), location: location)
        case .keyword(.root):
            cursor.advance()
            let expression = try parseViewControllerExpression(&cursor, depth: 0)
            if case .nilLiteral(let at) = expression {
                throw Diagnostic(.error, "the window's root cannot be nil", at: at, expected: "a view-controller expression")
            }
            let caption = try parseCaption(&cursor)
            try cursor.expectEnd()
            return Statement(kind: .root(expression, caption: caption), location: location)
        case .keyword(.step):
            cursor.advance()
            let caption = try cursor.expectString(what: "the group's caption in quotes, e.g. `step \"log out\"`")
            try cursor.expectEnd()
            return Statement(kind: .group(caption: caption, actions: []), location: location)
        case .keyword(.then):
            throw Diagnostic(.error, "`then` outside a `step` group", at: location,
                             help: "`then` runs a line in the completion handler of the line before it; put both in an indented `step` group")
        case .keyword(.set):
            cursor.advance()
            return Statement(kind: .set(try parseAssignment(&cursor)), location: location)
        case .keyword(.expect):
            cursor.advance()
            return Statement(kind: .expect(try parseExpectation(&cursor)), location: location)
        case .name, .keyword(.top):
            return Statement(kind: .action(try parseAction(&cursor, runsInCompletion: false)), location: location)
        default:
            throw Diagnostic(.error, "unexpected \(first.display) at the start of a statement", at: location,
                             expected: "a statement: `title`, `ios`, `root`, `step`, `set`, `expect`, or `ACTOR OPERATION ...`")
        }
    }

    private mutating func parseGroupMember(_ cursor: inout TokenCursor, isFirst: Bool) throws -> Action {
        guard let first = cursor.peek else { throw Diagnostic(.error, "empty line", at: cursor.lineLocation) }
        var runsInCompletion = false
        if case .keyword(.then) = first.kind {
            if isFirst {
                throw Diagnostic(.error, "`then` on the first line of a group", at: first.location,
                                 help: "`then` waits for the line before it; the first line has none")
            }
            cursor.advance()
            runsInCompletion = true
        }
        guard let head = cursor.peek else {
            throw Diagnostic(.error, "`then` needs an operation after it", at: first.location, expected: "e.g. `then VCN6 dismiss`")
        }
        switch head.kind {
        case .name, .keyword(.top):
            return try parseAction(&cursor, runsInCompletion: runsInCompletion)
        default:
            throw Diagnostic(.error, "unexpected \(head.display) in a `step` group", at: head.location,
                             expected: "an operation line such as `VCM3 dismiss`",
                             help: "a group holds operations only; put `expect`, `set` and `root` lines after it, unindented")
        }
    }

    private mutating func parseCaption(_ cursor: inout TokenCursor) throws -> String? {
        guard let token = cursor.peek, case .string(let text) = token.kind else { return nil }
        cursor.advance()
        return text
    }

    // MARK: - Actions

    private mutating func parseAction(_ cursor: inout TokenCursor, runsInCompletion: Bool) throws -> Action {
        let actor = try parseActor(&cursor)
        guard let operationToken = cursor.peek else {
            throw Diagnostic(.error, "`\(actor)` is not followed by an operation", at: cursor.endLocation,
                             expected: "an operation: \(Operation.spellings.joined(separator: ", "))")
        }
        guard let word = operationToken.word, Operation.spellings.contains(word) else {
            let written = operationToken.word ?? ""
            throw Diagnostic(.error, "unknown operation \(operationToken.display)", at: operationToken.location,
                             expected: "one of \(Operation.spellings.joined(separator: ", "))",
                             help: Suggestion.didYouMean(written, in: Operation.spellings))
        }
        cursor.advance()
        let operation: Operation
        switch word {
        case "push": operation = .push(try parseOperand(&cursor, operation: word))
        case "pop": operation = .pop
        case "popTo": operation = .popTo(try parseActor(&cursor))
        case "popToRoot": operation = .popToRoot
        case "setStack", "setViewControllers": operation = .setStack(try parseList(&cursor, depth: 0, what: "the new stack, e.g. `[Home, Detail]`"))
        case "present": operation = .present(try parseViewControllerExpression(&cursor, depth: 0))
        case "dismiss": operation = .dismiss
        case "select": operation = .select(try parseTabSelector(&cursor))
        case "addChild": operation = .addChild(try parseOperand(&cursor, operation: word))
        case "removeFromParent": operation = .removeFromParent
        default: operation = .show(try parseOperand(&cursor, operation: word))
        }
        let options = try parseOptions(&cursor, operation: operation)
        let caption = try parseCaption(&cursor)
        try cursor.expectEnd(after: "the operation")
        return Action(actor: actor, operation: operation, options: options, caption: caption,
                      runsInCompletion: runsInCompletion, location: actor.location)
    }

    private mutating func parseOperand(_ cursor: inout TokenCursor, operation: String) throws -> ViewControllerExpression {
        let expression = try parseViewControllerExpression(&cursor, depth: 0)
        if case .nilLiteral(let at) = expression {
            throw Diagnostic(.error, "`\(operation)` needs a view controller, not nil", at: at, expected: "a view-controller expression")
        }
        return expression
    }

    private mutating func parseTabSelector(_ cursor: inout TokenCursor) throws -> TabSelector {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "`select` needs a tab", at: cursor.endLocation, expected: "a tab index such as `1`, or the name of a tab's view controller")
        }
        switch token.kind {
        case .integer(let index):
            cursor.advance()
            return .index(index)
        case .name(let name):
            cursor.advance()
            try resolve(name, at: token.location)
            return .name(name)
        default:
            throw Diagnostic(.error, "unexpected \(token.display) after `select`", at: token.location,
                             expected: "a tab index such as `1`, or the name of a tab's view controller")
        }
    }

    private static let optionKeys = ["style", "animated"]

    private mutating func parseOptions(_ cursor: inout TokenCursor, operation: Operation) throws -> ActionOptions {
        var options = ActionOptions()
        var seen: Set<String> = []
        while let token = cursor.peek, let key = token.word, cursor.peek(at: 1)?.kind == .colon {
            guard Self.optionKeys.contains(key) else {
                throw Diagnostic(.error, "unknown option `\(key):`", at: token.location,
                                 expected: "`style:` (on present and show) or `animated:`",
                                 help: Suggestion.didYouMean(key, in: Self.optionKeys))
            }
            if !seen.insert(key).inserted {
                throw Diagnostic(.error, "option `\(key):` is given twice", at: token.location, help: "keep one")
            }
            cursor.advance(by: 2)
            guard let valueToken = cursor.peek else {
                throw Diagnostic(.error, "option `\(key):` has no value", at: cursor.endLocation,
                                 expected: key == "style" ? "a presentation style" : "`true` or `false`")
            }
            if key == "style" {
                switch operation {
                case .present, .show: break
                default:
                    throw Diagnostic(.error, "`style:` applies to `present` and `show` only, not `\(operation.name)`", at: token.location,
                                     help: "remove the option")
                }
                options.style = try parseStyle(valueToken)
                cursor.advance()
            } else {
                guard case .keyword(let keyword) = valueToken.kind, keyword == .true || keyword == .false else {
                    throw Diagnostic(.error, "`animated:` takes `true` or `false`, not \(valueToken.display)", at: valueToken.location,
                                     expected: "`true` or `false`")
                }
                options.animated = keyword == .true
                cursor.advance()
            }
        }
        return options
    }

    private func parseStyle(_ token: Token) throws -> PresentationStyle {
        let spellings = PresentationStyle.allCases.map(\.rawValue)
        guard let word = token.word, let style = PresentationStyle(rawValue: word) else {
            throw Diagnostic(.error, "unknown presentation style \(token.display)", at: token.location,
                             expected: "one of \(spellings.joined(separator: ", "))",
                             help: token.word.flatMap { Suggestion.didYouMean($0, in: spellings) })
        }
        return style
    }

    // MARK: - Actors

    private mutating func parseActor(_ cursor: inout TokenCursor) throws -> ActorExpression {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a view controller is missing", at: cursor.endLocation,
                             expected: "a view-controller name, `top`, or a property path such as `VCM4.presenting`")
        }
        var actor: ActorExpression
        switch token.kind {
        case .name(let name):
            try resolve(name, at: token.location)
            actor = ActorExpression(base: .name(name), location: token.location)
        case .keyword(.top):
            actor = ActorExpression(base: .top, location: token.location)
        default:
            throw Diagnostic(.error, "unexpected \(token.display)", at: token.location,
                             expected: "a view-controller name, `top`, or a property path such as `VCM4.presenting`")
        }
        cursor.advance()
        while cursor.peek?.kind == .dot {
            let dot = cursor.peek!
            cursor.advance()
            guard let propertyToken = cursor.peek, let word = propertyToken.word else {
                throw Diagnostic(.error, "a property name must follow `.`", at: cursor.peek?.location ?? SourceLocation(line: dot.location.line, column: dot.location.column + 1),
                                 expected: "one of \(ActorProperty.allSpellings.joined(separator: ", "))")
            }
            guard let property = ActorProperty(spelling: word) else {
                // `expect` and `set` read the final query or assignable property themselves.
                if Self.queryProperties.contains(word) || Self.assignableProperties.contains(word) {
                    cursor.retreat()
                    return actor
                }
                throw Diagnostic(.error, "unknown property `\(word)`", at: propertyToken.location,
                                 expected: "one of \(ActorProperty.allSpellings.joined(separator: ", "))",
                                 help: Suggestion.didYouMean(word, in: ActorProperty.allSpellings + Self.assignableProperties))
            }
            actor.path.append(property)
            cursor.advance()
        }
        return actor
    }

    /// Records a reference to `name`, which an earlier view-controller expression must have created.
    private func resolve(_ name: String, at location: SourceLocation) throws {
        guard declared[name] == nil else { return }
        throw Diagnostic(.error, "unknown view controller `\(name)`", at: location,
                         expected: "a name that an earlier line created (`root`, `push`, `present`, ...)",
                         help: Suggestion.didYouMean(name, in: declared.keys) ?? "create it first, e.g. `\(name)` as the operand of `push` or `present`")
    }

    // MARK: - View-controller expressions

    private mutating func parseViewControllerExpression(_ cursor: inout TokenCursor, depth: Int) throws -> ViewControllerExpression {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a view controller is missing", at: cursor.endLocation,
                             expected: "a view-controller expression: `Name`, `Name: Class`, `nav Name [...]`, `tabs Name [...]`, `split Name [A, B]` or `Name [children]`")
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
            let stack = try parseList(&cursor, depth: depth + 1, what: "the navigation stack, e.g. `nav Main [Home]`")
            if stack.isEmpty {
                throw Diagnostic(.error, "a navigation controller needs a root view controller", at: declaration.location,
                                 expected: "at least one view controller in `[...]`", help: "write e.g. `nav \(declaration.name) [Home]`")
            }
            return .navigation(declaration, stack: stack)
        case .keyword(.tabs):
            cursor.advance()
            let declaration = try parseDeclaration(&cursor, kind: .tabBarController)
            let tabs = try parseList(&cursor, depth: depth + 1, what: "the tabs, e.g. `tabs Main [nav Home [Feed], Settings]`")
            var selected: TabSelector?
            if let key = cursor.peek, key.word == "selected", cursor.peek(at: 1)?.kind == .colon {
                cursor.advance(by: 2)
                selected = try parseTabSelector(&cursor)
                if case .index(let index) = selected!, index >= tabs.count {
                    throw Diagnostic(.error, "`selected: \(index)` is past the last tab", at: key.location,
                                     expected: "an index from 0 to \(tabs.count - 1)")
                }
                if case .name(let name) = selected!, !tabs.contains(where: { $0.declaration?.name == name }) {
                    throw Diagnostic(.error, "`\(name)` is not one of the tabs of `\(declaration.name)`", at: key.location,
                                     help: Suggestion.didYouMean(name, in: tabs.compactMap { $0.declaration?.name }))
                }
            }
            return .tabs(declaration, tabs: tabs, selected: selected)
        case .keyword(.split):
            cursor.advance()
            let declaration = try parseDeclaration(&cursor, kind: .splitViewController)
            let columns = try parseList(&cursor, depth: depth + 1, what: "the columns, e.g. `split Mail [Mailboxes, Message]`")
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
            throw Diagnostic(.error, "unexpected \(token.display)", at: token.location,
                             expected: "a view-controller expression: `Name`, `Name: Class`, `nav Name [...]`, `tabs Name [...]`, `split Name [A, B]` or `Name [children]`",
                             help: token.word.map { "`\($0)` is a keyword and cannot name a view controller" })
        }
    }

    private mutating func parseDeclaration(_ cursor: inout TokenCursor, kind: DeclaredViewController.Kind) throws -> Declaration {
        guard let token = cursor.peek, case .name(let name) = token.kind else {
            let found = cursor.peek
            throw Diagnostic(.error, found.map { "unexpected \($0.display)" } ?? "a name is missing", at: found?.location ?? cursor.endLocation,
                             expected: "a view-controller name (a letter or `_`, then letters, digits or `_`)",
                             help: found?.word.map { "`\($0)` is a keyword and cannot name a view controller" })
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
        try declare(Declaration(name: name, className: className, location: token.location), kind: kind)
        return Declaration(name: name, className: className, location: token.location)
    }

    /// Creates the instance on first mention, and checks later mentions agree with it.
    private mutating func declare(_ declaration: Declaration, kind: DeclaredViewController.Kind) throws {
        if let existing = declared[declaration.name] {
            if existing.kind != kind && kind != .viewController {
                throw Diagnostic(.error, "`\(declaration.name)` is \(existing.kind.constructor) (line \(existing.location.line)), it cannot become \(kind.constructor)",
                                 at: declaration.location, help: "use another name for the new instance")
            }
            if let className = declaration.className, let previous = existing.className, className != previous {
                throw Diagnostic(.error, "`\(declaration.name)` was declared as `\(previous)` (line \(existing.location.line)), not `\(className)`",
                                 at: declaration.location, help: "a name is one instance for the whole flow; drop `: \(className)` or rename")
            }
            if existing.className == nil, let className = declaration.className {
                declared[declaration.name]?.className = className
            }
            return
        }
        declared[declaration.name] = DeclaredViewController(name: declaration.name, kind: kind, className: declaration.className, location: declaration.location)
        declarationOrder.append(declaration.name)
    }

    private mutating func parseList(_ cursor: inout TokenCursor, depth: Int, what: String) throws -> [ViewControllerExpression] {
        guard let open = cursor.peek, open.kind == .leftBracket else {
            throw Diagnostic(.error, cursor.peek.map { "unexpected \($0.display)" } ?? "a `[` list is missing",
                             at: cursor.peek?.location ?? cursor.endLocation, expected: what)
        }
        cursor.advance()
        var items: [ViewControllerExpression] = []
        if cursor.peek?.kind == .rightBracket {
            cursor.advance()
            return items
        }
        while true {
            let item = try parseViewControllerExpression(&cursor, depth: depth)
            if case .nilLiteral(let at) = item {
                throw Diagnostic(.error, "a list cannot hold nil", at: at, expected: "a view-controller expression")
            }
            items.append(item)
            guard let next = cursor.peek else {
                throw Diagnostic(.error, "this `[` is never closed", at: open.location, expected: "`,` or `]`")
            }
            if next.kind == .comma {
                cursor.advance()
                continue
            }
            if next.kind == .rightBracket {
                cursor.advance()
                return items
            }
            throw Diagnostic(.error, "unexpected \(next.display) in a list", at: next.location,
                             expected: "`,` between items or `]` to close the list")
        }
    }

    // MARK: - set and expect

    private static let assignableProperties = ["definesPresentationContext", "modalPresentationStyle"]
    private static let queryProperties = ["viewControllers", "children", "selectedIndex", "visible"]

    private mutating func parseAssignment(_ cursor: inout TokenCursor) throws -> PropertyAssignment {
        let actor = try parseActor(&cursor)
        guard cursor.peek?.kind == .dot, let propertyToken = cursor.peek(at: 1), let property = propertyToken.word else {
            throw Diagnostic(.error, "`set` needs a property", at: cursor.peek?.location ?? cursor.endLocation,
                             expected: "`set NAME.definesPresentationContext = true` or `set NAME.modalPresentationStyle = fullScreen`")
        }
        guard Self.assignableProperties.contains(property) else {
            throw Diagnostic(.error, "`\(property)` cannot be set", at: propertyToken.location,
                             expected: "`definesPresentationContext` or `modalPresentationStyle`",
                             help: Suggestion.didYouMean(property, in: Self.assignableProperties))
        }
        cursor.advance(by: 2)
        guard cursor.peek?.kind == .equals else {
            throw Diagnostic(.error, cursor.peek.map { "unexpected \($0.display)" } ?? "`=` is missing",
                             at: cursor.peek?.location ?? cursor.endLocation, expected: "`=` and a value",
                             help: cursor.peek?.kind == .equalsEquals ? "`set` assigns with a single `=`" : nil)
        }
        cursor.advance()
        guard let valueToken = cursor.peek else {
            throw Diagnostic(.error, "a value is missing", at: cursor.endLocation,
                             expected: property == "modalPresentationStyle" ? "a presentation style" : "`true` or `false`")
        }
        let value: PropertyAssignment.Value
        if property == "modalPresentationStyle" {
            value = .modalPresentationStyle(try parseStyle(valueToken))
        } else {
            guard case .keyword(let keyword) = valueToken.kind, keyword == .true || keyword == .false else {
                throw Diagnostic(.error, "`definesPresentationContext` is `true` or `false`, not \(valueToken.display)",
                                 at: valueToken.location, expected: "`true` or `false`")
            }
            value = .definesPresentationContext(keyword == .true)
        }
        cursor.advance()
        try cursor.expectEnd()
        return PropertyAssignment(actor: actor, value: value)
    }

    private mutating func parseExpectation(_ cursor: inout TokenCursor) throws -> Expectation {
        if let token = cursor.peek, case .name(let word) = token.kind, word == "warning" || word == "crash",
           cursor.peek(at: 1).map({ if case .string = $0.kind { return true } else { return false } }) ?? true {
            cursor.advance()
            let text = try parseCaption(&cursor)
            try cursor.expectEnd()
            return Expectation(kind: word == "warning" ? .warning(text) : .crash(text), location: token.location)
        }
        let actor = try parseActor(&cursor)
        var query: String?
        if cursor.peek?.kind == .dot, let property = cursor.peek(at: 1)?.word, Self.queryProperties.contains(property) {
            query = property
            cursor.advance(by: 2)
        }
        guard let equals = cursor.peek, equals.kind == .equalsEquals else {
            throw Diagnostic(.error, cursor.peek.map { "unexpected \($0.display)" } ?? "`==` is missing",
                             at: cursor.peek?.location ?? cursor.endLocation,
                             expected: "`==` and the expected value, e.g. `expect top == Home`",
                             help: cursor.peek?.kind == .equals ? "compare with `==`" : nil)
        }
        cursor.advance()
        guard let value = cursor.peek else {
            throw Diagnostic(.error, "the expected value is missing", at: cursor.endLocation, expected: "a value after `==`")
        }
        let kind: Expectation.Kind
        switch query {
        case "viewControllers", "children":
            var names: [String] = []
            guard value.kind == .leftBracket else {
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location, expected: "a list of names, e.g. `[Home, Detail]`")
            }
            cursor.advance()
            while let item = cursor.peek, item.kind != .rightBracket {
                guard case .name(let name) = item.kind else {
                    throw Diagnostic(.error, "unexpected \(item.display) in a list", at: item.location, expected: "a view-controller name")
                }
                try resolve(name, at: item.location)
                names.append(name)
                cursor.advance()
                if cursor.peek?.kind == .comma { cursor.advance() } else { break }
            }
            guard cursor.peek?.kind == .rightBracket else {
                throw Diagnostic(.error, "the list is not closed", at: cursor.peek?.location ?? cursor.endLocation, expected: "`]`")
            }
            cursor.advance()
            kind = query == "children" ? .children(actor, equals: names) : .viewControllers(actor, equals: names)
        case "selectedIndex":
            guard case .integer(let index) = value.kind else {
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location, expected: "a tab index, e.g. `0`")
            }
            cursor.advance()
            kind = .selectedIndex(actor, equals: index)
        case "visible":
            guard case .keyword(let keyword) = value.kind, keyword == .true || keyword == .false else {
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location, expected: "`true` or `false`")
            }
            cursor.advance()
            kind = .visible(actor, equals: keyword == .true)
        default:
            switch value.kind {
            case .keyword(.nil):
                kind = .actor(actor, equals: nil)
            case .name(let name):
                try resolve(name, at: value.location)
                kind = .actor(actor, equals: name)
            default:
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location,
                                 expected: "a view-controller name or `nil`")
            }
            cursor.advance()
        }
        try cursor.expectEnd()
        return Expectation(kind: kind, location: value.location)
    }
}

/// A read position in one logical line's tokens.
struct TokenCursor {
    let tokens: [Token]
    let lineLocation: SourceLocation
    var index = 0

    init(tokens: [Token], lineLocation: SourceLocation) {
        self.tokens = tokens
        self.lineLocation = lineLocation
    }

    var peek: Token? { index < tokens.count ? tokens[index] : nil }
    func peek(at offset: Int) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }
    mutating func advance(by count: Int = 1) { index += count }
    mutating func retreat() { index -= 1 }

    /// Just past the last token: where "something is missing" is reported.
    var endLocation: SourceLocation {
        guard let last = tokens.last else { return lineLocation }
        return SourceLocation(line: last.location.line, column: last.location.column + Self.width(of: last))
    }

    private static func width(of token: Token) -> Int {
        switch token.kind {
        case .name(let name): return name.count
        case .keyword(let keyword): return keyword.rawValue.count
        case .string(let text): return text.count + 2
        case .integer(let value): return String(value).count
        case .equalsEquals: return 2
        default: return 1
        }
    }

    mutating func expectString(what: String) throws -> String {
        guard let token = peek, case .string(let text) = token.kind else {
            throw Diagnostic(.error, peek.map { "unexpected \($0.display)" } ?? "a string is missing",
                             at: peek?.location ?? endLocation, expected: what)
        }
        advance()
        return text
    }

    mutating func expectInteger(what: String) throws -> Int {
        guard let token = peek, case .integer(let value) = token.kind else {
            throw Diagnostic(.error, peek.map { "unexpected \($0.display)" } ?? "a number is missing",
                             at: peek?.location ?? endLocation, expected: what)
        }
        advance()
        return value
    }

    func expectEnd(after what: String = "the statement") throws {
        guard let extra = peek else { return }
        var help: String?
        if case .name = extra.kind, extra.location.line == lineLocation.line { help = "put each statement on its own line" }
        if case .string = extra.kind { help = "a caption comes last, after the options" }
        throw Diagnostic(.error, "unexpected \(extra.display) after \(what)", at: extra.location,
                         expected: "the end of the line (a caption string may end an operation)", help: help)
    }
}
