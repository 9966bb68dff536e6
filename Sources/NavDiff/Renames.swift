import UIKitModel

/// The view controllers a change renamed: gone from OLD, new in NEW, of the same kind and
/// class, and in the same place — steps that differ only by the name (`VCN2 push VCN3` →
/// `VCN2 push ProfileVC`). A review reports a rename as one change; every comparison of
/// the diff reads OLD with its names renamed, so nothing else reports it again.
public struct Renames: Sendable {
    public struct Rename: Sendable, Hashable, Encodable {
        public var old: String
        public var new: String
    }

    /// In OLD's creation order.
    public let list: [Rename]
    private let newName: [String: String]
    private let oldName: [String: String]

    public static let none = Renames(list: [])

    private init(list: [Rename]) {
        self.list = list
        newName = Dictionary(list.map { ($0.old, $0.new) }, uniquingKeysWith: { first, _ in first })
        oldName = Dictionary(list.map { ($0.new, $0.old) }, uniquingKeysWith: { first, _ in first })
    }

    /// Finds the renames by the steps: a name only OLD has and one only NEW has are a
    /// rename when a step of OLD, with the one written as the other, is a step of NEW,
    /// and the two are of one kind and class. The pair that makes the most such steps
    /// wins; a step with two renamed names counts once the other is known.
    public init(old: Flow, new: Flow) {
        guard let before = old.frames.last?.hierarchy, let after = new.frames.last?.hierarchy else {
            self.init(list: [])
            return
        }
        let oldNames = before.creationOrder, newNames = after.creationOrder
        let removed = Set(oldNames).subtracting(newNames), added = Set(newNames).subtracting(oldNames)
        guard !removed.isEmpty, !added.isEmpty else {
            self.init(list: [])
            return
        }
        // NEW's steps with one added name blanked out → the names that fit the blank.
        var blanks: [String: Set<String>] = [:]
        for frame in new.frames {
            let text = StepAlignment.normalized(frame.sourceText)
            for name in Self.names(in: text) where added.contains(name) {
                blanks[Self.replacing(in: text) { $0 == name ? Self.blank : nil }, default: []].insert(name)
            }
        }
        var found: [String: String] = [:]
        var taken: Set<String> = []
        while true {
            var votes: [Rename: Int] = [:]
            for frame in old.frames {
                let text = Self.replacing(in: StepAlignment.normalized(frame.sourceText)) { found[String($0)] }
                for name in Self.names(in: text) where removed.contains(name) && found[name] == nil {
                    let key = Self.replacing(in: text) { $0 == name ? Self.blank : nil }
                    for candidate in blanks[key] ?? []
                    where !taken.contains(candidate)
                        && before[name]?.kind == after[candidate]?.kind && before[name]?.displayClassName == after[candidate]?.displayClassName
                    {
                        votes[Rename(old: name, new: candidate), default: 0] += 1
                    }
                }
            }
            let order = Dictionary(oldNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let newOrder = Dictionary(newNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let ranked = votes.sorted {
                ($1.value, order[$0.key.old]!, newOrder[$0.key.new]!) < ($0.value, order[$1.key.old]!, newOrder[$1.key.new]!)
            }
            var accepted = false
            for (rename, _) in ranked where found[rename.old] == nil && !taken.contains(rename.new) {
                found[rename.old] = rename.new
                taken.insert(rename.new)
                accepted = true
            }
            if !accepted { break }
        }
        self.init(list: oldNames.compactMap { name in found[name].map { Rename(old: name, new: $0) } })
    }

    public var isEmpty: Bool { list.isEmpty }

    /// OLD's name → NEW's name, for the diff map.
    public var newNames: [String: String] { newName }

    /// The name an OLD view controller has in NEW.
    public func name(_ old: String) -> String {
        newName.isEmpty ? old : newName[old] ?? old
    }

    /// The name a NEW view controller had in OLD.
    public func oldName(of new: String) -> String {
        oldName[new] ?? new
    }

    /// `text` of OLD (a step, a message, a fact) with its renamed names written as in NEW.
    public func text(_ text: String) -> String {
        newName.isEmpty ? text : Self.replacing(in: text) { newName[String($0)] }
    }

    /// Stands for the renamed name in a step's text; no `.nav` text holds it.
    private static let blank = "\u{1}"

    /// The names in `text`: its words outside strings, not after a `.` (a property).
    static func names(in text: String) -> Set<String> {
        var names: Set<String> = []
        _ = replacing(in: text) { word in
            names.insert(String(word))
            return nil
        }
        return names
    }

    /// `text` with each word outside strings and not after a `.` replaced by what
    /// `replacement` gives for it (nil: kept).
    static func replacing(in text: String, _ replacement: (Substring) -> String?) -> String {
        var result = ""
        var inString = false, escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                result.append(character)
                index = text.index(after: index)
            } else if character == "\"" {
                inString = true
                result.append(character)
                index = text.index(after: index)
            } else if character.isLetter || character == "_" {
                let end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                let word = text[index..<end]
                let isProperty = result.last == "."
                result += (isProperty ? nil : replacement(word)) ?? String(word)
                index = end
            } else {
                result.append(character)
                index = text.index(after: index)
            }
        }
        return result
    }
}
