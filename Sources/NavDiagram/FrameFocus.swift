/// Step files that show the step: a window of the one layout around what the step
/// changed, with the caption right above it and an overview of the whole map beside the
/// caption.
///
/// A real app's map is thousands of points wide, and a step changes a corner of it: on
/// the whole canvas, or cut at the right and bottom (`frameCanvases(on:)`), its text is a
/// few pixels tall on a laptop. The window keeps the layout's positions (a box never moves
/// against its neighbours; only the window does) and is at most `FrameFocus.largest`
/// wide, so a step file shows its text at its size.
public enum FrameFocus {
    /// The largest window, in points: a step file at most about 1,600 pixels wide, which
    /// a laptop shows at its size.
    static let largest = (width: 1_150.0, height: 1_000.0)
    /// The smallest window: enough around a single box to see its neighbours.
    static let smallest = (width: 760.0, height: 420.0)
    /// Room around what the window must show, in points.
    static let margin = 28.0
    /// The overview's largest side, and its smallest height, in points.
    static let overviewSide = 200.0
    static let overviewMinimumHeight = 72.0
    /// Past this many boxes, the overview draws only the outermost containers and loose
    /// boxes, so a large map's step files do not each carry hundreds of tiny shapes.
    static let overviewDetailLimit = 80
}

/// The band at the top of a focused step file: its caption, and an overview of the whole
/// map with the window outlined. Drawn over whatever of the drawing reaches into it, so
/// the caption is never crossed by the layout's lines above the window.
public struct FocusBand: Sendable, Equatable {
    /// One of the map's boxes, drawn small: a container's outline or a view controller's fill.
    struct Shape: Sendable, Equatable {
        var box: Bounds
        var isContainer: Bool
    }

    /// The band, the canvas's full width above the window.
    var box: Bounds
    /// The centre of the caption's room, at the band's left.
    var captionCentre: (x: Double, y: Double)
    /// Where the overview sits, at the band's right.
    var overview: Bounds
    var shapes: [Shape]
    /// The part of the map the step file shows, drawn small.
    var window: Bounds
    /// The part of the map the step file shows, in the layout's points, Graphviz's y axis
    /// pointing up: what the flipbook's camera shows for this step.
    public let focus: (minX: Double, minY: Double, maxX: Double, maxY: Double)

    public static func == (lhs: FocusBand, rhs: FocusBand) -> Bool {
        lhs.box == rhs.box && lhs.captionCentre == rhs.captionCentre && lhs.overview == rhs.overview && lhs.shapes == rhs.shapes
            && lhs.window == rhs.window && lhs.focus == rhs.focus
    }
}

extension Diagram {
    /// Every frame's focused canvas on `geometry` (the layout of `layoutDOT()`), in frame
    /// order; empty when the layout drew nothing.
    public func focusCanvases(on geometry: Geometry) -> [FrameCanvas] {
        guard let area = geometry.drawingBounds else { return [] }
        let placed = placedElements(on: geometry)
        let overviewShapes = overviewShapes(on: geometry)
        var previous: FrameVariants?
        var canvases: [FrameCanvas] = []
        canvases.reserveCapacity(frameCount)
        for frame in 0..<frameCount {
            let shown = variants(inFrame: frame)
            var changed: Bounds?
            var context: Bounds?
            var top: Bounds?
            for (element, bounds) in placed where shown[element] != 0 {
                if element.kind == .node, nodeVariants.look(of: element.index, variant: shown[element]).isTop { top = bounds }
                guard previous.map({ $0[element] != shown[element] }) ?? true else { continue }
                changed = changed.map { $0.union(bounds) } ?? bounds
                if element.kind == .node, let header = containerHeader(ofNode: element.index).flatMap(geometry.bounds(ofNode:)) {
                    context = context.map { $0.union(header) } ?? header
                }
            }
            previous = shown
            var core = changed ?? top ?? area
            if let top { core = core.union(top) }
            let window = Self.window(core: core, anchor: top ?? changed ?? area, context: context, area: area)
            canvases.append(focusCanvas(frame, window: window, area: area, overview: overviewShapes))
        }
        return canvases
    }

    /// The window on the layout: `core` (what changed, and the top view controller) with a
    /// margin; with `context` (the containers of what changed) when it still fits; grown to
    /// `FrameFocus.smallest`; a `FrameFocus.largest` window around `anchor` when `core`
    /// alone is larger. Always inside `area`, the drawing.
    static func window(core: Bounds, anchor: Bounds, context: Bounds?, area: Bounds) -> Bounds {
        var window = core.grown(by: FrameFocus.margin)
        if window.width > FrameFocus.largest.width || window.height > FrameFocus.largest.height {
            window = anchor.centred(width: FrameFocus.largest.width, height: FrameFocus.largest.height)
        } else if let context {
            let wider = window.union(context.grown(by: FrameFocus.margin))
            if wider.width <= FrameFocus.largest.width && wider.height <= FrameFocus.largest.height { window = wider }
        }
        window = window.centred(width: max(window.width, FrameFocus.smallest.width), height: max(window.height, FrameFocus.smallest.height))
        return window.clamped(to: area.grown(by: FrameCanvas.margin))
    }

