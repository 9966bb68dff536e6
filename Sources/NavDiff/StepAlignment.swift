import NavLanguage
import UIKitModel

/// Aligns the steps of two versions of a flow by edit distance over their source text,
/// the way diff(1) aligns lines, with one addition: a step whose actor, operation and
/// operand are the same but whose options or caption differ (a modal that became
/// `fullScreen`) is a *change*, not a removal plus an addition.
public enum StepAlignment {
    public static func align(old: [Frame], new: [Frame]) -> [AlignedStep] {
        let oldTexts = old.map { normalized($0.sourceText) }, newTexts = new.map { normalized($0.sourceText) }
        let oldKeys = old.map { skeleton($0.sourceText) }, newKeys = new.map { skeleton($0.sourceText) }
        let rows = old.count, columns = new.count
        // cost[i][j]: the cheapest alignment of old[i...] with new[j...].
        var cost = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows, through: 0, by: -1) {
            for j in stride(from: columns, through: 0, by: -1) {
                if i == rows { cost[i][j] = columns - j; continue }
                if j == columns { cost[i][j] = rows - i; continue }
                var best = min(cost[i + 1][j], cost[i][j + 1]) + 1
                if oldTexts[i] == newTexts[j] { best = min(best, cost[i + 1][j + 1]) }
                else if oldKeys[i] == newKeys[j] { best = min(best, cost[i + 1][j + 1] + 1) }
                cost[i][j] = best
            }
        }
        var result: [AlignedStep] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, oldTexts[i] == newTexts[j], cost[i][j] == cost[i + 1][j + 1] {
                result.append(.unchanged(old: i, new: j)); i += 1; j += 1
            } else if i < rows, j < columns, oldKeys[i] == newKeys[j], cost[i][j] == cost[i + 1][j + 1] + 1 {
                result.append(.changed(old: i, new: j)); i += 1; j += 1
            } else if i < rows, cost[i][j] == cost[i + 1][j] + 1 {
                result.append(.removed(old: i)); i += 1
            } else {
                result.append(.added(new: j)); j += 1
            }
        }
        return result
    }

    /// The source text with runs of white space folded and comments gone.
    static func normalized(_ text: String) -> String {
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
}
