/// A line of an app's source (a Swift file or a storyboard): what a provenance
/// comment names so a reader can go from a step to the code.
struct CodeSite: Hashable, Comparable, Sendable {
    let file: String
    let line: Int

    var text: String {
        "\(file):\(line)"
    }

    static func < (lhs: CodeSite, rhs: CodeSite) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}
