/// A count with its noun, singular for one: every "N things" navviz prints.
public enum Quantity {
    /// `1 step`, `2 steps`; `plural` for nouns that do not take an s (`1 child`, `2 children`).
    public static func of(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
