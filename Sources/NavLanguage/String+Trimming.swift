extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    /// (The core avoids Foundation; this is all it needs of it.)
    public var trimmed: String { self[...].trimmed }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and line breaks.
    public var trimmed: String {
        // On ASCII text bytes are Characters: the same cut, without grapheme breaking.
        let kept = utf8.allSatisfy { $0 < 0x80 }
            ? Self.nonBlankRange(of: utf8) { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            : Self.nonBlankRange(of: self) { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return kept.map { String(self[$0]) } ?? ""
    }

    /// From the first to the last unit that is not blank, if any.
    private static func nonBlankRange<Units: BidirectionalCollection>(of units: Units, isBlank: (Units.Element) -> Bool) -> ClosedRange<Index>?
    where Units.Index == Index {
        guard let first = units.firstIndex(where: { !isBlank($0) }), let last = units.lastIndex(where: { !isBlank($0) }) else { return nil }
        return first...last
    }
}
