import NavLanguage
import UIKitModel

/// Aligns the steps of two versions of a flow by edit distance over their source text,
/// the way diff(1) aligns lines, with one addition: a step whose actor, operation and
/// operand are the same but whose options or caption differ (a modal that became
/// `fullScreen`) is a *change*, not a removal plus an addition.
///
/// Hirschberg's divide and conquer finds a cheapest alignment in memory linear in the
/// number of steps (two 10,000-step flows: two rows of 10,001 costs, not 10⁸ of them).
public enum StepAlignment {
    /// `renamed` writes OLD's text with the names a change renamed (`Renames.text`): a
    /// step that differs only by a rename is unchanged.
    public static func align(old: [Frame], new: [Frame], renamed: (String) -> String = { $0 }) -> [AlignedStep] {
        var texts: [String: Int] = [:], skeletons: [String: Int] = [:]
        let id = { (table: inout [String: Int], key: String) -> Int in
            if let known = table[key] { return known }
            table[key] = table.count
            return table.count - 1
        }
        let oldSources = old.map { renamed(normalized($0.sourceText)) }
        let oldTexts = oldSources.map { id(&texts, $0) }, newTexts = new.map { id(&texts, normalized($0.sourceText)) }
        let oldKeys = oldSources.map { id(&skeletons, skeleton($0)) }, newKeys = new.map { id(&skeletons, skeleton($0.sourceText)) }
        var aligner = Aligner(oldTexts: oldTexts, newTexts: newTexts, oldKeys: oldKeys, newKeys: newKeys)
        aligner.align(old: 0..<old.count, new: 0..<new.count)
        return aligner.result
    }

    /// The source text with runs of white space folded and comments gone.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// What a step does, without its options and caption: `VCN2 present VCM1`.
    static func skeleton(_ text: String) -> String {
        var words: [Substring] = []
        for word in normalized(text).split(separator: " ") {
            if word.hasSuffix(":") || word.hasPrefix("\"") { break }
            words.append(word)
        }
        return words.joined(separator: " ")
    }

    /// The steps as numbers (equal text, equal number) and the alignment built so far.
    private struct Aligner {
        let oldTexts: [Int], newTexts: [Int], oldKeys: [Int], newKeys: [Int]
        var result: [AlignedStep] = []

        /// An unchanged pair costs 0, a changed pair 1, a step only one side has 1.
        private func pairCost(_ i: Int, _ j: Int) -> Int? {
            if oldTexts[i] == newTexts[j] { return 0 }
            return oldKeys[i] == newKeys[j] ? 1 : nil
        }

        private mutating func pair(_ i: Int, _ j: Int) {
            result.append(oldTexts[i] == newTexts[j] ? .unchanged(old: i, new: j) : .changed(old: i, new: j))
        }

        mutating func align(old: Range<Int>, new: Range<Int>) {
            var old = old, new = new
            // Equal leading steps always pair up.
            while let i = old.first, let j = new.first, oldTexts[i] == newTexts[j] {
                result.append(.unchanged(old: i, new: j))
                old = old.dropFirst(); new = new.dropFirst()
            }
            if old.isEmpty { result += new.map { .added(new: $0) }; return }
            if new.isEmpty { result += old.map { .removed(old: $0) }; return }
            if old.count == 1 { alignOne(old.lowerBound, new: new); return }
            let middle = old.lowerBound + old.count / 2
            let forward = costs(old: old.lowerBound..<middle, new: new, reversed: false)
            let backward = costs(old: middle..<old.upperBound, new: new, reversed: true)
            // The earliest split on a cheapest path: new[..<split] goes with the first half.
            var split = 0
            for k in 0...new.count where forward[k] + backward[new.count - k] < forward[split] + backward[new.count - split] { split = k }
            align(old: old.lowerBound..<middle, new: new.lowerBound..<(new.lowerBound + split))
            align(old: middle..<old.upperBound, new: (new.lowerBound + split)..<new.upperBound)
        }

        /// One old step against several new ones: pair it with the cheapest (earliest) match, or remove it.
        private mutating func alignOne(_ i: Int, new: Range<Int>) {
            var best: (cost: Int, j: Int)?
            for j in new { if let cost = pairCost(i, j), cost < (best?.cost ?? 2) { best = (cost, j) } }
            guard let match = best?.j else {
                result.append(.removed(old: i))
                result += new.map { .added(new: $0) }
                return
            }
            result += (new.lowerBound..<match).map { .added(new: $0) }
            pair(i, match)
            result += ((match + 1)..<new.upperBound).map { .added(new: $0) }
        }

        /// The cost of aligning `old` with each prefix of `new` (or, reversed, each suffix
        /// of `new` with `old`, indexed by the suffix's length): one row at a time.
        private func costs(old: Range<Int>, new: Range<Int>, reversed: Bool) -> [Int] {
            let olds = reversed ? Array(old.reversed()) : Array(old)
            let news = reversed ? Array(new.reversed()) : Array(new)
            var previous = Array(0...news.count), current = previous
            for (row, i) in olds.enumerated() {
                current[0] = row + 1
                for (column, j) in news.enumerated() {
                    var best = min(previous[column + 1], current[column]) + 1
                    if let cost = pairCost(i, j) { best = min(best, previous[column] + cost) }
                    current[column + 1] = best
                }
                swap(&previous, &current)
            }
            return previous
        }
    }
}
