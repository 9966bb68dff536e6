extension NavImporter {
    /// What every import's title line says of where it comes from (`… by navviz import`).
    static let mark = "by navviz import"

    /// How the last line of a flow `navviz import -o` wrote begins: the digest of the lines
    /// above follows, so that a flow the user edited since is told from one to replace.
    public static let signature = "# navviz import digest: "

    /// Whether `bytes` are a flow navviz import wrote: its first line of code is its title,
    /// whose comment (beside it, or above it when the line would be too long) says so.
    /// `navviz import -o` replaces such a file, and no other.
    public static func wrote(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(8 << 10), as: UTF8.self)
        var comments: [Substring] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard !trimmed.hasPrefix("#") else {
                comments.append(trimmed.dropFirst())
                continue
            }
            guard trimmed.hasPrefix("title ") else { return false }
            if let hash = trimmed.firstIndex(of: "#") { comments.append(trimmed[trimmed.index(after: hash)...]) }
            return comments.joined(separator: " ").split(separator: " ").joined(separator: " ").contains(mark)
        }
        return false
    }
}
