import NavDiagram
import NavLayout

/// A flow's frames on the stable layout, as the SVG elements they are made of.
///
/// Graphviz writes every element of the map into every frame (absent ones hidden) in
/// the same order and with the same id, so a frame is one *variant* (its markup) per
/// element *slot*. Elements have few distinct looks, so Graphviz draws each variant
/// once, on the drawing's sheets (`Diagram.sheetDOT`), and every frame is a pick from
/// them: the flipbook and the animated SVG store each variant once plus which one each
/// frame shows, and `svg(frame:)` assembles a frame file without drawing it again.
struct FrameLayers: Sendable {
    /// The `<svg>` element's size and the transform of its one top-level group: the
    /// same for every frame of one layout.
    struct Canvas: Equatable, Sendable {
        var width: String
        var height: String
        var viewBox: String
        var transform: String
    }

    /// The slot of the graph's own markup, when captions are layered: background and caption.
    static let graphSlot = "graph"

    let canvas: Canvas
    /// Element ids (`n3`, `e5`, `c1`), after `graphSlot` when captions are layered, in drawing order.
    let slots: [String]
    /// Distinct markup; variant 0 is the empty one (the element is not drawn).
    let variants: [String]
    var frameCount: Int { drawing.diagram.frameCount }
    /// Whether `graphSlot` is the first slot, with every frame's caption among the variants.
    let hasCaptions: Bool

    private let drawing: FlowDrawing
    /// The sheets' Graphviz text up to and including the `graph0` group's start tag, in
    /// which each frame's canvas goes (`SVGParts.header(with:)`).
    private let sheetHeader: SVGParts
    /// Per slot: the element it draws (nil: the graph slot), and its variant on each sheet.
    private let elements: [DrawingElement?]
    private let sheetVariants: [[Int]]
    /// Per frame, the variant of the graph slot, when captions are layered.
    private let captionVariants: [Int]
    /// Where each element is, to leave out of a focused frame what its window cannot show.
    private let placed: PlacedElements

    /// Draws the sheets of `drawing` (which must be stable) and, with `captions`, every
    /// frame's caption, so that `row(_:)` covers the graph slot too.
    init(drawing: FlowDrawing, captions: Bool) throws {
        guard drawing.mode == .stable else { throw FlipbookError.framesDiffer(frame: 0) }
        self.drawing = drawing
        hasCaptions = captions
        let sheets = try drawing.renderSheets(SVGParts.init)
        guard let first = sheets.first else { throw FlipbookError.noFrames }
        (canvas, sheetHeader) = (first.canvas, first)
        for sheet in sheets where sheet.header != first.header { throw FlipbookError.framesDiffer(frame: 0) }

        // Hidden elements are missing from some sheets; every sheet lists the others in
        // the same relative order, so merge them.
        var ids: [Substring] = []
        var position: [Substring: Int] = [:]
        for sheet in sheets {
            var next = 0
            for element in sheet.elements {
                if let existing = position[element.id] {
                    next = existing + 1
                    continue
                }
                if next == ids.count {
                    position[element.id] = ids.count
                    ids.append(element.id)
                } else {
                    ids.insert(element.id, at: next)
                    for index in next..<ids.count { position[ids[index]] = index }
                }
                next += 1
            }
        }
        var variants = [""]
        var variantNumber = [Markup(""): 0]
        func number(_ markup: String) -> Int {
            if let existing = variantNumber[Markup(markup)] { return existing }
            variants.append(markup)
            variantNumber[Markup(markup)] = variants.count - 1
            return variants.count - 1
        }
        var sheetVariants = Array(repeating: Array(repeating: 0, count: sheets.count), count: ids.count)
        for (sheetIndex, sheet) in sheets.enumerated() {
            for element in sheet.elements { sheetVariants[position[element.id]!][sheetIndex] = number(element.markup) }
        }
        var elements: [DrawingElement?] = try ids.map { id in
            guard let element = DrawingElement(svgID: id) else { throw FlipbookError.unreadableSVG }
            return element
        }
        var slots = ids.map(String.init)
        var captionVariants: [Int] = []
        if captions {
            // Layered captions are for the animation, where every frame has the whole canvas.
            let whole = drawing.withCanvas(.full)
            for frame in 0..<drawing.diagram.frameCount {
                let own = try whole.frameSVG(frame)
                guard Self.canvas(of: own) == first.canvas else { throw FlipbookError.framesDiffer(frame: frame) }
                captionVariants.append(number(String(own.background.dropLast())))
            }
            slots.insert(Self.graphSlot, at: 0)
            elements.insert(nil, at: 0)
            sheetVariants.insert([], at: 0)
        }
        self.slots = slots
        self.variants = variants
        self.elements = elements
        self.sheetVariants = sheetVariants
        self.captionVariants = captionVariants
        placed = PlacedElements(drawing.diagram, on: drawing.geometry)
    }

