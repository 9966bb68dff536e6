import NavLanguage

/// Hands out `.nav` view-controller names: each a valid name (a letter or `_`, then
/// letters, digits or `_`; not a keyword) and unique in the flow, from any text.
package struct NavNames {
    private var taken: Set<String> = []
    /// The number each name's next copy tries first: names are never given back, so the
    /// copies before it are taken (thousands of copies of a name cost one try each).
    private var nextCopy: [String: Int] = [:]

    package init() {}

    /// `wanted` made a valid name, with `_2`, `_3`... when an earlier call already took it.
    package mutating func unique(_ wanted: String) -> String {
        let base = Self.valid(wanted)
        var name = base
        var counter = nextCopy[base, default: 2]
        while !taken.insert(name).inserted {
            name = "\(base)_\(counter)"
            counter += 1
        }
        if name != base { nextCopy[base] = counter }
        return name
    }

    package func contains(_ name: String) -> Bool {
        taken.contains(name)
    }

    /// The name a view controller gets from its class: `CartViewController` is `Cart`
    /// (its class is written beside it), any other class keeps its name.
    package static func named(afterClass className: String) -> String {
        let suffix = "ViewController"
        return className.hasSuffix(suffix) && className.count > suffix.count ? String(className.dropLast(suffix.count)) : className
    }

    /// A name from words a person wrote (a title, Xcode's label): `Edit event` is
    /// `EditEvent`, `iCloud Drive` is `iCloudDrive`, `Settings View Controller` is `Settings`.
    package static func named(afterWords text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        let joined = words.map { word in
            // A word that already mixes cases (iCloud, eBay) keeps them.
            word.dropFirst().contains(where: \.isUppercase) ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        return valid(named(afterClass: joined))
    }

    /// `text` with every character a name cannot hold replaced by `_` (runs collapsed),
    /// a leading `_` when it starts with a digit, and a trailing `_` on a keyword.
    package static func valid(_ text: String) -> String {
        var result = ""
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, most names: byte by byte, the same letters, digits and `_` as below.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                if (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == 0x5F {
                    bytes.append(byte)
                } else if bytes.last != 0x5F {
                    bytes.append(0x5F)
                }
            }
            result = String(decoding: bytes, as: UTF8.self)
        } else {
            for character in text {
                if character.isLetter || character.isNumber || character == "_" {
                    result.append(character)
                } else if result.last != "_" {
                    result.append("_")
                }
            }
        }
        while result.count > 1 && result.hasSuffix("_") { result.removeLast() }
        if result.isEmpty { return "VC" }
        if result.first!.isNumber { result = "_" + result }
        if Keyword(rawValue: result) != nil { result += "_" }
        return result
    }
}
