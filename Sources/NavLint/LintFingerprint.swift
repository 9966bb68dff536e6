/// A finding's fingerprint: FNV-1a (64 bits, hex) of its rule, its file, the text of its call
/// (whitespace collapsed) and the function it is in, so it survives lines added above it;
/// the same call twice in one function is told apart by its rank (`#2`).
enum LintFingerprint {
    static func of(rule: String, file: String, callText: String, function: String, rank: Int) -> String {
        let normalized = callText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [rule, file, normalized, function, "#\(rank)"].joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
