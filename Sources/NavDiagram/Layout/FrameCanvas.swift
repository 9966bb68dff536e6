/// The canvas a stable frame is drawn on: the layout's, cut at the right and at the
/// bottom to what the flow has drawn up to that frame, so that a small early frame is
/// not a few boxes lost on the canvas of the whole flow.
///
/// Only the right and bottom edges move. The caption sits above the drawing, at the
/// top left, so every view controller keeps its distance from the picture's top left
/// corner in every frame: step files shown one after another (flow.md, a doc) do not
/// move, and a cut frame is exactly the top left part of the same frame on the whole
/// canvas. The cut only grows from one frame to the next, so `flow.png` can draw each
/// frame over the one before.
public struct FrameCanvas: Sendable, Equatable {
    /// Where the frame's corner points go.
    public var box: CanvasBox
    /// The caption's invisible room: the flow's widest caption, or less where the canvas
    /// is narrower (the frame's own caption always fits); the map's, its legend's size.
    public var room: CaptionRoom
    /// Where that room is centred (`lp`): for a frame, its left edge stays where the
    /// layout put the whole room's. Nil when the layout has no caption.
    var captionPosition: String?
    /// Whether the room's height differs from the one the layout reserved, and is pinned
    /// too (the map's); a frame's room is as tall as the layout's, and Graphviz keeps the
    /// height it measured.
    var pinsRoomHeight = false
    /// A focused step file's caption and overview (`focusCanvases(on:)`), drawn over the
    /// drawing rather than as the graph's label.
    public var focusBand: FocusBand?

    /// The width of the caption's room.
    public var captionRoomWidth: Int { room.width }

    /// Room between what a frame draws and its canvas's edge, in points, for line widths
    /// and arrowheads, which Graphviz's boxes leave out. Graphviz adds `pad` outside it.
    static let margin = 4.0
    /// Between a caption's room and the drawing under it, in points.
    static let captionGap = 10.0

    /// The graph attributes that pin this canvas and its caption's room. Graphviz sizes a
    /// pinned drawing by what it holds, so a canvas that cuts through the drawing (a focused
    /// frame's) is Graphviz's `viewport`: the drawing clipped to it, at scale 1.
    var pinnedAttributes: [(String, String)] {
        var attributes = [("bb", "\(box.minX),\(box.minY),\(box.maxX),\(box.maxY)")]
        if focusBand != nil {
            let centre = FrameCanvas.text(Double(box.minX + box.maxX) / 2) + "," + FrameCanvas.text(Double(box.minY + box.maxY) / 2)
            attributes.append(("viewport", "\(box.width),\(box.height),1,\(centre)"))
        }
        if let captionPosition {
            attributes += [("lp", captionPosition), ("lwidth", Self.text(Double(room.width) / 72))]
            if pinsRoomHeight { attributes.append(("lheight", Self.text(Double(room.height) / 72))) }
        }
        return attributes
    }

