/// Finds the closest valid spelling for a mistyped word, for "did you mean" hints.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance (case-insensitive), when it is
    /// close enough to be a plausible typo.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        // A name this long is no typo of a word to suggest, and comparing it costs its length squared.
        guard word.utf8.count <= maximumLength else { return nil }
        let lowered = Array(word.lowercased())
        var best: (distance: Int, candidate: String)?
        for candidate in candidates.sorted() where candidate.utf8.count <= maximumLength {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference in length: skip what cannot be close enough.
            guard abs(other.count - lowered.count) <= limit(lowered.count, other.count) else { continue }
            let distance = editDistance(lowered, other)
            if distance < (best?.distance ?? Int.max) { best = (distance, candidate) }
        }
        guard let best else { return nil }
        return best.distance <= limit(lowered.count, best.candidate.count) ? best.candidate : nil
    }

    /// Names longer than this get no suggestion and are never suggested.
    static let maximumLength = 100

    /// How far a candidate may be from a word of `a` characters, the candidate having `b`.
    private static func limit(_ a: Int, _ b: Int) -> Int {
        max(2, min(a, b) / 3)
    }

    /// "did you mean `x`?" when a close candidate exists.
    public static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String? where S.Element == String {
        closest(to: word, in: candidates).map { "did you mean `\($0)`?" }
    }

    /// "did you mean `pageSheet` or `formSheet`?" for a word that is part of candidates
    /// (`sheet`): what an edit distance finds too far. Words shorter than four characters
    /// are part of too much.
    public static func didYouMean<S: Sequence>(partOf word: String, in candidates: S) -> String? where S.Element == String {
        guard word.count >= 4, word.utf8.count <= maximumLength else { return nil }
        let lowered = word.lowercased()
        let matches = candidates.filter { $0.lowercased().contains(lowered) }
        guard !matches.isEmpty, matches.count <= 3 else { return nil }
        return "did you mean " + matches.map { "`\($0)`" }.joined(separator: " or ") + "?"
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
