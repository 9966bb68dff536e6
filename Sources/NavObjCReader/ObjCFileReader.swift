import NavCodeFacts

/// Reads one Objective-C file (`.m`, or a header) into the facts Swift files give
/// (`SwiftFileFacts`), so the import runs an app's Objective-C as it runs its Swift:
/// `@interface X : Super <Protocols>` is a class with those parents and its `@property`s,
/// a class extension or category an extension, `@implementation X` an extension holding
/// its methods under their Swift names (`SwiftName`), `@protocol P` a protocol. Top-level C
/// (functions, constants, macros) is left out. It never refuses a file: what it cannot
/// read in a body is kept as an expression's text.
public enum ObjCFileReader {
    public static func read(path: String, text: String) -> SwiftFileFacts {
        let tokens = ObjCLexer.tokens(of: text)
        if let deep = tooDeep(tokens) {
            let problem = ParseProblem(
                line: deep.line, column: deep.column, message: "brackets nested deeper than \(maximumNesting)", isSyntaxError: false)
            return SwiftFileFacts(path: path, problem: problem)
        }
        var parser = ObjCParser(tokens: tokens)
        return SwiftFileFacts(path: path, types: parser.declarations())
    }

    /// The deepest nesting of brackets read: the reader recurses once per level.
    static let maximumNesting = 256

