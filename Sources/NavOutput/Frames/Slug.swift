/// File-name-safe slugs of step captions: ASCII letters and digits joined by `-`.
public enum Slug {
    public static let maximumLength = 40

    public static func make(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) {
                if pendingDash && !result.isEmpty { result.append("-") }
                result.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
            if result.count >= maximumLength { break }
        }
        let lowered = result.lowercased()
        return lowered.isEmpty ? "step" : lowered
    }

    /// `NN-slug` for frame `index` of `count`, zero-padded to sort in order.
    public static func frameName(index: Int, count: Int, caption: String) -> String {
        let width = max(2, String(max(0, count - 1)).count)
        let number = String(index)
        return String(repeating: "0", count: max(0, width - number.count)) + number + "-" + make(caption)
    }
}
