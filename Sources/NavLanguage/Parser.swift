/// Parses `.nav` text into a syntax tree, recovering at line ends so that one run
/// reports every independent error. Also resolves names in file order: an actor or a
/// value must name a view controller that an earlier line created.
public struct Parser {
    /// More errors than this are summarised: a binary or wildly wrong file says so once.
    public static let maximumDiagnostics = 100
    public static let maximumNesting = 32

    public static func parse(_ source: SourceFile) -> ParseResult {
        var parser = Parser(lexer: Lexer(source))
        let syntax = parser.parseFile()
        let lexer = parser.lexer
        var diagnostics = (lexer.diagnostics + parser.diagnostics).sorted {
            ($0.location, $0.severity, $0.message) < ($1.location, $1.severity, $1.message)
        }
        let omitted = lexer.omittedDiagnostics + parser.omittedDiagnostics + max(0, diagnostics.count - maximumDiagnostics)
        if omitted > 0 {
            diagnostics = Array(diagnostics.prefix(maximumDiagnostics))
            diagnostics.append(Diagnostic(.note, "\(omitted) more problems not shown", at: diagnostics.last!.location))
        }
        return ParseResult(syntax: syntax, diagnostics: diagnostics, declarations: parser.declarationOrder.map { parser.declared[$0]! })
    }

    private var lexer: Lexer
    /// The logical line after the one being parsed: a `step` group reads on while it is indented.
    private var upcoming: LogicalLine?
    private var diagnostics: [Diagnostic] = []
    private var omittedDiagnostics = 0
    /// Set while parsing a line the lexer already reported: the parser's complaints
    /// about it would only echo the lexical error.
    private var isQuiet = false
    private var declared: [String: DeclaredViewController] = [:]
    /// Names on a line that failed (a broken `root` line, and lines that then mention
    /// its names) that no line declared: a later mention of one is the same mistake,
    /// so it ends that statement without a second error.
    private var brokenNames: Set<String> = []

    /// Ends a statement that mentions a name of a broken line: nothing is reported.
    private struct MentionsBrokenLine: Error {}
    private var declarationOrder: [String] = []
    /// Names that only `set` has mentioned so far, with where; any other mention
    /// (a constructor may still make one a container) makes them ordinary names.
    private var mentionedOnlyBySet: [String: SourceLocation] = [:]

    private init(lexer: Lexer) {
        self.lexer = lexer
        upcoming = self.lexer.next()
    }

    /// The next logical line, read as the parser goes.
    private mutating func nextLine() -> LogicalLine? {
        defer { upcoming = lexer.next() }
        return upcoming
    }

    /// Notes a mention of `name` other than by `set`; true when only `set` had mentioned it.
    private mutating func noteMention(of name: String) -> Bool {
        // Usually no name waits here: the check spares hashing every mention.
        !mentionedOnlyBySet.isEmpty && mentionedOnlyBySet.removeValue(forKey: name) != nil
    }

