/// Operation lines: the operation, its operand and its options (`style:`, `animated:`).
extension Parser {
    mutating func parseAction(_ cursor: inout TokenCursor, runsInCompletion: Bool, inGroup: Bool) throws -> Action {
        let actor = try parseActor(&cursor, endingIn: [])
        guard let operationToken = cursor.peek else {
            throw Diagnostic(
                .error, "`\(actor)` is not followed by an operation", at: cursor.endLocation,
                expected: "an operation: \(Operation.spellings.joined(separator: ", "))")
        }
        guard let word = operationToken.word, Operation.spellings.contains(word) else {
            throw Diagnostic(
                .error, "unknown operation \(operationToken.display)", at: operationToken.location,
                expected: "one of \(Operation.spellings.joined(separator: ", "))",
                help: operationToken.word.flatMap(Operation.suggestion(for:)))
        }
        if inGroup && Operation.gestureSpellings.contains(word) {
            throw Diagnostic(
                .error, "`\(word)` is the user's gesture, not a line of code", at: operationToken.location,
                expected: "a gesture as a step of its own, unindented",
                help: "a `step` group holds the calls one method makes in one run-loop turn; the user acts between turns")
        }
        cursor.advance()
        let operation: Operation
        switch word {
        case "push": operation = .push(try parseOperand(&cursor, operation: word, acceptsNil: true))
        case "pop": operation = .pop
        case "popTo": operation = .popTo(try parseActor(&cursor, endingIn: []))
        case "popToRoot": operation = .popToRoot
        case "setStack", "setViewControllers":
            let list = try parseList(&cursor, depth: 0, what: "the new view controllers, e.g. `[Home, Detail]`")
            operation = .setStack(list)
        case "present": operation = .present(try parseViewControllerExpression(&cursor, depth: 0))
        case "dismiss": operation = .dismiss
        case "select": operation = .select(try parseTabOperand(&cursor, of: word))
        case "addChild": operation = .addChild(try parseOperand(&cursor, operation: word))
        case "removeFromParent": operation = .removeFromParent
        case "showDetail": operation = .showDetail(try parseOperand(&cursor, operation: word))
        case "setViewController":
            let column = try parseOperand(&cursor, operation: word)
            operation = .setViewController(column, column: try parseColumn(&cursor))
        case "addSubview": operation = .addSubview(try parseOperand(&cursor, operation: word))
        case "swipeDown": operation = .swipeDown
        case "swipeBack": operation = .swipeBack
        case "tapTab": operation = .tapTab(try parseTabOperand(&cursor, of: word))
        default: operation = .show(try parseOperand(&cursor, operation: word))
        }
        let options = try parseOptions(&cursor, operation: operation)
        let caption = parseCaption(&cursor)
        try cursor.expectEnd(
            after: "the operation",
            expected: "options (`style:`, `animated:`, `sourceView:`, `barButtonItem:`), a caption string, or the end of the line",
            help: helpForExtraToken(cursor))
        return Action(
            actor: actor, operation: operation, options: options, caption: caption,
            runsInCompletion: runsInCompletion, location: actor.location)
    }

    /// `entry VC [style: STYLE] ["Caption"]`: a screen shown by code the flow does not trace
    /// (R66). Its actor is `top`, what that code presents over; the line has none written.
    mutating func parseEntry(_ cursor: inout TokenCursor, runsInCompletion: Bool) throws -> Action {
        let location = cursor.here
        cursor.advance()
        guard cursor.peek != nil else {
            throw Diagnostic(
                .error, "`entry` needs the view controller it shows", at: cursor.endLocation,
                expected: "a view-controller expression, e.g. `entry Detail: DetailViewController`",
                help: "name the screen that code the flow does not trace shows (a deep link, a notification): `entry DeepLink`")
        }
        let operation = Operation.entry(try parseOperand(&cursor, operation: "entry"))
        let options = try parseOptions(&cursor, operation: operation)
        let caption = parseCaption(&cursor)
        try cursor.expectEnd(
            after: "the entry", expected: "`style:`, a caption string, or the end of the line", help: helpForExtraToken(cursor))
        return Action(
            actor: ActorExpression(base: .top, location: location), operation: operation, options: options, caption: caption,
            runsInCompletion: runsInCompletion, location: location)
    }

