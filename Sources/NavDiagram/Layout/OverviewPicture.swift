/// The whole map drawn small for an overview of one size: a container's outline or a view
/// controller's fill per box, made once for every step file whose overview has that size.
struct OverviewPicture: Sendable, Equatable {
    struct Shape: Sendable, Equatable {
        var box: Bounds
        var isContainer: Bool
    }

    /// The boxes, relative to the overview's lower left corner (Graphviz's y axis up).
    var shapes: [Shape]
    /// SVG path data of the containers' outlines and of the boxes, relative to the
    /// overview's top left corner.
    var containerPath: String
    var boxPath: String

    /// `map` (boxes on the layout, inside `area`) at `scale`, in an overview `height` tall.
    init(_ map: [Shape], area: Bounds, scale: Double, height: Double) {
        shapes = map.map { shape in
            Shape(
                box: Bounds(
                    minX: (shape.box.minX - area.minX) * scale, minY: (shape.box.minY - area.minY) * scale,
                    maxX: (shape.box.maxX - area.minX) * scale, maxY: (shape.box.maxY - area.minY) * scale),
                isContainer: shape.isContainer)
        }
        // Relative to the top left corner, y pointing down: the SVG's own direction.
        let flipped = shapes.map {
            Shape(
                box: Bounds(minX: $0.box.minX, minY: $0.box.minY - height, maxX: $0.box.maxX, maxY: $0.box.maxY - height), isContainer: $0.isContainer
            )
        }
        containerPath = flipped.filter(\.isContainer).map { SVGNumber.subpath($0.box) }.joined()
        boxPath = flipped.filter { !$0.isContainer }.map { SVGNumber.subpath($0.box) }.joined()
    }
}