    /// A number as DOT text: a whole one without a fraction, others to a thousandth.
    static func text(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension Diagram {
    /// Every frame's cut canvas on `geometry` (the layout of `layoutDOT()`), in frame order;
    /// empty when `geometry` has no bounding box. The frames of each of `groups` share the
    /// largest of their canvases (they all have the same top left corner).
    public func frameCanvases(on geometry: Geometry, sharing groups: [[Int]] = []) -> [FrameCanvas] {
        guard let whole = geometry.canvas else { return [] }
        let placed = placedElements(on: geometry)
        let label = Geometry.numbers(geometry.graph["lp"])
        // The caption's room: its left edge and its bottom (the label is centred on `lp`).
        let roomLeft = label.count == 2 ? label[0] - Double(roomWidth) / 2 : Double(whole.minX)
        let roomBottom = label.count == 2 ? label[1] - (Double(geometry.graph["lheight"] ?? "") ?? 0) * 36 : Double(whole.maxY)

        // Graphviz's coordinates are rounded (`Geometry.canvas`).
        let slack =
            FrameCanvas.margin
            + Geometry.rounding(
                Bounds(
                    minX: Double(whole.minX), minY: Double(whole.minY),
                    maxX: Double(whole.maxX), maxY: Double(whole.maxY)))
        var drawn = Bounds(minX: roomLeft, minY: roomBottom, maxX: roomLeft, maxY: roomBottom)
        var canvases: [FrameCanvas] = []
        canvases.reserveCapacity(frameCount)
        for frame in 0..<frameCount {
            let shown = variants(inFrame: frame)
            for (element, bounds) in placed where shown[element] != 0 {
                // A container as the frame draws it (`fittingContainers(to:)`).
                let extent = element.kind == .cluster ? clusterVariants.look(of: element.index, variant: shown[element]).extent : nil
                drawn.include(extent ?? bounds)
            }
            drawn.maxX = max(drawn.maxX, roomLeft + captionBoxWidths[frame])
            let right = min(whole.maxX, Int((drawn.maxX + slack).rounded(.up)))
            let bottom = max(whole.minY, Int((drawn.minY - slack).rounded(.down)))
            let box = CanvasBox(minX: whole.minX, minY: bottom, maxX: right, maxY: whole.maxY)
            let room = CaptionRoom(width: min(roomWidth, Int(((Double(right) - roomLeft) / 2).rounded(.down)) * 2), height: sharedRoom.height)
            let position = label.count == 2 ? FrameCanvas.text(roomLeft + Double(room.width) / 2) + "," + FrameCanvas.text(label[1]) : nil
            canvases.append(FrameCanvas(box: box, room: room, captionPosition: position))
        }
        for group in groups {
            guard let largest = group.map({ canvases[$0] }).max(by: { $0.box.width * $0.box.height < $1.box.width * $1.box.height }) else { continue }
            var box = largest.box
            for frame in group { (box.minY, box.maxX) = (min(box.minY, canvases[frame].box.minY), max(box.maxX, canvases[frame].box.maxX)) }
            let room = group.map { canvases[$0] }.max { $0.room.width < $1.room.width }!
            for frame in group { canvases[frame] = FrameCanvas(box: box, room: room.room, captionPosition: room.captionPosition) }
        }
        return canvases
    }

    /// The flow map's canvas on `geometry`: every element it draws, with `room` (its
    /// legend's) right above them at the left, so no empty band of the layout's caption
    /// room, which the frames' captions need, is left between legend and drawing.
    ///
    /// A map laid out in parts has parts beside the caption room: its legend goes into that
    /// room when it fits there, or it would add its height to the whole map.
    func mapCanvas(on geometry: Geometry, room: CaptionRoom) -> FrameCanvas? {
        guard let drawing = geometry.drawingBounds else { return nil }
        let slack = FrameCanvas.margin + Geometry.rounding(drawing)
        if layoutPartCount > 1, let label = geometry.graphLabelBounds, Double(room.width) <= label.width + 1,
            Double(room.height) <= label.height + 1
        {
            let whole = drawing.union(label)
            let box = CanvasBox(
                minX: Int((whole.minX - slack).rounded(.down)), minY: Int((whole.minY - slack).rounded(.down)),
                maxX: Int((whole.maxX + slack).rounded(.up)), maxY: Int((whole.maxY + slack).rounded(.up)))
            let position = FrameCanvas.text(label.minX + Double(room.width) / 2) + "," + FrameCanvas.text(label.maxY - Double(room.height) / 2)
            return FrameCanvas(box: box, room: room, captionPosition: room.height > 0 ? position : nil, pinsRoomHeight: true)
        }
        let roomTop = drawing.maxY + slack + (room.height > 0 ? FrameCanvas.captionGap + Double(room.height) : 0)
        let box = CanvasBox(
            minX: Int((drawing.minX - slack).rounded(.down)), minY: Int((drawing.minY - slack).rounded(.down)),
            maxX: Int(max(drawing.maxX + slack, drawing.minX + Double(room.width)).rounded(.up)), maxY: Int(roomTop.rounded(.up)))
        let position =
            FrameCanvas.text(Double(box.minX) + Double(room.width) / 2) + "," + FrameCanvas.text(Double(box.maxY) - Double(room.height) / 2)
        return FrameCanvas(box: box, room: room, captionPosition: room.height > 0 ? position : nil, pinsRoomHeight: true)
    }
}