    /// Frame `frame`'s canvas for `window`: the caption's room and the overview in a band
    /// right above the window, the room at the left, the overview at the right.
    private func focusCanvas(_ frame: Int, window: Bounds, area: Bounds, overview shapes: [FocusBand.Shape]) -> FrameCanvas {
        let room = CaptionRoom(
            width: Int((captionBoxWidths[frame] / 2).rounded(.up)) * 2,
            height: Int(roomHeight(lines: captionLineCounts[frame]).rounded(.up)))
        // The overview keeps the map's shape within `overviewSide`.
        let aspect = area.width / max(area.height, 1)
        var overviewHeight = min(max(Double(room.height), FrameFocus.overviewMinimumHeight), FrameFocus.overviewSide)
        var overviewWidth = overviewHeight * aspect
        if overviewWidth > FrameFocus.overviewSide { (overviewWidth, overviewHeight) = (FrameFocus.overviewSide, FrameFocus.overviewSide / aspect) }
        let bandHeight = max(Double(room.height), overviewHeight)
        let width = max(window.width, Double(room.width) + FrameCanvas.captionGap + overviewWidth)
        // Whole multiples of 3 points, whole pixels at Graphviz's 96 dpi: no half-covered
        // last column or row.
        let (minX, maxY) = (Int(window.minX.rounded(.down)), Int((window.maxY + FrameCanvas.captionGap + bandHeight).rounded(.up)))
        let (boxWidth, boxHeight) = (Self.multipleOf3(width), Self.multipleOf3(Double(maxY) - window.minY))
        let box = CanvasBox(minX: minX, minY: maxY - boxHeight, maxX: minX + boxWidth, maxY: maxY)
        let overviewBox = Bounds(
            minX: Double(box.maxX) - overviewWidth, minY: Double(box.maxY) - overviewHeight,
            maxX: Double(box.maxX), maxY: Double(box.maxY))
        let scale = overviewWidth / max(area.width, 1)
        func small(_ bounds: Bounds) -> Bounds {
            Bounds(
                minX: overviewBox.minX + (bounds.minX - area.minX) * scale, minY: overviewBox.minY + (bounds.minY - area.minY) * scale,
                maxX: overviewBox.minX + (bounds.maxX - area.minX) * scale, maxY: overviewBox.minY + (bounds.maxY - area.minY) * scale)
        }
        let band = FocusBand(
            box: Bounds(minX: Double(box.minX), minY: window.maxY, maxX: Double(box.maxX), maxY: Double(box.maxY)),
            captionCentre: (Double(box.minX) + Double(room.width) / 2, Double(box.maxY) - Double(room.height) / 2), overview: overviewBox,
            shapes: shapes.map { FocusBand.Shape(box: small($0.box), isContainer: $0.isContainer) }, window: small(window.clamped(to: area)),
            focus: (window.minX, window.minY, window.maxX, window.maxY))
        return FrameCanvas(box: box, room: room, captionPosition: nil, focusBand: band)
    }

    private static func multipleOf3(_ points: Double) -> Int {
        Int((points / 3).rounded(.up)) * 3
    }

    /// Every element of the map that the layout placed, with its box.
    func placedElements(on geometry: Geometry) -> [(element: DrawingElement, bounds: Bounds)] {
        map.nodes.enumerated().compactMap { index, node in
            geometry.bounds(ofNode: node.key).map { (DrawingElement(kind: .node, index: index), $0) }
        }
            + map.clusters.enumerated().compactMap { index, cluster in
                geometry.bounds(ofCluster: "cluster_" + cluster.key).map { (DrawingElement(kind: .cluster, index: index), $0) }
            }
            + map.edges.indices.compactMap { index in
                let element = DrawingElement(kind: .edge, index: index)
                return geometry.bounds(ofEdge: element.svgID).map { (element, $0) }
            }
    }

    /// The key of the header node of the container a node sits in (a tab's or column's
    /// slot stands for its container), nil for a node in none.
    private func containerHeader(ofNode index: Int) -> String? {
        var cluster = map.nodes[index].clusterKey
        while let key = cluster, let position = map.clusterIndex[key] {
            let container = map.clusters[position]
            if container.slot == nil {
                let header = key + "/" + container.containerName
                if header != map.nodes[index].key { return header }
            }
            cluster = container.parentKey
        }
        return nil
    }

    /// The map's boxes for the overview: containers as outlines and the view controllers
    /// outside any container; with every box when the map is small.
    private func overviewShapes(on geometry: Geometry) -> [FocusBand.Shape] {
        let detailed = map.nodes.count + map.clusters.count <= FrameFocus.overviewDetailLimit
        let clusters = map.clusters.filter { detailed || $0.parentKey == nil }.compactMap { cluster in
            geometry.bounds(ofCluster: "cluster_" + cluster.key).map { FocusBand.Shape(box: $0, isContainer: true) }
        }
        let nodes = map.nodes.filter { !$0.isColumnAnchor && (detailed || $0.clusterKey == nil) }.compactMap { node in
            geometry.bounds(ofNode: node.key).map { FocusBand.Shape(box: $0, isContainer: false) }
        }
        return clusters + nodes
    }
}

extension Bounds {
    func grown(by amount: Double) -> Bounds {
        Bounds(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// A box of `width` × `height` with the same centre.
    func centred(width: Double, height: Double) -> Bounds {
        let (x, y) = ((minX + maxX) / 2, (minY + maxY) / 2)
        return Bounds(minX: x - width / 2, minY: y - height / 2, maxX: x + width / 2, maxY: y + height / 2)
    }

    /// Moved, not resized, to lie inside `area` where it can; cut to `area` where it is larger.
    func clamped(to area: Bounds) -> Bounds {
        func axis(_ low: Double, _ high: Double, _ areaLow: Double, _ areaHigh: Double) -> (Double, Double) {
            let size = high - low
            guard size < areaHigh - areaLow else { return (areaLow, areaHigh) }
            let shift = low < areaLow ? areaLow - low : high > areaHigh ? areaHigh - high : 0
            return (low + shift, high + shift)
        }
        let (x0, x1) = axis(minX, maxX, area.minX, area.maxX)
        let (y0, y1) = axis(minY, maxY, area.minY, area.maxY)
        return Bounds(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }
}
