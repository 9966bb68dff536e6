/// A short, stable hash of text (FNV-1a, 64 bits), for names that must be the same in
/// every run and differ between flows.
enum ContentHash {
    static func hex(_ parts: [String]) -> String {
        var hash = FNV1a()
        for part in parts { hash.add(Array(part.utf8) + [0]) }
        let text = String(hash.value >> 32, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }
}
