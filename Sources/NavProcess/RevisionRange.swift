import NavLanguage

/// What `navviz diff --git` compares, as git diff reads it: `REV` (REV against the working
/// copy), `A..B` (A against B, no checkout) or `A...B` (the merge base of A and B against
/// B: what a pull request from B into A changes). An empty side of `..` is HEAD.
public struct RevisionRange: Sendable, Equatable {
    /// OLD's revision; for `A...B`, the merge base is found from it.
    public var old: String
    /// NEW's revision; nil: the working copy.
    public var new: String?
    /// `A...B`: OLD is the merge base of `old` and `new`.
    public var fromMergeBase: Bool

    public init(_ text: String) {
        for (separator, mergeBase) in [("...", true), ("..", false)] {
            guard let range = text.range(of: separator) else { continue }
            let a = String(text[..<range.lowerBound]), b = String(text[range.upperBound...])
            (old, new, fromMergeBase) = (a.isEmpty ? "HEAD" : a, b.isEmpty ? "HEAD" : b, mergeBase)
            return
        }
        (old, new, fromMergeBase) = (text, nil, false)
    }

    /// Why this is no range navviz hands to git: a revision that starts with `-` is an
    /// option to git (`--output=FILE` writes a file), and no branch or tag can be named so.
    public var problem: String? {
        guard let revision = ([old] + (new.map { [$0] } ?? [])).first(where: { $0.hasPrefix("-") }) else { return nil }
        return "--git: \(revision.controlsEscaped) is no revision (a revision never starts with `-`, which git reads as an option)"
    }

    /// OLD's revision for `path`: the merge base of `A...B`, else `old`.
    public func oldRevision(for path: String) throws -> String {
        guard fromMergeBase, let new else { return old }
        return try GitRevision.mergeBase(old, new, for: path)
    }
}
