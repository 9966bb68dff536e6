/// An element of a flow's drawings as its DOT and SVG `id` names it: `n3` is the map's
/// third node, `c2` its second cluster, `e5` its fifth edge. The ids are the same in
/// the map, every frame and every sheet, so SVG markup can be matched across them.
public struct DrawingElement: Hashable, Sendable {
    public enum Kind: Character, Sendable {
        case node = "n", cluster = "c", edge = "e"
    }

    public var kind: Kind
    /// The position in the map's `nodes`, `clusters` or `edges`.
    public var index: Int

    public init(kind: Kind, index: Int) {
        self.kind = kind
        self.index = index
    }

    /// The element `id` names, or nil for ids navviz does not write.
    public init?(svgID id: Substring) {
        guard let first = id.first, let kind = Kind(rawValue: first), let number = Int(id.dropFirst()), number > 0 else { return nil }
        self.init(kind: kind, index: number - 1)
    }

    public var svgID: String { "\(kind.rawValue)\(index + 1)" }
}
