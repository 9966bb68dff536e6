import Foundation
@testable import NavLanguage
import Testing

/// editors/nav.tmLanguage.json against the language: every token of every example and
/// every ```nav block of the docs gets the scope its kind calls for, and the grammar's
/// word lists are the language's.
@Suite("Editor grammar")
struct EditorGrammarTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    let grammar = try! TextMateGrammar(contentsOf: Self.root.appendingPathComponent("editors/nav.tmLanguage.json"))

    /// The words of the first `(a|b|c)` group in `regex`.
    private func alternatives(_ regex: String) -> Set<String> {
        let group = regex.firstMatch(of: /\(((?:[A-Za-z]+\|)+[A-Za-z]+)\)/)!.1
        return Set(group.split(separator: "|").map(String.init))
    }

    @Test func theOperationsAreTheLanguagesOperations() {
        let end = alternatives(grammar.source("action", "end"))
        #expect(end == Set(Operation.spellings))
        // The action's lookahead names the same list, in the same order.
        let list = Operation.spellings.joined(separator: "|")
        #expect(grammar.source("action", "begin").contains("(?:" + list + ")"))
        #expect(grammar.source("action", "end").contains("(" + list + ")"))
    }

    @Test func theKeywordsAreTheLanguagesKeywordsAndTheStylesItsStyles() {
        let words = ["statement-keyword", "container", "constant"].map { alternatives(grammar.source($0, "match")) }
        #expect(words.reduce(Set(), { $0.union($1) }) == Set(Keyword.allCases.map(\.rawValue)))
        #expect(words.map(\.count).reduce(0, +) == Keyword.allCases.count, "a keyword in two lists")
        #expect(alternatives(grammar.source("style-value", "match")) == Set(PresentationStyle.allCases.map(\.rawValue)))
    }

    @Test func theVSCodeExtensionUsesTheSameGrammar() throws {
        let shared = try Data(contentsOf: Self.root.appendingPathComponent("editors/nav.tmLanguage.json"))
        #expect(try Data(contentsOf: Self.root.appendingPathComponent("editors/vscode/syntaxes/nav.tmLanguage.json")) == shared)
        let manifest =
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.root.appendingPathComponent("editors/vscode/package.json")))
            as! [String: Any]
        let contributes = manifest["contributes"] as! [String: Any]
        let grammars = (contributes["grammars"] as! [[String: Any]]).map { $0.compactMapValues { $0 as? String } }
        #expect(grammars.first?["scopeName"] == grammar.json["scopeName"] as? String)
        #expect(grammars.first?["path"] == "./syntaxes/nav.tmLanguage.json")
        // ```nav blocks in Markdown are highlighted with the same grammar.
        let injection = try String(
            contentsOf: Self.root.appendingPathComponent("editors/vscode/syntaxes/nav-markdown-injection.json"), encoding: .utf8)
        #expect(injection.contains("{ \"include\": \"source.nav\" }"))
        #expect(grammars.contains { $0["path"] == "./syntaxes/nav-markdown-injection.json" })
    }

    /// Every `.nav` text the project shows: the examples and the docs' ```nav blocks.
    static var navTexts: [(name: String, text: String)] {
        let manager = FileManager.default
        var texts: [(String, String)] = []
        for name in (try! manager.contentsOfDirectory(atPath: root.appendingPathComponent("examples").path)).sorted() where name.hasSuffix(".nav") {
            texts.append(("examples/" + name, try! String(contentsOf: root.appendingPathComponent("examples/" + name), encoding: .utf8)))
        }
        let docs =
            (try! manager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)).sorted()
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + ["README.md"]
        for doc in docs {
            var block: [String]?
            var number = 0
            for line in try! String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8).components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if block == nil, trimmed.hasPrefix("```nav") {
                    block = []
                } else if let lines = block, trimmed.hasPrefix("```") {
                    number += 1
                    texts.append(("\(doc) block \(number)", lines.joined(separator: "\n") + "\n"))
                    block = nil
                } else if block != nil {
                    block!.append(line)
                }
            }
        }
        return texts
    }

    @Test func everyTokenOfEveryExampleAndDocBlockGetsItsScope() {
        var checked = [String: Int]()
        for (name, text) in Self.navTexts {
            let lines = text.components(separatedBy: "\n")
            let scopes = lines.map(grammar.scopes)
            var lexer = Lexer(SourceFile(path: name, text: text))
            var spans: [Int: [Range<Int>]] = [:] // line index → token spans, in UTF-16
            while let logical = lexer.next() {
                let tokens = logical.tokens
                for (index, token) in tokens.enumerated() {
                    let line = lines[token.location.line - 1]
                    let start = Self.utf16Offset(ofCharacter: token.location.column - 1, in: line)
                    let end = Self.utf16Offset(ofCharacter: token.location.column - 1 + token.length, in: line)
                    spans[token.location.line - 1, default: []].append(start..<end)
                    guard let expected = Self.expectedScope(tokens, index) else { continue }
                    let got = scopes[token.location.line - 1][start..<end]
                    #expect(
                        got.allSatisfy { $0.contains(expected) },
                        "\(name):\(token.location): \(token.display) should be \(expected), is \(got.first!.sorted())")
                    checked[expected.split(separator: ".").prefix(2).joined(separator: "."), default: 0] += 1
                }
            }
            // A `#` outside every token starts a comment, to the end of the line.
            for (index, line) in lines.enumerated() {
                let units = Array(line.utf16)
                let inToken = { (offset: Int) in (spans[index] ?? []).contains { $0.contains(offset) } }
                guard let hash = units.indices.first(where: { units[$0] == 0x23 && !inToken($0) }) else { continue }
                #expect(
                    scopes[index][hash...].allSatisfy { $0.contains("comment.line.number-sign.nav") },
                    "\(name):\(index + 1): the comment is \(scopes[index][hash...].map { $0.sorted() })")
                checked["comment", default: 0] += 1
            }
        }
        // Each kind was seen, in numbers: the check ran on the real texts.
        for kind in ["keyword.control", "keyword.operator", "entity.name", "string.quoted", "comment", "variable.other", "constant.language"] {
            #expect((checked[kind] ?? 0) > 20, "\(kind): \(checked[kind] ?? 0) tokens checked")
        }
    }

    /// The scope a token must get, from its kind and its neighbours (nil: punctuation and
    /// numbers, which the grammar scopes too but the language leaves plain).
    static func expectedScope(_ tokens: [Token], _ index: Int) -> String? {
        let token = tokens[index]
        let previous = index > 0 ? tokens[index - 1].kind : nil
        let next = index + 1 < tokens.count ? tokens[index + 1].kind : nil
        if previous == .dot, token.word != nil { return "variable.other.property.nav" }
        switch token.kind {
        case .string: return "string.quoted.double.nav"
        case .keyword(let keyword):
            switch keyword {
            case .then: return index == 0 ? "keyword.control.then.nav" : "keyword.control.statement.nav"
            case .title, .ios, .root, .step, .expect, .set: return "keyword.control.statement.nav"
            case .nav, .tabs, .split: return "storage.type.container.nav"
            case .top, .nil, .true, .false: return "constant.language.nav"
            }
        case .name(let name):
            // `device iphone landscape` (R71), `rotate landscape` (R74).
            if isDeviceLine(tokens) { return index == 0 ? "keyword.control.statement.nav" : "constant.other.value.nav" }
            // `entry VC` (R66); before an operation or a `.`, a view controller named `entry`.
            if name == "entry", index == (tokens.first?.kind == .keyword(.then) ? 1 : 0), index + 1 < tokens.count,
                let following = tokens[index + 1].word, !Operation.spellings.contains(following)
            {
                return "keyword.control.statement.nav"
            }
            if next == .colon, ["style", "animated", "selected", "sourceView", "barButtonItem", "shouldSelect", "compact", "for"].contains(name) {
                return "variable.parameter.option.nav"
            }
            if previous == .colon {
                switch index > 1 ? tokens[index - 2].word : nil {
                case "style": return "constant.other.presentation-style.nav"
                case "for": return "constant.other.split-column.nav"
                case "selected", "compact": return "entity.name.type.view-controller.nav"
                default: return "support.class.nav"
                }
            }
            if previous == .keyword(.expect), ["warning", "crash", "no", "callback", "callbacks"].contains(name) { return "keyword.other.event.nav" }
            if previous == .name("no"), index > 1, tokens[index - 2].kind == .keyword(.expect), ["warning", "callback"].contains(name) {
                return "keyword.other.event.nav"
            }
            if previous == .equals, PresentationStyle(rawValue: name) != nil { return "constant.other.presentation-style.nav" }
            if previous == .equals, ["none", "primary", "supplementary", "secondary"].contains(name) { return "constant.other.value.nav" }
            if ["alert", "actionSheet"].contains(name), case .name? = next, index + 2 >= tokens.count || tokens[index + 2].kind != .colon {
                return "storage.type.alert.nav"
            }
            if index == operationIndex(tokens) { return "keyword.operator.operation.nav" }
            return "entity.name.type.view-controller.nav"
        default:
            return nil
        }
    }

    /// Whether the line is `device iphone|ipad [portrait|landscape]` or `rotate portrait|landscape`.
    static func isDeviceLine(_ tokens: [Token]) -> Bool {
        let words = tokens.map(\.word)
        let orientations: Set<String?> = ["portrait", "landscape"]
        switch words.first {
        case "device"?:
            return (2...3).contains(words.count) && ["iphone", "ipad"].contains(words[1]) && (words.count == 2 || orientations.contains(words[2]))
        case "rotate"?: return words.count == 2 && orientations.contains(words[1])
        default: return false
        }
    }

    /// Where an action's operation is: after `[then] ACTOR(.property)*`.
    static func operationIndex(_ tokens: [Token]) -> Int? {
        var index = tokens.first?.kind == .keyword(.then) ? 1 : 0
        guard index < tokens.count else { return nil }
        switch tokens[index].kind {
        case .name, .keyword(.top): index += 1
        default: return nil
        }
        while index + 1 < tokens.count, tokens[index].kind == .dot { index += 2 }
        guard index < tokens.count, case .name(let name) = tokens[index].kind, Operation.spellings.contains(name) else { return nil }
        return index
    }

    static func utf16Offset(ofCharacter count: Int, in line: String) -> Int {
        line.index(line.startIndex, offsetBy: min(count, line.count)).utf16Offset(in: line)
    }
}