    /// `for: primary|supplementary|secondary|compact` after `setViewController`'s operand.
    private func parseColumn(_ cursor: inout TokenCursor) throws -> SplitColumn {
        let columns = SplitColumn.allCases.map(\.rawValue)
        guard cursor.peek?.word == "for", cursor.peek(at: 1)?.kind == .colon else {
            throw Diagnostic(
                .error, cursor.unexpected(or: "`for:`"), at: cursor.here,
                expected: "`for:` and the column: \(columns.joined(separator: ", "))",
                help: "write e.g. `Split setViewController Detail for: secondary`")
        }
        cursor.advance(by: 2)
        guard let token = cursor.peek, let word = token.word, let column = SplitColumn(rawValue: word) else {
            throw Diagnostic(
                .error, cursor.peek.map { "unknown column \($0.display)" } ?? "the column is missing", at: cursor.here,
                expected: "one of \(columns.joined(separator: ", "))",
                help: cursor.peek?.word.flatMap { Suggestion.didYouMean($0, in: columns) })
        }
        cursor.advance()
        return column
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

    private mutating func parseOperand(_ cursor: inout TokenCursor, operation: String, acceptsNil: Bool = false) throws -> ViewControllerExpression {
        let expression = try parseViewControllerExpression(&cursor, depth: 0)
        if case .nilLiteral(let at) = expression, !acceptsNil {
            throw Diagnostic(.error, "`\(operation)` needs a view controller, not nil", at: at, expected: "a view-controller expression")
        }
        if case .alert(let declaration, _) = expression {
            throw Diagnostic(
                .error, "an alert controller is only ever presented, not the operand of `\(operation)`", at: declaration.location,
                help: "present it: `A present \(declaration.name)`")
        }
        return expression
    }

    private static let tabExpectation = "a tab index such as `1`, or the name of a tab's view controller"

    /// The tab of `select` or `tapTab`: an index, or the name of a view controller made
    /// before; `tapTab More` is the More item, unless a view controller is called `More` (R73).
    private mutating func parseTabOperand(_ cursor: inout TokenCursor, of operation: String) throws -> TabSelector {
        let selector = try parseTabSelector(&cursor, what: "`\(operation)`")
        if case .name(let name) = selector, !(operation == "tapTab" && selector == .moreItem && declared[name] == nil) {
            try resolve(name, at: cursor.previous!.location)
        }
        return selector
    }

    /// An index or a name; the caller checks the name.
    func parseTabSelector(_ cursor: inout TokenCursor, what: String) throws -> TabSelector {
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

    static let optionKeys = ["style", "animated", "sourceView", "barButtonItem", "shouldSelect"]

    private mutating func parseOptions(_ cursor: inout TokenCursor, operation: Operation) throws -> ActionOptions {
        var options = ActionOptions()
        var seen: Set<String> = []
        var anchorLocation: SourceLocation?
        while let token = cursor.peek, let key = token.word, cursor.peek(at: 1)?.kind == .colon {
            guard Self.optionKeys.contains(key) else {
                throw Diagnostic(
                    .error, "unknown option `\(key):`", at: token.location,
                    expected:
                        "`style:` and `sourceView:` or `barButtonItem:` (on present, show and entry), `animated:`, or `shouldSelect:` (on tapTab)",
                    help: Suggestion.didYouMean(key, in: Self.optionKeys))
            }
            if !seen.insert(key).inserted {
                throw Diagnostic(.error, "option `\(key):` is given twice", at: token.location, help: "keep one")
            }
            cursor.advance(by: 2)
            guard let valueToken = cursor.peek else {
                throw Diagnostic(
                    .error, "option `\(key):` has no value", at: cursor.endLocation,
                    expected: key == "style"
                        ? "a presentation style" : key == "animated" || key == "shouldSelect" ? "`true` or `false`" : "the anchor's name in quotes")
            }
            switch key {
            case "style":
                try checkPresents(operation, option: key, at: token.location)
                if case .present(.alert(let declaration, _)) = operation {
                    throw Diagnostic(
                        .error, "`style:` does not apply to an alert controller", at: token.location,
                        help: "UIKit presents `\(declaration.name)` in its own style; remove the option")
                }
                options.style = try parseStyle(&cursor)
            case "animated":
                if operation.isGesture || operation.isEntry {
                    throw Diagnostic(
                        .error,
                        operation.isEntry
                            ? "`animated:` does not apply to `entry`: code the flow does not trace shows the screen"
                            : "`animated:` does not apply to the user's gesture `\(operation.name)`", at: token.location,
                        help: "remove the option")
                }
                options.animated = try parseBoolean(&cursor, of: key)
            case "shouldSelect":
                guard case .tapTab = operation else {
                    throw Diagnostic(
                        .error, "`shouldSelect:` applies to the user's `tapTab` only, not `\(operation.name)`", at: token.location,
                        help: "code setting `selectedIndex` asks no delegate; remove the option")
                }
                options.shouldSelect = try parseBoolean(&cursor, of: key)
            default:
                try checkPresents(operation, option: key, at: token.location)
                if let other = options.anchor {
                    throw Diagnostic(
                        .error, "a popover has one anchor: `\(other.kind.rawValue):` is given already", at: token.location,
                        help: "keep `sourceView:` or `barButtonItem:`")
                }
                if case .present(.alert(let declaration, .alert)) = operation {
                    throw Diagnostic(
                        .error, "an alert has no anchor; an action sheet does", at: token.location,
                        help: "remove the option, or present `actionSheet \(declaration.name)`")
                }
                guard case .string(let label) = valueToken.kind else {
                    throw Diagnostic(
                        .error, "`\(key):` takes the anchor's name in quotes, not \(valueToken.display)", at: valueToken.location,
                        expected: "a string, e.g. `\(key): \"Share\"`")
                }
                options.anchor = PopoverAnchor(key == "sourceView" ? .sourceView : .barButtonItem, label)
                anchorLocation = token.location
                cursor.advance()
            }
        }
        if let anchor = options.anchor, let style = options.style, style != .popover {
            throw Diagnostic(
                .error, "`\(anchor.kind.rawValue):` anchors a popover, but this presentation is `\(style.rawValue)`",
                at: anchorLocation ?? cursor.endLocation,
                help: "present with `style: popover`, or remove the anchor")
        }
        return options
    }

    /// The `true` or `false` of option `key:` (`animated:`, `shouldSelect:`).
    private func parseBoolean(_ cursor: inout TokenCursor, of key: String) throws -> Bool {
        guard let token = cursor.peek, case .keyword(let keyword) = token.kind, keyword == .true || keyword == .false else {
            throw Diagnostic(
                .error, "`\(key):` takes `true` or `false`, not \(cursor.peek?.display ?? "nothing")", at: cursor.here,
                expected: "`true` or `false`")
        }
        cursor.advance()
        return keyword == .true
    }

    /// `style:` and the anchors apply to the calls that may present, `entry` among them: code the
    /// flow does not trace presents a popover with the anchor it sets (R43, R59).
    private func checkPresents(_ operation: Operation, option: String, at location: SourceLocation) throws {
        switch operation {
        case .present, .show, .showDetail, .entry: return
        default:
            throw Diagnostic(
                .error, "`\(option):` applies to `present`, `show`, `showDetail` and `entry` only, not `\(operation.name)`", at: location,
                help: "remove the option")
        }
    }

    /// Reads a presentation style name.
    func parseStyle(_ cursor: inout TokenCursor) throws -> PresentationStyle {
        let spellings = PresentationStyle.allCases.map(\.rawValue)
        guard let token = cursor.peek else {
            throw Diagnostic(
                .error, "a presentation style is missing", at: cursor.endLocation, expected: "one of \(spellings.joined(separator: ", "))")
        }
        guard let word = token.word, let style = PresentationStyle(rawValue: word) else {
            var help = token.word.flatMap { Suggestion.didYouMean($0, in: spellings) ?? Suggestion.didYouMean(partOf: $0, in: spellings) }
            if token.kind == .dot, let next = cursor.peek(at: 1)?.word, let style = Suggestion.closest(to: next, in: spellings) {
                help = "write `\(style)`, without Swift's leading dot"
            }
            throw Diagnostic(
                .error, "unknown presentation style \(token.display)", at: token.location,
                expected: "one of \(spellings.joined(separator: ", "))", help: help)
        }
        cursor.advance()
        return style
    }
}
