/// Frames drawn on one layout, taken apart into the SVG elements they are made of.
///
/// Graphviz writes every element of the map into every frame (absent ones hidden) in
/// the same order and with the same ids, so a frame is one *variant* (its markup) per
/// element *slot*. Most elements look the same in most frames, so the distinct
/// variants are few: the flipbook and the animated SVG store each one once, plus which
/// variant every frame shows, instead of N copies of the drawing.
struct FrameLayers {
    /// The `<svg>` element's size and the transform of its one top-level group: the
    /// same for every frame of one layout.
    struct Canvas: Equatable {
        var width: String
        var height: String
        var viewBox: String
        var transform: String
    }

    /// The slot of the graph's own markup: background and caption.
    static let graphSlot = "graph"

    let canvas: Canvas
    /// Element ids (`node3`, `e5`, `clust1`) and `graphSlot`, in drawing order.
    let slots: [String]
    /// Distinct markup; variant 0 is the empty one (the element is not drawn).
    let variants: [String]
    /// For every frame, the variant of every slot.
    let frames: [[Int]]

    init(svgs: [[UInt8]]) throws {
        var canvas: Canvas?
        var parsedFrames: [[(slot: String, markup: String)]] = []
        for (index, svg) in svgs.enumerated() {
            let parsed = try Self.parse(String(decoding: svg, as: UTF8.self))
            if let canvas, canvas != parsed.canvas { throw FlipbookError.framesDiffer(frame: index) }
            canvas = parsed.canvas
            parsedFrames.append(parsed.elements)
        }
        guard let canvas else { throw FlipbookError.noFrames }
        self.canvas = canvas

        // Every frame lists its elements in the same relative order; merge them.
        var slots: [String] = []
        var slotIndex: [String: Int] = [:]
        for elements in parsedFrames {
            var position = 0
            for element in elements {
                if let existing = slotIndex[element.slot] {
                    position = existing + 1
                } else {
                    slots.insert(element.slot, at: position)
                    slotIndex = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1, $0) })
                    position += 1
                }
            }
        }
        var variants = [""]
        var variantIndex = ["": 0]
        frames = parsedFrames.map { elements in
            var row = Array(repeating: 0, count: slots.count)
            for element in elements {
                let index = variantIndex[element.markup] ?? {
                    variants.append(element.markup)
                    variantIndex[element.markup] = variants.count - 1
                    return variants.count - 1
                }()
                row[slotIndex[element.slot]!] = index
            }
            return row
        }
        self.slots = slots
        self.variants = variants
    }

    /// The canvas and top-level elements of one Graphviz SVG. Graphviz writes one
    /// element or tag per line; groups are followed to their closing tag.
    private static func parse(_ svg: String) throws -> (canvas: Canvas, elements: [(slot: String, markup: String)]) {
        guard let root = svg.firstMatch(of: /<svg width="([^"]*)" height="([^"]*)"\s+viewBox="([^"]*)"/),
              let graph = svg.firstMatch(of: /<g id="graph0" class="graph" transform="([^"]*)">\n/),
              let end = svg.range(of: "</g>\n</svg>", options: .backwards) else {
            throw FlipbookError.unreadableSVG
        }
        let canvas = Canvas(width: String(root.1), height: String(root.2), viewBox: String(root.3), transform: String(graph.1))
        var elements: [(slot: String, markup: String)] = []
        var slot = graphSlot
        var lines: [Substring] = []
        var depth = 0
        func start(_ next: String) {
            if !lines.isEmpty { elements.append((slot, lines.joined(separator: "\n"))) }
            (slot, lines) = (next, [])
        }
        for line in svg[graph.range.upperBound..<end.lowerBound].split(separator: "\n") {
            if depth == 0 {
                if line.hasPrefix("<!--") { continue }
                if let id = groupID(line) {
                    start(String(id))
                } else if slot != graphSlot && !slot.hasPrefix("after-") {
                    // Markup outside any group, after a group: kept in its place.
                    start("after-" + slot)
                }
            }
            lines.append(line)
            depth += groupDepthChange(line)
        }
        start(graphSlot)
        return (canvas, elements)
    }

    // The per-line scans below are plain byte loops: a frame has thousands of lines,
    // and a flow thousands of frames (Swift Regex here cost 60 ms per frame).

    /// The id of a line that opens a group, `<g id="ID"`.
    private static func groupID(_ line: Substring) -> Substring? {
        let prefix = "<g id=\""
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let quote = rest.firstIndex(of: "\""), quote != rest.startIndex else { return nil }
        return rest[..<quote]
    }

    /// Groups opened (`<g` then whitespace or `>`) minus groups closed (`</g>`) on a line.
    private static func groupDepthChange(_ line: Substring) -> Int {
        let bytes = Array(line.utf8)
        var change = 0
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "g"), [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ">")].contains(bytes[index + 2]) {
                    change += 1
                } else if next == UInt8(ascii: "/"), index + 3 < bytes.count, bytes[index + 2] == UInt8(ascii: "g"), bytes[index + 3] == UInt8(ascii: ">") {
                    change -= 1
                }
            }
            index += 1
        }
        return change
    }
}
