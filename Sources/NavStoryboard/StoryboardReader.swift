import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import NavLanguage

/// Reads a storyboard's XML with Foundation's `XMLParser` (libxml2 underneath): its
/// scenes' view controllers and every segue inside them. Input that is not XML, XML
/// that is not a storyboard, and a segue to an id no scene has are located errors.
package final class StoryboardReader: NSObject, XMLParserDelegate {
    private let input: ImportInput
    /// The text's UTF-8, and where each line (as `SourceFile` splits them) starts and ends
    /// in it: elements are located on bytes.
    private let bytes: [UInt8]
    private let lines: [Range<Int>]
    private var parser: XMLParser?
    private var isRoot = true
    private var problem: Diagnostic?
    private var initialViewController: String?
    private var controllers: [StoryboardController] = []
    /// The view controller of the scene being read, until its scene ends.
    private var current: StoryboardController?
    /// How many elements are open at the current view controller's start tag.
    private var currentDepth = 0
    /// The elements open at the parser's position, with the line each starts on.
    private var open: [(element: String, line: Int)] = []
    /// Each labelled element's label by id (`userLabel`, `title`, `systemItem`, a button's title).
    private var elementLabels: [String: String] = [:]
    /// The button being read, whose `<state key="normal" title=…>` labels it.
    private var button: String?
    /// The last place `location(of:)` walked to: a 0-based line, an offset in `bytes` and
    /// the line's code points before it.
    private var cursor: (line: Int, offset: Int, column: Int)?
    /// When reading must have ended, and how long it had.
    private let deadline: (end: ContinuousClock.Instant, seconds: Double)

    private init(_ input: ImportInput, seconds: Double) {
        self.input = input
        let utf8 = input.text.utf8
        bytes = Array(utf8)
        lines = SourceFile(path: input.path, text: input.text).lines.map {
            utf8.distance(from: utf8.startIndex, to: $0.startIndex)..<utf8.distance(from: utf8.startIndex, to: $0.endIndex)
        }
        deadline = (ContinuousClock.now + .seconds(min(seconds, 1e9)), seconds)
    }

    /// How long reading one storyboard may take before navviz import skips it, as a Swift
    /// file's (`ReadingTimeLimit`): 10 s, or `NAVVIZ_STORYBOARD_SECONDS` (0 stops at the first element).
    package static var secondsPerFile: Double {
        ReadingTimeLimit.seconds(ProcessInfo.processInfo.environment["NAVVIZ_STORYBOARD_SECONDS"], least: 0)
    }

    /// A storyboard given by name: a reference that leads nowhere is an error.
    package static func read(_ input: ImportInput, seconds: Double = secondsPerFile) throws(InputError) -> Storyboard {
        let (storyboard, problems) = try readSkippingBrokenReferences(input, seconds: seconds)
        if let problem = problems.first {
            throw InputError(input.source, Diagnostic(.error, problem.message, at: problem.location, expected: problem.expected, help: problem.help))
        }
        return storyboard
    }

    /// A storyboard of an app's folder: one that is no storyboard is an error, and a
    /// reference that leads nowhere a warning, left out, so one broken segue never stops the app.
    /// Reading for longer than `seconds` is an error where the reading had got to.
    package static func readSkippingBrokenReferences(_ input: ImportInput, seconds: Double = secondsPerFile) throws(InputError) -> (
        Storyboard, [Diagnostic]
    ) {
        try XMLDocumentSize.check(input)
        if let (target, location) = emptyProcessingInstruction(in: input.text) {
            throw InputError(
                input.source,
                Diagnostic(
                    .error, "a processing instruction without data, `<?\(target)?>`, which no storyboard has",
                    at: location, expected: "an Interface Builder storyboard (XML)",
                    help: "remove it, or open the file in Xcode"))
        }
        let reader = StoryboardReader(input, seconds: seconds)
        let parser = XMLParser(data: Data(input.text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        reader.parser = parser
        let parsed = parser.parse()
        if let problem = reader.problem { throw InputError(input.source, problem) }
        guard parsed, reader.open.isEmpty else {
            let location = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            let inside = reader.open.last.map { " (inside <\($0.element)> of line \($0.line))" } ?? ""
            let what = parsed ? "the file ends before its XML does\(inside)" : "this is not well-formed XML\(inside), so not a storyboard"
            throw InputError(
                input.source,
                Diagnostic(
                    .error, what, at: location,
                    expected: "an Interface Builder storyboard (XML)",
                    help: "open the file in Xcode, or pass --from hierarchy for a _printHierarchy dump"))
        }
        if reader.isRoot {
            throw InputError(
                input.source,
                Diagnostic(
                    .error, "the file has no XML element", at: SourceLocation(line: 1, column: 1),
                    expected: "a storyboard's <document> element"))
        }
        let storyboard = Storyboard(
            input: input, initialViewController: reader.initialViewController, controllers: reader.controllers,
            elementLabels: reader.elementLabels)
        return withoutBrokenReferences(storyboard)
    }

    /// The first processing instruction with no data (`<?target?>`) and where it is.
    /// Foundation's `XMLParser` on Linux crashes on one (it measures the missing data with
    /// `strlen`), so it is refused before parsing (found by fuzzing). It is looked for
    /// everywhere, comments included: after an error, libxml2 may read one anywhere.
    package static func emptyProcessingInstruction(in text: String) -> (target: String, location: SourceLocation)? {
        let bytes = Array(text.utf8)
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "?") else {
                index += 1
                continue
            }
            // The target: at least libxml2's name (which holds none of these), maybe more.
            var end = index + 2
            while end < bytes.count && !blanks.contains(bytes[end]) && !"?<>".utf8.contains(bytes[end]) { end += 1 }
            var data = end
            while data < bytes.count && blanks.contains(bytes[data]) { data += 1 }
            if end > index + 2 && bytes[data...].starts(with: "?>".utf8) {
                let before = bytes[..<index]
                let line = before.filter { $0 == 0x0A }.count + 1
                let column = index - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
                return (String(decoding: bytes[(index + 2)..<end], as: UTF8.self), SourceLocation(line: line, column: column))
            }
            index += 2
        }
        return nil
    }

    /// The references that lead nowhere, each a warning: a segue (not an unwind, whose
    /// destination is its scene's exit) to an id no scene of the file has, and an initial
    /// view controller that is no scene. The storyboard comes back without them.
    private static func withoutBrokenReferences(_ storyboard: Storyboard) -> (Storyboard, [Diagnostic]) {
        var problems: [Diagnostic] = []
        var controllers = storyboard.controllers
        for index in controllers.indices {
            controllers[index].segues.removeAll { segue in
                guard segue.kind != .unwind, storyboard[segue.destination] == nil else { return false }
                problems.append(
                    Diagnostic(
                        .warning, "\(segue.label) leads to `\(segue.destination)`, which no scene of \(storyboard.input.fileName) has",
                        at: segue.location, expected: "the id of a view controller in this storyboard",
                        help: "the scene was deleted or the storyboard was merged badly; fix the destination in Xcode"))
                return true
            }
        }
        var initial = storyboard.initialViewController
        if let wanted = initial, storyboard[wanted] == nil {
            problems.append(
                Diagnostic(
                    .warning, "initialViewController `\(wanted)` is not a view controller of this storyboard", at: SourceLocation(line: 1, column: 1),
                    help: "pick the initial view controller again in Xcode's attributes inspector"))
            initial = nil
        }
        let repaired = Storyboard(
            input: storyboard.input, initialViewController: initial, controllers: controllers, elementLabels: storyboard.elementLabels)
        return (repaired, problems)
    }

    package func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append((element, parser.lineNumber))
        guard ContinuousClock.now < deadline.end else {
            return stop(Diagnostic(.error, ReadingTimeLimit.exceeded(deadline.seconds), at: location(of: element)))
        }
        if isRoot {
            isRoot = false
            guard element == "document", attributes["type"]?.contains("Storyboard") == true else {
                stop(
                    Diagnostic(
                        .error, "this XML is not a storyboard: its root element is <\(element)\(attributes["type"].map { " type=\"\($0)\"" } ?? "")>",
                        at: location(of: element), expected: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">",
                        help: element == "document" ? "a .xib file holds no scenes; navviz imports storyboards" : nil))
                return
            }
            initialViewController = attributes["initialViewController"]
            return
        }
        if let id = attributes["id"], let label = attributes["userLabel"] ?? attributes["title"] ?? attributes["systemItem"] {
            elementLabels[id] = elementLabels[id] ?? label
        }
        if element == "button" { button = attributes["id"] }
        if element == "state", attributes["key"] == "normal", let title = attributes["title"], let button, elementLabels[button] == nil {
            elementLabels[button] = title
        }
        // A segue's own `<segue key="commit">` / `key="preview"` (peek and pop) is no segue of the scene.
        if element == "segue", current != nil, attributes["key"] == nil {
            current!.segues.append(
                StoryboardSegue(
                    id: attributes["id"] ?? "?", kind: StoryboardSegue.Kind(attribute: attributes["kind"]),
                    destination: attributes["destination"] ?? "",
                    relationship: attributes["relationship"].flatMap(StoryboardSegue.Relationship.init(rawValue:)),
                    identifier: attributes["identifier"],
                    modalPresentationStyle: attributes["modalPresentationStyle"].flatMap(PresentationStyle.init(rawValue:)),
                    unwindAction: attributes["unwindAction"],
                    customClass: attributes["customClass"], popoverAnchorView: attributes["popoverAnchorView"],
                    popoverAnchorBarButtonItem: attributes["popoverAnchorBarButtonItem"], location: location(of: element)))
        } else if attributes["sceneMemberID"] == "viewController", current == nil {
            current = StoryboardController(
                element: element, id: attributes["id"] ?? "?", storyboardIdentifier: attributes["storyboardIdentifier"],
                customClass: attributes["customClass"], title: attributes["title"], userLabel: attributes["userLabel"],
                modalPresentationStyle: attributes["modalPresentationStyle"].flatMap(PresentationStyle.init(rawValue:)),
                storyboardName: attributes["storyboardName"],
                referencedIdentifier: attributes["referencedIdentifier"], location: location(of: element))
            currentDepth = open.count
        } else if current != nil, open.count == currentDepth + 1, let title = attributes["title"] {
            // The controller's own items only: a navigation bar's items belong to no scene.
            if element == "navigationItem", attributes["key"] == "navigationItem" { current!.navigationItemTitle = title }
            if element == "tabBarItem", attributes["key"] == "tabBarItem" { current!.tabBarItemTitle = title }
        }
    }

    package func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
        if element == "scene", let controller = current {
            controllers.append(controller)
            current = nil
        }
    }

    private func stop(_ diagnostic: Diagnostic) {
        problem = diagnostic
        parser?.abortParsing()
    }

    /// Where the start tag `<element` the parser just read begins: libxml2 reports the
    /// position after the tag, so the tag is looked for backwards from there. The line is
    /// walked on from where the last element was found, not from its start, so a storyboard
    /// written on one line takes linear time, not time squared.
    private func location(of element: String) -> SourceLocation {
        let line = max(1, parser?.lineNumber ?? 1)
        let column = max(1, parser?.columnNumber ?? 1)
        let tag = Array(("<" + element).utf8)
        var index = min(line, lines.count) - 1
        var limit: (offset: Int, column: Int)? = nil
        if index >= 0 {
            // libxml2 counts a column in code points: the line's UTF-8 is walked a code point
            // at a time (a lead byte and its continuation bytes), not by Character, whose
            // grapheme breaking made most of a one-line storyboard's time.
            let end = lines[index].upperBound
            var (at, counted) =
                cursor.flatMap { $0.line == index && $0.column <= column ? ($0.offset, $0.column) : nil } ?? (lines[index].lowerBound, 0)
            while counted < column && at < end {
                at += 1
                while at < end && Self.isContinuation(bytes[at]) { at += 1 }
                counted += 1
            }
            cursor = (index, at, counted)
            limit = (at, counted)
        }
        while index >= 0 && index > line - 200 {
            let end = limit?.offset ?? lines[index].upperBound
            if let start = lastIndex(of: tag, in: lines[index].lowerBound..<end) {
                // Counted back from the limit when the line was walked, so only the tag's own length is walked again.
                let before = limit.map { $0.column - codePoints(start..<end) } ?? codePoints(lines[index].lowerBound..<start)
                return SourceLocation(line: index + 1, column: before + 1)
            }
            index -= 1
            limit = nil
        }
        return SourceLocation(line: line, column: column)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// How many code points the bytes at `offsets` (whole ones) hold.
    private func codePoints(_ offsets: Range<Int>) -> Int {
        bytes[offsets].reduce(0) { Self.isContinuation($1) ? $0 : $0 + 1 }
    }

    /// Where `tag` last starts in the bytes at `offsets`, all of it inside them.
    private func lastIndex(of tag: [UInt8], in offsets: Range<Int>) -> Int? {
        var index = offsets.upperBound - tag.count
        while index >= offsets.lowerBound {
            if bytes[index] == tag[0] && bytes[index..<index + tag.count].elementsEqual(tag) { return index }
            index -= 1
        }
        return nil
    }
}