    /// The variant of every slot in frame `frame`.
    func row(_ frame: Int) -> [Int] {
        let shown = drawing.diagram.variants(inFrame: frame)
        return slots.indices.map { slot in
            guard let element = elements[slot] else { return captionVariants[frame] }
            return sheetVariants[slot][shown[element]]
        }
    }

    /// Frame `frame`: the elements Graphviz drew on the sheets, on the frame's canvas, with
    /// what navviz writes itself (`FrameSVG`): the header of Graphviz's own drawing of the
    /// frame (`FlowDrawing.renderFrame`, on the drawing's `canvas`), its background and
    /// caption, and a focused frame's band last, over the drawing. The elements' markup is
    /// the same on every canvas with the same top left corner, and a focused frame's header
    /// is its window's. A focused frame leaves out the elements the window cannot show,
    /// those outside it (as Graphviz does) and those under the band (which Graphviz draws,
    /// to be covered).
    func svg(frame: Int) throws -> [UInt8] {
        let row = row(frame)
        let own = try drawing.frameSVG(frame)
        // Bytes, not a String: a frame of a 200-VC flow is 60 KB, put together 1,000 times.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * 1024)
        bytes += sheetHeader.header(with: Self.canvas(of: own)).utf8
        if hasCaptions && drawing.canvas == .full {
            bytes += variants[row[0]].utf8
            bytes.append(UInt8(ascii: "\n"))
        } else {
            bytes += own.background.utf8
        }
        let frameCanvas = drawing.frameCanvas(frame)
        for (slot, variant) in row.enumerated() where variant != 0 {
            guard let element = elements[slot], placed.isInSight(element, on: frameCanvas) else { continue }
            bytes += variants[variant].utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes += own.overlay.utf8
        bytes += "</g>\n</svg>\n".utf8
        return bytes
    }

    /// The flow map (`FlowDrawing.renderMap`) put together from the sheets: every element in
    /// its map look, on the map's canvas, under its legend, which navviz writes itself.
    func mapSVG() throws -> [UInt8] {
        let own = try drawing.mapSVG()
        let shown = drawing.diagram.mapVariants
        var bytes: [UInt8] = []
        bytes += sheetHeader.header(with: Self.canvas(of: own)).utf8
        bytes += own.background.utf8
        for (slot, element) in elements.enumerated() {
            guard let element, case let variant = sheetVariants[slot][shown[element]], variant != 0 else { continue }
            bytes += variants[variant].utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes += "</g>\n</svg>\n".utf8
        return bytes
    }

    /// Markup as a dictionary key, hashed and compared as its UTF-8 bytes: a String's own
    /// hashing first checks that its Unicode is normalized, which for the thousands of
    /// elements of a long flow's sheets, a few hundred bytes each, cost as much as taking
    /// the sheets apart. Graphviz writes one look in the same bytes every time.
    private struct Markup: Hashable {
        var text: String

        init(_ text: String) {
            self.text = text
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        static func == (a: Markup, b: Markup) -> Bool {
            var (left, right) = (a.text, b.text)
            return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
        }
    }

    /// The `<svg>` element's size and its group's transform that `own` gives a frame.
    private static func canvas(of own: FrameSVG) -> Canvas {
        Canvas(width: own.width, height: own.height, viewBox: own.viewBox, transform: own.transform)
    }
}
