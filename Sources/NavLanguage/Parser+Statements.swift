/// The file's structure and its statements: the order rules, `step` groups and their
/// members, and the statement each line starts.
extension Parser {
    /// What the file has seen so far, for the statement-order rules.
    private struct Progress {
        var sawTitle = false, sawIOS = false, sawDevice = false, sawRoot = false, sawStep = false
    }

    mutating func parseFile() -> FlowSyntax {
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
                report(
                    Diagnostic(
                        .error, "`expect crash` must be the last statement of the file", at: crash,
                        help: "an exception ends the app: nothing after it runs"))
                crashLocation = nil
            }
            if line.isIndented && previousIsIndented != true {
                // Reported once per block; the lines are still read as statements.
                report(
                    Diagnostic(
                        .error, "unexpected indentation", at: line.location,
                        expected: "indented lines only under `step \"Caption\"`",
                        help: "remove the leading spaces, or put a `step` line above this one"))
            }
            previousIsIndented = line.isIndented
            var cursor = TokenCursor(line)
            let keyword: Keyword? = if case .keyword(let keyword)? = cursor.peek?.kind { keyword } else { nil }
            var statement: Statement?
            mentionsBrokenName = false
            do {
                statement = try parseStatement(&cursor)
                if mentionsBrokenName {
                    statement = nil
                    markNamesBroken(on: line)
                }
            } catch {
                if let diagnostic = error as? Diagnostic { report(diagnostic) }
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
                if case .action(let action)? = statement?.kind {
                    progress.sawStep = true
                    // An entry before any `root` is the window's root (R66).
                    if action.operation.isEntry { progress.sawRoot = true }
                }
                if case .device? = statement?.kind { progress.sawDevice = true }
                if case .rotate? = statement?.kind { progress.sawStep = true }
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
                    report(
                        Diagnostic(
                            .error, "this `step` group has no operations", at: statement.location,
                            expected: "indented operation lines below it", help: "indent the group's lines with spaces"))
                }
                statements.append(Statement(kind: .group(caption: caption, actions: members.actions), location: statement.location))
            }
        }
        isQuiet = false
        // Without other errors only: a mistyped `root` line is one mistake, not two.
        if !progress.sawRoot && diagnostics.isEmpty && !lexer.hasErrors {
            report(
                Diagnostic(
                    .error, "the flow has no `root`", at: SourceLocation(line: 1, column: 1),
                    expected: "a `root` line that sets the window's root view controller",
                    help: "start with e.g. `root nav Main [Home]`"))
        }
        for (name, location) in mentionedOnlyBySet.sorted(by: { $0.value < $1.value }) {
            report(
                Diagnostic(
                    .warning, "`\(name)` is only mentioned by `set`; no step uses it", at: location,
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
        case .action(let action) where action.operation.isEntry:
            break
        case .action, .group, .rotate:
            if !progress.sawRoot {
                report(
                    Diagnostic(
                        .error, "an operation before `root`", at: statement.location,
                        expected: "a `root` line that installs the window's root view controller first",
                        help: "add e.g. `root nav Main [Home]` or `entry Home` above this line"))
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
            mentionsBrokenName = false
            do {
                let action = try parseGroupMember(&member, isFirst: lineCount == 0)
                if mentionsBrokenName { markNamesBroken(on: line) } else { actions.append(action) }
            } catch {
                if let diagnostic = error as? Diagnostic { report(diagnostic) }
                markNamesBroken(on: line)
            }
            lineCount += 1
        }
        return (actions, lineCount)
    }

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
                throw Diagnostic(
                    .error, "iOS \(version == Int.max ? "this" : String(version)) is not a version navviz simulates",
                    at: versionLocation, expected: "a major version from 9 to 30", help: "write e.g. `ios 17`")
            }
            try cursor.expectEnd(help: cursor.peek?.kind == .dot ? "`ios` takes the major version only, e.g. `ios 17`" : nil)
            iosVersion = version
            return Statement(kind: .ios(version), location: location)
        case .keyword(.root):
            cursor.advance()
            let expression = try parseViewControllerExpression(&cursor, depth: 0)
            if case .nilLiteral(let at) = expression {
                throw Diagnostic(.error, "the window's root cannot be nil", at: at, expected: "a view-controller expression")
            }
            // `root nv Main [Home]`: a misspelt container kind, not two names.
            if case .reference(let declaration) = expression, case .name? = cursor.peek?.kind,
                let kind = Suggestion.closest(to: declaration.name, in: ["nav", "tabs", "split"])
            {
                throw Diagnostic(
                    .error, "unknown container kind `\(declaration.name)`", at: declaration.location,
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
            throw Diagnostic(
                .error, "`then` outside a `step` group", at: location,
                help: "`then` runs a line in the completion handler of the line before it; put both in an indented `step` group")
        case .keyword(.set):
            cursor.advance()
            return Statement(kind: .set(try parseAssignment(&cursor)), location: location)
        case .keyword(.expect):
            cursor.advance()
            return Statement(kind: .expect(try parseExpectation(&cursor)), location: location)
        case .name("entry") where startsEntry(cursor):
            return Statement(kind: .action(try parseEntry(&cursor, runsInCompletion: false)), location: location)
        case .name("device") where declared["device"] == nil && cursor.peek(at: 1)?.word.map({ !Operation.spellings.contains($0) }) != false:
            // `device` is no keyword: only here, before a device name, does it start a statement.
            cursor.advance()
            let device: Device = try parseCase(&cursor, what: "a device")
            var orientation = Orientation.portrait
            if let token = cursor.peek, let word = token.word {
                guard let held = Orientation(rawValue: word) else {
                    throw Diagnostic(
                        .error, "unknown orientation `\(word)`", at: token.location, expected: "`portrait` or `landscape`, or the end of the line",
                        help: Suggestion.didYouMean(word.lowercased(), in: Orientation.allCases.map(\.rawValue)))
                }
                orientation = held
                cursor.advance()
            }
            try cursor.expectEnd(after: "the device", expected: "the end of the line")
            return Statement(kind: .device(device, orientation: orientation), location: location)
        case .name("rotate") where declared["rotate"] == nil && cursor.peek(at: 1)?.word.map({ !Operation.spellings.contains($0) }) != false:
            // `rotate` is no keyword: only here, before an orientation, does it start a statement (R74).
            cursor.advance()
            let orientation: Orientation = try parseCase(&cursor, what: "an orientation")
            let caption = parseCaption(&cursor)
            try cursor.expectEnd(after: "the orientation", expected: "a caption string or the end of the line: `rotate` is a step of its own")
            return Statement(kind: .rotate(orientation, caption: caption), location: location)
        case .name(let word):
            if let keyword = mistypedStatementKeyword(word, next: cursor.peek(at: 1)) {
                throw Diagnostic(
                    .error, "unknown statement `\(word)`", at: location,
                    expected: "a statement: `title`, `ios`, `root`, `entry`, `step`, `set`, `expect`, or `ACTOR OPERATION ...`",
                    help: "did you mean `\(keyword)`?")
            }
            return Statement(kind: .action(try parseAction(&cursor, runsInCompletion: false, inGroup: false)), location: location)
        case .keyword(.top):
            return Statement(kind: .action(try parseAction(&cursor, runsInCompletion: false, inGroup: false)), location: location)
        default:
            throw Diagnostic(
                .error, "unexpected \(first.display) at the start of a statement", at: location,
                expected: "a statement: `title`, `ios`, `root`, `step`, `set`, `expect`, or `ACTOR OPERATION ...`")
        }
    }

    /// The next word as one of `Value`'s cases (`iphone`, `landscape`), or an error that
    /// lists them and suggests the nearest.
    private func parseCase<Value: RawRepresentable & CaseIterable>(_ cursor: inout TokenCursor, what: String) throws -> Value
    where Value.RawValue == String {
        let words = Value.allCases.map(\.rawValue)
        guard let word = cursor.peek?.word, let value = Value(rawValue: word) else {
            throw Diagnostic(
                .error, cursor.unexpected(or: what), at: cursor.here, expected: words.map { "`\($0)`" }.joined(separator: " or "),
                help: cursor.peek?.word.flatMap { Suggestion.didYouMean($0.lowercased(), in: words) })
        }
        cursor.advance()
        return value
    }

    /// A statement keyword the line probably meant (`expcet`), when `word` names no
    /// view controller and no operation follows it.
    private func mistypedStatementKeyword(_ word: String, next: Token?) -> String? {
        // The cheap test first: an operation after the word makes it an actor.
        if let next = next?.word, Operation.spellings.contains(next) || Operation.uikitHint(for: next) != nil { return nil }
        // A name a broken line mentioned is that line's view controller, not a keyword.
        guard declared[word] == nil, !isBroken(word), word.count >= 3 else { return nil }
        return Suggestion.closest(to: word, in: Self.statementKeywords.map(\.rawValue) + ["entry"])
    }

    /// `entry` is no keyword: it starts an entry line (R66) unless an operation or a
    /// property path follows it, as after a view controller named `entry` (`entry present X`).
    func startsEntry(_ cursor: TokenCursor) -> Bool {
        guard cursor.peek?.kind == .name("entry") else { return false }
        guard let next = cursor.peek(at: 1) else { return true }
        if next.kind == .dot { return false }
        guard let word = next.word else { return true }
        if Operation.spellings.contains(word) { return false }
        // `entry pussh X` of a view controller named `entry` is a mistyped operation.
        return declared["entry"] == nil || Operation.suggestion(for: word) == nil
    }

    private mutating func parseGroupMember(_ cursor: inout TokenCursor, isFirst: Bool) throws -> Action {
        guard let first = cursor.peek else { throw Diagnostic(.error, "empty line", at: cursor.lineLocation) }
        var runsInCompletion = false
        if case .keyword(.then) = first.kind {
            if isFirst {
                throw Diagnostic(
                    .error, "`then` on the first line of a group", at: first.location,
                    help: "`then` waits for the line before it; the first line has none")
            }
            cursor.advance()
            runsInCompletion = true
        }
        guard let head = cursor.peek else {
            throw Diagnostic(.error, "`then` needs an operation after it", at: cursor.endLocation, expected: "an operation, e.g. `then VCN6 dismiss`")
        }
        if startsEntry(cursor) { return try parseEntry(&cursor, runsInCompletion: runsInCompletion) }
        switch head.kind {
        case .name, .keyword(.top):
            return try parseAction(&cursor, runsInCompletion: runsInCompletion, inGroup: true)
        default:
            throw Diagnostic(
                .error, "unexpected \(head.display) in a `step` group", at: head.location,
                expected: "an operation line such as `VCM3 dismiss`",
                help: "a group holds operations only; put `expect`, `set` and `root` lines after it, unindented")
        }
    }

    func parseCaption(_ cursor: inout TokenCursor) -> String? {
        guard let token = cursor.peek, case .string(let text) = token.kind else { return nil }
        cursor.advance()
        return text
    }
}
