extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    /// (The core avoids Foundation; this is all it needs of it.)
    public var trimmed: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
