/// Where the layout put each element of the map, to tell which ones a focused step file
/// can show.
///
/// A focused frame is a window on the whole layout: an SVG frame assembled from the sheets
/// would otherwise carry every element of the frame, most of them outside its `viewBox`,
/// where no reader sees them (Graphviz's own drawing of the frame leaves out those outside
/// its viewport, but keeps those under the band).
public struct PlacedElements: Sendable {
    private let boxes: [DrawingElement: Bounds]
    /// How far past its box an element can draw: line widths and arrowheads, which
    /// Graphviz's boxes leave out, and the rounding of its coordinates.
    private let reach: Double

    public init(_ diagram: Diagram, on geometry: Geometry) {
        let placed = diagram.placedElements(on: geometry)
        boxes = Dictionary(placed.map { ($0.element, $0.bounds) }, uniquingKeysWith: { first, _ in first })
        reach = Self.reach(area: geometry.drawingBounds ?? Bounds(minX: 0, minY: 0, maxX: 0, maxY: 0))
    }

    /// How far past its box an element of a drawing covering `area` can draw.
    static func reach(area: Bounds) -> Double {
        2 * FrameCanvas.margin + Geometry.rounding(area)
    }

    /// Whether `element` can be seen on `canvas`: on a focused canvas, whether it reaches
    /// into the part under the band (the band is opaque and drawn over it); on any other
    /// canvas, and for an element the layout did not place, always.
    public func isInSight(_ element: DrawingElement, on canvas: FrameCanvas?) -> Bool {
        guard let canvas, let band = canvas.focusBand, let box = boxes[element] else { return true }
        let sight = Bounds(minX: Double(canvas.box.minX), minY: Double(canvas.box.minY), maxX: Double(canvas.box.maxX), maxY: band.box.minY)
        return box.overlaps(sight, by: reach)
    }
}
