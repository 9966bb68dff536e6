/// A short, stable hash of text (FNV-1a, 64 bits), for names that must be the same in
/// every run and differ between flows.
enum ContentHash {
    static func hex(_ parts: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let text = String(hash >> 32, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }
}
