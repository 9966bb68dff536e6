/// The distinct looks of each element of one kind (nodes, clusters or edges) over a
/// flow, and which one every frame shows. Variant 0 is always `ElementLook.absent`;
/// variants 1... are the element's other looks in order of first use.
///
/// Graphviz only has to draw each variant once (`Diagram.sheetDOT`). A frame is kept
/// as its changes from the frame before, with a full row every `checkpointInterval`
/// frames, so a 10,000-frame flow costs kilobytes, not a row per frame.
struct ElementVariants: Sendable {
    private var looks: [[ElementLook]] = []
    private var numbers: [[ElementLook: UInt16]] = []
    private var checkpoints: [[UInt16]] = []
    /// Per frame, the elements whose variant differs from the frame before.
    private var changes: [[(element: Int32, variant: UInt16)]] = []
    private var lastRow: [UInt16] = []

    static let checkpointInterval = 32

    /// The most variants any element has, absent included: how many sheets draw them all.
    private(set) var maximumVariantCount = 1

    var frameCount: Int { changes.count }

    /// Records the next frame: `looks` of the elements it shows, by element index.
    mutating func appendFrame(_ shown: [(element: Int, look: ElementLook)]) {
        var row = [UInt16](repeating: 0, count: looks.count)
        for (element, look) in shown where look.state != .absent {
            while element >= looks.count {
                looks.append([])
                numbers.append([:])
                row.append(0)
            }
            // Most elements look as they did the frame before: a comparison, not a lookup.
            if element < lastRow.count, case let last = Int(lastRow[element]), last != 0, looks[element][last - 1] == look {
                row[element] = UInt16(last)
                continue
            }
            let number =
                numbers[element][look]
                ?? {
                    looks[element].append(look)
                    let number = UInt16(looks[element].count)
                    numbers[element][look] = number
                    maximumVariantCount = max(maximumVariantCount, Int(number) + 1)
                    return number
                }()
            row[element] = number
        }
        var change: [(element: Int32, variant: UInt16)] = []
        for (element, variant) in row.enumerated() where variant != (element < lastRow.count ? lastRow[element] : 0) {
            change.append((Int32(element), variant))
        }
        if changes.count % Self.checkpointInterval == 0 { checkpoints.append(row) }
        changes.append(change)
        lastRow = row
    }

    /// The variant of every element in frame `frame` (elements first seen later are
    /// missing: they are absent).
    func row(ofFrame frame: Int) -> [UInt16] {
        let checkpoint = frame / Self.checkpointInterval
        var row = checkpoints[checkpoint]
        for index in stride(from: checkpoint * Self.checkpointInterval + 1, through: frame, by: 1) {
            for (element, variant) in changes[index] {
                let element = Int(element)
                if element >= row.count { row += repeatElement(0, count: element + 1 - row.count) }
                row[element] = variant
            }
        }
        return row
    }

    /// The variant element `element` shows on sheet `sheet`: its own variant `sheet`, or
    /// its last one when it has fewer.
    func variant(of element: Int, onSheet sheet: Int) -> Int {
        min(sheet, variantCount(of: element))
    }

    /// The variant of element `element` that looks like `look`, added when it has none
    /// (the flow map's look of it, `Diagram.mapVariants`).
    mutating func variant(of element: Int, looking look: ElementLook) -> Int {
        while element >= looks.count {
            looks.append([])
            numbers.append([:])
        }
        if let number = numbers[element][look] { return Int(number) }
        looks[element].append(look)
        let number = UInt16(looks[element].count)
        numbers[element][look] = number
        maximumVariantCount = max(maximumVariantCount, Int(number) + 1)
        return Int(number)
    }

    /// How many looks element `element` has, absent not counted.
    func variantCount(of element: Int) -> Int {
        element < looks.count ? looks[element].count : 0
    }

    func look(of element: Int, variant: Int) -> ElementLook {
        variant == 0 ? .absent : looks[element][variant - 1]
    }
}
