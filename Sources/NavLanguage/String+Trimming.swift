extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    /// (The core avoids Foundation; this is all it needs of it.)
    public var trimmed: String { self[...].trimmed }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and line breaks.
    public var trimmed: String {
        var contiguous = self
        // Where bytes are Characters: the same cut, without grapheme breaking.
        let ascii = contiguous.withUTF8 { bytes in Self.isCharacterPerByte(bytes) ? Self.trimmedASCII(bytes[...]) : nil }
        return ascii ?? String(Self.nonBlank(self) { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    }

    /// Whether each byte of this UTF-8 is a Character of its own: it is ASCII, with no
    /// "\r\n" (one Character). Such text can be scanned by bytes with the same result.
    static func isCharacterPerByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || (previous == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")) { return false }
            previous = byte
        }
        return true
    }

    /// `trimmed` of text whose bytes are Characters.
    static func trimmedASCII(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: nonBlank(bytes) { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }, as: UTF8.self)
    }

    /// From the first to the last unit that is not blank; empty when all are.
    private static func nonBlank<Units: BidirectionalCollection>(_ units: Units, isBlank: (Units.Element) -> Bool) -> Units.SubSequence {
        guard let first = units.firstIndex(where: { !isBlank($0) }), let last = units.lastIndex(where: { !isBlank($0) }) else {
            return units[units.startIndex..<units.startIndex]
        }
        return units[first...last]
    }
}