    private mutating func report(_ diagnostic: Diagnostic) {
        guard !isQuiet else { return }
        if diagnostics.count < Self.maximumDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            omittedDiagnostics += 1
        }
    }

    // MARK: - File structure

    /// What the file has seen so far, for the statement-order rules.
    private struct Progress {
        var sawTitle = false, sawIOS = false, sawDevice = false, sawRoot = false, sawStep = false
    }

    private mutating func parseFile() -> FlowSyntax {
        var statements: [Statement] = []
        // At most one per line: reserved, a large file's statements are not copied as the
        // array grows. The cap keeps a hostile file of empty lines from reserving gigabytes.
        statements.reserveCapacity(min(lexer.lineCount, 1 << 20))
        var progress = Progress()
        var crashLocation: SourceLocation?
        var previousIsIndented: Bool?
        while let line = nextLine() {
            isQuiet = line.hasLexicalErrors
            if let crash = crashLocation {
                report(Diagnostic(
                    .error, "`expect crash` must be the last statement of the file", at: crash,
                    help: "an exception ends the app: nothing after it runs"))
                crashLocation = nil
            }
            if line.isIndented && previousIsIndented != true {
                // Reported once per block; the lines are still read as statements.
                report(Diagnostic(
                    .error, "unexpected indentation", at: line.location,
                    expected: "indented lines only under `step \"Caption\"`",
                    help: "remove the leading spaces, or put a `step` line above this one"))
            }
            previousIsIndented = line.isIndented
            var cursor = TokenCursor(line)
            let keyword: Keyword? = if case .keyword(let keyword)? = cursor.peek?.kind { keyword } else { nil }
            var statement: Statement?
            do {
                statement = try parseStatement(&cursor)
            } catch let diagnostic as Diagnostic {
                report(diagnostic)
                markNamesBroken(on: line)
            } catch {
                markNamesBroken(on: line)
            }
            if let parsed = statement {
                checkOrder(of: parsed, progress: progress)
                if case .expect(let expectation) = parsed.kind, case .crash = expectation.kind { crashLocation = parsed.location }
            }
            switch keyword {
            case .root:
                if progress.sawRoot { progress.sawStep = true }
                progress.sawRoot = true
            case .title: progress.sawTitle = true
            case .ios: progress.sawIOS = true
            default:
                if case .action? = statement?.kind { progress.sawStep = true }
                if case .device? = statement?.kind { progress.sawDevice = true }
            }
            guard keyword == .step else {
                if let statement { statements.append(statement) }
                continue
            }
            // A group's members are the indented lines that follow it, even when the
            // `step` line itself is wrong: they are not stray indentation.
            progress.sawStep = true
            let members = parseGroupMembers()
            if members.lineCount > 0 { previousIsIndented = true }
            if let statement, case .group(let caption, _) = statement.kind {
                if members.lineCount == 0 {
                    isQuiet = line.hasLexicalErrors
                    report(Diagnostic(
                        .error, "this `step` group has no operations", at: statement.location,
                        expected: "indented operation lines below it", help: "indent the group's lines with spaces"))
                }
                statements.append(Statement(kind: .group(caption: caption, actions: members.actions), location: statement.location))
            }
        }
        isQuiet = false
        // Without other errors only: a mistyped `root` line is one mistake, not two.
        if !progress.sawRoot && diagnostics.isEmpty && !lexer.hasErrors {
            report(Diagnostic(.error, "the flow has no `root`", at: SourceLocation(line: 1, column: 1),
                              expected: "a `root` line that sets the window's root view controller",
                              help: "start with e.g. `root nav Main [Home]`"))
        }
        for (name, location) in mentionedOnlyBySet.sorted(by: { $0.value < $1.value }) {
            report(Diagnostic(.warning, "`\(name)` is only mentioned by `set`; no step uses it", at: location,
                              help: Suggestion.didYouMean(name, in: declared.keys.filter { mentionedOnlyBySet[$0] == nil })))
        }
        return FlowSyntax(statements: statements)
    }

    /// The statement-order rules of the contract: `title` and `ios` come first, once;
    /// operations need a window root.
    private mutating func checkOrder(of statement: Statement, progress: Progress) {
        switch statement.kind {
        case .title:
            if progress.sawTitle {
                report(Diagnostic(.error, "`title` is given twice", at: statement.location, help: "keep one `title` line"))
            } else if progress.sawStep {
                report(Diagnostic(.error, "`title` must come before the first step", at: statement.location, help: "move it to the top of the file"))
            }
        case .ios:
            if progress.sawIOS {
                report(Diagnostic(.error, "`ios` is given twice", at: statement.location, help: "keep one `ios` line"))
            } else if progress.sawRoot {
                report(Diagnostic(.error, "`ios` must come before `root`", at: statement.location, help: "move it above the `root` line"))
            }
        case .device:
            if progress.sawDevice {
                report(Diagnostic(.error, "`device` is given twice", at: statement.location, help: "keep one `device` line"))
            } else if progress.sawRoot {
                report(Diagnostic(.error, "`device` must come before `root`", at: statement.location, help: "move it above the `root` line"))
            }
        case .action, .group:
            if !progress.sawRoot {
                report(Diagnostic(
                    .error, "an operation before `root`", at: statement.location,
                    expected: "a `root` line that installs the window's root view controller first",
                    help: "add e.g. `root nav Main [Home]` above this line"))
            }
        case .root, .set, .expect:
            break
        }
    }

    /// Reads the indented lines after a `step` line.
    private mutating func parseGroupMembers() -> (actions: [Action], lineCount: Int) {
        var actions: [Action] = []
        var lineCount = 0
        while upcoming?.isIndented == true, let line = nextLine() {
            isQuiet = line.hasLexicalErrors
            var member = TokenCursor(line)
            do {
                actions.append(try parseGroupMember(&member, isFirst: lineCount == 0))
            } catch let diagnostic as Diagnostic {
                report(diagnostic)
                markNamesBroken(on: line)
            } catch {
                markNamesBroken(on: line)
            }
            lineCount += 1
        }
        return (actions, lineCount)
    }

    // MARK: - Statements

    /// The words that start a statement, for "did you mean" on a mistyped one.
    private static let statementKeywords: [Keyword] = [.title, .ios, .root, .step, .set, .expect]

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
            let versionLocation = cursor.here
            let version = try cursor.expectInteger(what: "an iOS major version, e.g. `ios 17`")
            guard (9...30).contains(version) else {
                throw Diagnostic(.error, "iOS \(version == Int.max ? "this" : String(version)) is not a version navviz simulates",
                                 at: versionLocation, expected: "a major version from 9 to 30", help: "write e.g. `ios 17`")
            }
            try cursor.expectEnd(help: cursor.peek?.kind == .dot ? "`ios` takes the major version only, e.g. `ios 17`" : nil)
            return Statement(kind: .ios(version), location: location)
        case .keyword(.root):
            cursor.advance()
            let expression = try parseViewControllerExpression(&cursor, depth: 0)
            if case .nilLiteral(let at) = expression {
                throw Diagnostic(.error, "the window's root cannot be nil", at: at, expected: "a view-controller expression")
            }
            // `root nv Main [Home]`: a misspelt container kind, not two names.
            if case .reference(let declaration) = expression, case .name? = cursor.peek?.kind,
               let kind = Suggestion.closest(to: declaration.name, in: ["nav", "tabs", "split"]) {
                throw Diagnostic(.error, "unknown container kind `\(declaration.name)`", at: declaration.location,
                                 expected: "`nav`, `tabs` or `split` before the container's name", help: "did you mean `\(kind)`?")
            }
            let caption = parseCaption(&cursor)
            try cursor.expectEnd(after: "the root view controller", expected: "a caption string or the end of the line")
            return Statement(kind: .root(expression, caption: caption), location: location)
        case .keyword(.step):
            cursor.advance()
            let caption = try cursor.expectString(what: "the group's caption in quotes, e.g. `step \"log out\"`")
            try cursor.expectEnd(help: "the group's operations go on the indented lines below")
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
        case .name("device") where declared["device"] == nil && cursor.peek(at: 1)?.word.map({ !Operation.spellings.contains($0) }) != false:
            // `device` is no keyword: only here, before a device name, does it start a statement.
            cursor.advance()
            guard let token = cursor.peek, let word = token.word, let device = Device(rawValue: word) else {
                throw Diagnostic(.error, cursor.unexpected(or: "a device"), at: cursor.here, expected: "`iphone` or `ipad`",
                                 help: cursor.peek?.word.flatMap { Suggestion.didYouMean($0.lowercased(), in: Device.allCases.map(\.rawValue)) })
            }
            cursor.advance()
            try cursor.expectEnd(after: "the device", expected: "the end of the line")
            return Statement(kind: .device(device), location: location)
        case .name(let word):
            if let keyword = mistypedStatementKeyword(word, next: cursor.peek(at: 1)) {
                throw Diagnostic(.error, "unknown statement `\(word)`", at: location,
                                 expected: "a statement: `title`, `ios`, `root`, `step`, `set`, `expect`, or `ACTOR OPERATION ...`",
                                 help: "did you mean `\(keyword)`?")
            }
            return Statement(kind: .action(try parseAction(&cursor, runsInCompletion: false)), location: location)
        case .keyword(.top):
            return Statement(kind: .action(try parseAction(&cursor, runsInCompletion: false)), location: location)
        default:
            throw Diagnostic(.error, "unexpected \(first.display) at the start of a statement", at: location,
                             expected: "a statement: `title`, `ios`, `root`, `step`, `set`, `expect`, or `ACTOR OPERATION ...`")
        }
    }

    /// A statement keyword the line probably meant (`expcet`), when `word` names no
    /// view controller and no operation follows it.
    private func mistypedStatementKeyword(_ word: String, next: Token?) -> String? {
        // The cheap test first: an operation after the word makes it an actor.
        if let next = next?.word, Operation.spellings.contains(next) { return nil }
        guard declared[word] == nil, word.count >= 3 else { return nil }
        return Suggestion.closest(to: word, in: Self.statementKeywords.map(\.rawValue))
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
            throw Diagnostic(.error, "`then` needs an operation after it", at: cursor.endLocation, expected: "an operation, e.g. `then VCN6 dismiss`")
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

    private func parseCaption(_ cursor: inout TokenCursor) -> String? {
        guard let token = cursor.peek, case .string(let text) = token.kind else { return nil }
        cursor.advance()
        return text
    }

    // MARK: - Actions

    private mutating func parseAction(_ cursor: inout TokenCursor, runsInCompletion: Bool) throws -> Action {
        let actor = try parseActor(&cursor, endingIn: [])
        guard let operationToken = cursor.peek else {
            throw Diagnostic(.error, "`\(actor)` is not followed by an operation", at: cursor.endLocation,
                             expected: "an operation: \(Operation.spellings.joined(separator: ", "))")
        }
        guard let word = operationToken.word, Operation.spellings.contains(word) else {
            throw Diagnostic(.error, "unknown operation \(operationToken.display)", at: operationToken.location,
                             expected: "one of \(Operation.spellings.joined(separator: ", "))",
                             help: operationToken.word.flatMap(Operation.suggestion(for:)))
        }
        cursor.advance()
        let operation: Operation
        switch word {
        case "push": operation = .push(try parseOperand(&cursor, operation: word))
        case "pop": operation = .pop
        case "popTo": operation = .popTo(try parseActor(&cursor, endingIn: []))
        case "popToRoot": operation = .popToRoot
        case "setStack", "setViewControllers": operation = .setStack(try parseList(&cursor, depth: 0, what: "the new stack, e.g. `[Home, Detail]`"))
        case "present": operation = .present(try parseViewControllerExpression(&cursor, depth: 0))
        case "dismiss": operation = .dismiss
        case "select": operation = .select(try parseSelectOperand(&cursor))
        case "addChild": operation = .addChild(try parseOperand(&cursor, operation: word))
        case "removeFromParent": operation = .removeFromParent
        case "showDetail": operation = .showDetail(try parseOperand(&cursor, operation: word))
        default: operation = .show(try parseOperand(&cursor, operation: word))
        }
        let options = try parseOptions(&cursor, operation: operation)
        let caption = parseCaption(&cursor)
        try cursor.expectEnd(after: "the operation", expected: "options (`style:`, `animated:`), a caption string, or the end of the line",
                             help: helpForExtraToken(cursor))
        return Action(actor: actor, operation: operation, options: options, caption: caption,
                      runsInCompletion: runsInCompletion, location: actor.location)
    }

    /// A fix for the common ways of writing an option wrong.
    private func helpForExtraToken(_ cursor: TokenCursor) -> String? {
        guard let word = cursor.peek?.word else { return nil }
        if Self.optionKeys.contains(word) {
            if case .string? = cursor.previous?.kind { return "a caption comes last, after the options" }
            return "write the option with a colon: `\(word): ...`"
        }
        if PresentationStyle(rawValue: word) != nil { return "give the style as an option: `style: \(word)`" }
        if word == "true" || word == "false" { return "give it as an option: `animated: \(word)`" }
        return nil
    }

    private mutating func parseOperand(_ cursor: inout TokenCursor, operation: String) throws -> ViewControllerExpression {
        let expression = try parseViewControllerExpression(&cursor, depth: 0)
        if case .nilLiteral(let at) = expression {
            throw Diagnostic(.error, "`\(operation)` needs a view controller, not nil", at: at, expected: "a view-controller expression")
        }
        return expression
    }

    private static let tabExpectation = "a tab index such as `1`, or the name of a tab's view controller"

    private mutating func parseSelectOperand(_ cursor: inout TokenCursor) throws -> TabSelector {
        let selector = try parseTabSelector(&cursor, what: "`select`")
        if case .name(let name) = selector { try resolve(name, at: cursor.previous!.location) }
        return selector
    }

    /// An index or a name; the caller checks the name.
    private func parseTabSelector(_ cursor: inout TokenCursor, what: String) throws -> TabSelector {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "\(what) needs a tab", at: cursor.endLocation, expected: Self.tabExpectation)
        }
        switch token.kind {
        case .integer(let index):
            cursor.advance()
            return .index(index)
        case .name(let name):
            cursor.advance()
            return .name(name)
        default:
            throw Diagnostic(.error, "unexpected \(token.display) after \(what)", at: token.location, expected: Self.tabExpectation)
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
                options.style = try parseStyle(&cursor)
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

    /// Reads a presentation style name.
    private func parseStyle(_ cursor: inout TokenCursor) throws -> PresentationStyle {
        let spellings = PresentationStyle.allCases.map(\.rawValue)
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a presentation style is missing", at: cursor.endLocation, expected: "one of \(spellings.joined(separator: ", "))")
        }
        guard let word = token.word, let style = PresentationStyle(rawValue: word) else {
            var help = token.word.flatMap { Suggestion.didYouMean($0, in: spellings) }
            if token.kind == .dot, let next = cursor.peek(at: 1)?.word, let style = Suggestion.closest(to: next, in: spellings) {
                help = "write `\(style)`, without Swift's leading dot"
            }
            throw Diagnostic(.error, "unknown presentation style \(token.display)", at: token.location,
                             expected: "one of \(spellings.joined(separator: ", "))", help: help)
        }
        cursor.advance()
        return style
    }

    // MARK: - Actors

    private static let actorExpectation = "a view-controller name, `top`, or a property path such as `VCM4.presenting`"

    /// Reads `Name` or `top` and a property path. A property of `finalProperties`
    /// ends the path unread: the `set` or `expect` that called reads it.
    private mutating func parseActor(_ cursor: inout TokenCursor, endingIn finalProperties: [String]) throws -> ActorExpression {
        guard let token = cursor.peek else {
            throw Diagnostic(.error, "a view controller is missing", at: cursor.endLocation, expected: Self.actorExpectation)
        }
        var actor: ActorExpression
        switch token.kind {
        case .name(let name):
            try resolve(name, at: token.location)
            actor = ActorExpression(base: .name(name), location: token.location)
        case .keyword(.top):
            actor = ActorExpression(base: .top, location: token.location)
        default:
            throw Diagnostic(.error, "unexpected \(token.display)", at: token.location, expected: Self.actorExpectation,
                             help: token.word.map { "`\($0)` is a keyword and cannot name a view controller" })
        }
        cursor.advance()
        while let dot = cursor.peek, dot.kind == .dot {
            cursor.advance()
            let candidates = ActorProperty.allSpellings + finalProperties
            guard let propertyToken = cursor.peek, let word = propertyToken.word else {
                throw Diagnostic(.error, "a property name must follow `.`", at: cursor.here,
                                 expected: "one of \(candidates.joined(separator: ", "))")
            }
            guard let property = ActorProperty(spelling: word) else {
                if finalProperties.contains(word) {
                    cursor.retreat()
                    return actor
                }
                throw Diagnostic(.error, "unknown property `\(word)`", at: propertyToken.location,
                                 expected: "one of \(candidates.joined(separator: ", "))",
                                 help: Suggestion.didYouMean(word, in: candidates))
            }
            actor.path.append(property)
            cursor.advance()
        }
        return actor
    }

    /// Records a reference to `name`, which an earlier view-controller expression must have created.
    private mutating func resolve(_ name: String, at location: SourceLocation) throws {
        guard declared[name] == nil else {
            _ = noteMention(of: name)
            return
        }
        if brokenNames.contains(name) { throw MentionsBrokenLine() }
        // Past the diagnostic budget the error is only counted: skip the costly search.
        let suggestion = diagnostics.count < Self.maximumDiagnostics ? Suggestion.didYouMean(name, in: declared.keys) : nil
        throw Diagnostic(.error, "unknown view controller `\(name)`", at: location,
                         expected: "a name that an earlier line created (`root`, `push`, `present`, ...)",
                         help: suggestion ?? "create it first, e.g. as the operand of `push` or `present`")
    }

    /// A line that failed may have been meant to create its names: they are not
    /// reported as unknown again.
    private mutating func markNamesBroken(on line: LogicalLine) {
        for token in line.tokens {
            if case .name(let name) = token.kind, declared[name] == nil { brokenNames.insert(name) }
        }
    }

    // MARK: - View-controller expressions

    private static let expressionExpectation =
        "a view-controller expression: `Name`, `Name: Class`, `nav Name [...]`, `tabs Name [...]`, `split Name [A, B]` or `Name [children]`"

    private mutating func parseViewControllerExpression(_ cursor: inout TokenCursor, depth: Int) throws -> ViewControllerExpression {
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

    private mutating func parseList(_ cursor: inout TokenCursor, depth: Int, what: String) throws -> [ViewControllerExpression] {
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

    // MARK: - set and expect

    private static let assignableProperties = ["definesPresentationContext", "modalPresentationStyle"]
    private static let queryProperties = ["viewControllers", "children", "selectedIndex", "visible", "presentationStyle"]

    private mutating func parseAssignment(_ cursor: inout TokenCursor) throws -> PropertyAssignment {
        // `set Sheet.modalPresentationStyle = ...` before `present Sheet` is how app code
        // configures a VC before showing it, so `set` may be a name's first mention.
        if let token = cursor.peek, case .name(let name) = token.kind, declared[name] == nil, cursor.peek(at: 1)?.kind == .dot,
           let property = cursor.peek(at: 2)?.word, Self.assignableProperties.contains(property) {
            declared[name] = DeclaredViewController(name: name, kind: .viewController, className: nil, location: token.location)
            declarationOrder.append(name)
            mentionedOnlyBySet[name] = token.location
            cursor.advance()
            return try parseAssignedValue(&cursor, actor: ActorExpression(base: .name(name), location: token.location))
        }
        return try parseAssignedValue(&cursor, actor: try parseActor(&cursor, endingIn: Self.assignableProperties))
    }

    private mutating func parseAssignedValue(_ cursor: inout TokenCursor, actor: ActorExpression) throws -> PropertyAssignment {
        let usage = "`set NAME.definesPresentationContext = true` or `set NAME.modalPresentationStyle = fullScreen`"
        guard cursor.peek?.kind == .dot else {
            throw Diagnostic(.error, "`set` needs a property", at: cursor.here, expected: usage)
        }
        guard let propertyToken = cursor.peek(at: 1), let property = propertyToken.word else {
            throw Diagnostic(.error, "a property name must follow `.`", at: cursor.peek(at: 1)?.location ?? cursor.endLocation, expected: usage)
        }
        guard Self.assignableProperties.contains(property) else {
            throw Diagnostic(.error, "`\(property)` cannot be set", at: propertyToken.location,
                             expected: "`definesPresentationContext` or `modalPresentationStyle`",
                             help: Suggestion.didYouMean(property, in: Self.assignableProperties))
        }
        cursor.advance(by: 2)
        guard cursor.peek?.kind == .equals else {
            throw Diagnostic(.error, cursor.unexpected(or: "`=`"), at: cursor.here, expected: "`=` and a value",
                             help: cursor.peek?.kind == .equalsEquals ? "`set` assigns with a single `=`" : nil)
        }
        cursor.advance()
        let value: PropertyAssignment.Value
        if property == "modalPresentationStyle" {
            value = .modalPresentationStyle(try parseStyle(&cursor))
        } else {
            guard let valueToken = cursor.peek else {
                throw Diagnostic(.error, "a value is missing", at: cursor.endLocation, expected: "`true` or `false`")
            }
            guard case .keyword(let keyword) = valueToken.kind, keyword == .true || keyword == .false else {
                throw Diagnostic(.error, "`definesPresentationContext` is `true` or `false`, not \(valueToken.display)",
                                 at: valueToken.location, expected: "`true` or `false`")
            }
            cursor.advance()
            value = .definesPresentationContext(keyword == .true)
        }
        try cursor.expectEnd()
        return PropertyAssignment(actor: actor, value: value)
    }

    private mutating func parseExpectation(_ cursor: inout TokenCursor) throws -> Expectation {
        guard let first = cursor.peek else {
            throw Diagnostic(.error, "`expect` needs a query", at: cursor.endLocation,
                             expected: "e.g. `expect top == Home`, `expect warning` or `expect crash`")
        }
        if case .name(let word) = first.kind, word == "warning" || word == "crash", declared[word] == nil || cursor.peek(at: 1)?.kind != .dot && cursor.peek(at: 1)?.kind != .equalsEquals {
            cursor.advance()
            let text = parseCaption(&cursor)
            try cursor.expectEnd(after: "`expect \(word)`", expected: "a text in quotes that the \(word == "crash" ? "exception" : "warning") contains, or the end of the line")
            return Expectation(kind: word == "warning" ? .warning(text) : .crash(text), location: first.location)
        }
        let actor = try parseActor(&cursor, endingIn: Self.queryProperties)
        var query: String?
        if cursor.peek?.kind == .dot, let property = cursor.peek(at: 1)?.word {
            query = property
            cursor.advance(by: 2)
        }
        guard let equals = cursor.peek, equals.kind == .equalsEquals else {
            throw Diagnostic(.error, cursor.unexpected(or: "`==`"), at: cursor.here,
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
            let names = try parseNameList(&cursor)
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
        case "presentationStyle":
            if value.kind == .keyword(.nil) {
                cursor.advance()
                kind = .presentationStyle(actor, equals: nil)
            } else {
                kind = .presentationStyle(actor, equals: try parseStyle(&cursor))
            }
        default:
            switch value.kind {
            case .keyword(.nil):
                kind = .actor(actor, equals: nil)
            case .name(let name):
                try resolve(name, at: value.location)
                kind = .actor(actor, equals: name)
            default:
                throw Diagnostic(.error, "unexpected \(value.display)", at: value.location, expected: "a view-controller name or `nil`",
                                 help: value.kind == .leftBracket ? "lists compare with `.viewControllers` or `.children`" : nil)
            }
            cursor.advance()
        }
        try cursor.expectEnd()
        return Expectation(kind: kind, location: value.location)
    }

    /// `[A, B]` in an `expect`: names of existing view controllers.
    private mutating func parseNameList(_ cursor: inout TokenCursor) throws -> [String] {
        guard let open = cursor.peek, open.kind == .leftBracket else {
            throw Diagnostic(.error, cursor.unexpected(or: "a list"), at: cursor.here, expected: "a list of names, e.g. `[Home, Detail]`")
        }
        cursor.advance()
        var names: [String] = []
        while true {
            if cursor.peek?.kind == .rightBracket {
                cursor.advance()
                return names
            }
            guard let item = cursor.peek, case .name(let name) = item.kind else {
                throw Diagnostic(.error, cursor.unexpected(or: "`]`"), at: cursor.here, expected: "a view-controller name or `]`")
            }
            try resolve(name, at: item.location)
            names.append(name)
            cursor.advance()
            switch cursor.peek?.kind {
            case .comma?: cursor.advance()
            case .rightBracket?: continue
            default:
                throw Diagnostic(.error, cursor.unexpected(or: "`]`"), at: cursor.here, expected: "`,` between names or `]` to close the list")
            }
        }
    }
}