    /// The first bracket past `maximumNesting`, if any.
    private static func tooDeep(_ tokens: [ObjCToken]) -> ObjCToken? {
        var depth = 0
        for token in tokens where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                depth += 1
                if depth > maximumNesting { return token }
            case ")", "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}

/// A recursive-descent reader over a file's tokens: declarations here, statements and
/// expressions in its extensions.
struct ObjCParser {
    let tokens: [ObjCToken]
    var position = 0
    /// The methods the file names in `@selector(…)`: target-actions, as `#selector` makes them in Swift.
    let selectorTargets: Set<String>
    /// The properties the file declares, which a message with no argument reads (`[self sidebar]`).
    let properties: Set<String>

    init(tokens: [ObjCToken]) {
        self.tokens = tokens
        var targets: Set<String> = []
        var properties: Set<String> = []
        for index in tokens.indices {
            if tokens[index].isWord("@selector"), index + 2 < tokens.count { targets.insert(tokens[index + 2].text) }
            if tokens[index].isWord("@property"), let end = tokens[index...].firstIndex(where: { $0.isPunctuation(";") }),
                let name = tokens[index..<end].last(where: { $0.kind == .word })
            {
                properties.insert(name.text)
            }
        }
        selectorTargets = targets
        self.properties = properties
    }

    var current: ObjCToken? {
        position < tokens.count ? tokens[position] : nil
    }

    func token(at offset: Int) -> ObjCToken? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    var line: Int {
        current?.line ?? tokens.last?.line ?? 1
    }

    mutating func accept(_ punctuation: String) -> Bool {
        guard current?.isPunctuation(punctuation) == true else { return false }
        position += 1
        return true
    }

    /// The tokens inside the bracketed group that opens here, which it skips; empty when none opens here.
    mutating func group() -> ArraySlice<ObjCToken> {
        let start = position + 1
        let end = skipGroup() ? position - 1 : position
        return start <= end ? tokens[start..<end] : []
    }

    /// Skips a bracketed group that opens here (`(`, `[`, `{`, `<`), nested ones included;
    /// whether it was closed (false at the end of the file, or when none opens here).
    @discardableResult
    mutating func skipGroup() -> Bool {
        guard let opening = current, opening.kind == .punctuation, let close = Self.closing[opening.text] else { return false }
        var depth = 0
        while let token = current {
            position += 1
            if token.isPunctuation(opening.text) { depth += 1 }
            if token.isPunctuation(close) {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }

    static let closing = ["(": ")", "[": "]", "{": "}", "<": ">"]

    // MARK: declarations

    mutating func declarations() -> [TypeFacts] {
        var types: [TypeFacts] = []
        while let token = current {
            if token.isWord("@interface") {
                types.append(interface())
            } else if token.isWord("@implementation") {
                types.append(implementation())
            } else if token.isWord("@protocol"), self.token(at: 2)?.isPunctuation(";") != true, self.token(at: 2)?.isPunctuation(",") != true {
                // `@protocol Name;` only names it ahead.
                types.append(protocolDeclaration())
            } else if token.isPunctuation("{") {
                skipGroup()
            } else {
                position += 1
            }
        }
        return types
    }

    /// `@interface Name : Super <P, Q> { ivars } @property … - (void)method; @end`, a class
    /// extension `@interface Name ()`, a category `@interface Name (Category)`.
    private mutating func interface() -> TypeFacts {
        let line = line
        position += 1
        let name = current?.text ?? ""
        position += 1
        var kind = TypeFacts.Kind.class
        var inherits: [String] = []
        if current?.isPunctuation("(") == true {
            kind = .extension
            skipGroup()
        }
        if accept(":"), let parent = current, parent.kind == .word {
            inherits.append(parent.text)
            position += 1
        }
        inherits += protocolList()
        let properties = members()
        return TypeFacts(name: name, kind: kind, inherits: inherits, line: line, properties: properties, functions: [])
    }

    /// `@protocol Name <Parents> … @end`: a protocol, its methods declared only.
    private mutating func protocolDeclaration() -> TypeFacts {
        let line = line
        position += 1
        let name = current?.text ?? ""
        position += 1
        let inherits = protocolList()
        let properties = members()
        return TypeFacts(name: name, kind: .protocol, inherits: inherits, line: line, properties: properties, functions: [])
    }

    /// `<UIApplicationDelegate, UITableViewDelegate>`.
    private mutating func protocolList() -> [String] {
        guard accept("<") else { return [] }
        var names: [String] = []
        while let token = current, !token.isPunctuation(">") {
            if token.kind == .word { names.append(token.text) }
            position += 1
        }
        position += 1
        return names
    }

    /// An interface's members up to its `@end`: instance variables and properties as
    /// properties; method declarations skipped (the implementation holds their bodies).
    private mutating func members() -> [PropertyFacts] {
        var properties: [PropertyFacts] = []
        if current?.isPunctuation("{") == true { properties += instanceVariables() }
        while let token = current, !token.isWord("@end") {
            if token.isWord("@property") {
                position += 1
                if current?.isPunctuation("(") == true { skipGroup() }
                if let property = variable() { properties.append(property) }
            } else {
                position += 1
            }
        }
        position += 1
        return properties
    }

    /// `{ UINavigationController *_navigation; }`.
    private mutating func instanceVariables() -> [PropertyFacts] {
        position += 1
        var properties: [PropertyFacts] = []
        while let token = current, !token.isPunctuation("}") {
            if let property = variable() { properties.append(property) } else { position += 1 }
        }
        position += 1
        return properties
    }

    /// `Type *name;` (with qualifiers, generics and `IBOutlet` left out of the type) up to its `;`.
    private mutating func variable() -> PropertyFacts? {
        let line = line
        var words: [String] = []
        while let token = current, !token.isPunctuation(";"), !token.isPunctuation("}"), !token.isWord("@end") {
            if token.isPunctuation("<") {
                skipGroup()
                continue
            }
            if token.kind == .word, !Self.qualifiers.contains(token.text) { words.append(token.text) }
            position += 1
        }
        _ = accept(";")
        guard words.count >= 2, let name = words.last else { return nil }
        return PropertyFacts(name: name, type: words[words.count - 2], value: nil, getter: nil, isStatic: false, line: line)
    }

    /// Words of a declaration that are no part of its type's name.
    static let qualifiers: Set<String> = [
        "IBOutlet", "nonatomic", "atomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite",
        "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "null_unspecified", "__weak", "__strong",
        "__block", "__unsafe_unretained", "__kindof", "const", "static", "extern", "unsigned", "signed", "volatile",
        "IBInspectable", "__autoreleasing", "NS_NOESCAPE",
    ]

    /// `@implementation Name { ivars } - (void)method { … } @end`: an extension of the class
    /// the interface declared, with the methods' bodies.
    private mutating func implementation() -> TypeFacts {
        let line = line
        position += 1
        let name = current?.text ?? ""
        position += 1
        if current?.isPunctuation("(") == true { skipGroup() }
        var properties: [PropertyFacts] = []
        if current?.isPunctuation("{") == true { properties = instanceVariables() }
        var functions: [FunctionFacts] = []
        while let token = current, !token.isWord("@end") {
            if token.kind == .punctuation, token.text == "-" || token.text == "+" {
                if let method = method() { functions.append(method) }
            } else if token.isPunctuation("{") {
                skipGroup()
            } else {
                position += 1
            }
        }
        position += 1
        return TypeFacts(name: name, kind: .extension, inherits: [], line: line, properties: properties, functions: functions)
    }

    /// `- (ReturnType)first:(T)a second:(U)b { body }` under its Swift name; nil for a
    /// declaration with no body.
    private mutating func method() -> FunctionFacts? {
        let line = line
        let isStatic = current?.text == "+"
        position += 1
        var returnType: String?
        var isAction = false
        if current?.isPunctuation("(") == true {
            let words = group().filter { $0.kind == .word && !Self.qualifiers.contains($0.text) }.map(\.text)
            isAction = words.contains("IBAction")
            returnType = words.last.flatMap { ["void", "IBAction", "id", "instancetype"].contains($0) ? nil : $0 }
        }
        var pieces: [String] = []
        var parameters: [(name: String, type: String?)] = []
        var hasArguments = false
        while let token = current, token.kind == .word {
            pieces.append(token.text)
            position += 1
            guard accept(":") else { break }
            hasArguments = true
            var type: String?
            if current?.isPunctuation("(") == true {
                type = group().filter { $0.kind == .word && !Self.qualifiers.contains($0.text) }.last?.text
            }
            guard let name = current, name.kind == .word else { break }
            parameters.append((name.text, type))
            position += 1
        }
        // Attributes (`NS_REQUIRES_SUPER`, `__attribute__((…))`) up to the body or the `;`.
        while let token = current, !token.isPunctuation("{"), !token.isPunctuation(";"), !token.isWord("@end") {
            if token.isPunctuation("(") { skipGroup() } else { position += 1 }
        }
        guard current?.isPunctuation("{") == true else {
            _ = accept(";")
            return nil
        }
        let name = SwiftName(pieces: pieces, hasArguments: hasArguments)
        let body = block()
        let codeParameters = parameters.enumerated().map { index, parameter in
            CodeParameter(label: index < name.labels.count ? name.labels[index] : parameter.name, name: parameter.name, type: parameter.type)
        }
        let selector = hasArguments ? pieces.map { $0 + ":" }.joined() : pieces.joined()
        return FunctionFacts(
            name: name.base, parameters: codeParameters, returnType: returnType, isStatic: isStatic, line: line, body: body,
            isTargetAction: isAction || selectorTargets.contains(pieces.first ?? "") || selectorTargets.contains(selector))
    }
}
