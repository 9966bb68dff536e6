/// The distinct looks of each element of one kind (nodes, clusters or edges) over a
/// flow, and which one every frame shows. Variant 0 is always `ElementLook.absent`;
/// variants 1... are the element's other looks in order of first use.
///
/// A frame costs two bytes per element, so even 10,000 frames stay small, and
/// Graphviz only has to draw each variant once (`Diagram.sheetDOT`).
struct ElementVariants: Sendable {
    private var looks: [[ElementLook]] = []
    private var numbers: [[ElementLook: UInt16]] = []
    /// Per frame, the variant of each element known by then (later ones are absent).
    private var frames: [[UInt16]] = []

    /// The most variants any element has, absent included: how many sheets draw them all.
    private(set) var maximumVariantCount = 1

    var frameCount: Int { frames.count }

    /// Records the next frame: `looks` of the elements it shows, by element index.
    mutating func appendFrame(_ shown: [(element: Int, look: ElementLook)]) {
        var row = [UInt16](repeating: 0, count: looks.count)
        for (element, look) in shown where look.state != .absent {
            while element >= looks.count {
                looks.append([])
                numbers.append([:])
                row.append(0)
            }
            let number = numbers[element][look] ?? {
                looks[element].append(look)
                let number = UInt16(looks[element].count)
                numbers[element][look] = number
                maximumVariantCount = max(maximumVariantCount, Int(number) + 1)
                return number
            }()
            row[element] = number
        }
        frames.append(row)
    }

    /// The variant element `element` shows in frame `frame`.
    func variant(of element: Int, inFrame frame: Int) -> Int {
        let row = frames[frame]
        return element < row.count ? Int(row[element]) : 0
    }

    /// The variant element `element` shows on sheet `sheet`: its own variant `sheet`, or
    /// its last one when it has fewer.
    func variant(of element: Int, onSheet sheet: Int) -> Int {
        min(sheet, element < looks.count ? looks[element].count : 0)
    }

    func look(of element: Int, variant: Int) -> ElementLook {
        variant == 0 ? .absent : looks[element][variant - 1]
    }

    /// The look of `element` in frame `frame`.
    func look(of element: Int, inFrame frame: Int) -> ElementLook {
        look(of: element, variant: variant(of: element, inFrame: frame))
    }
}
