/// Rectangles packed into a near-square, the first at the top left, each of the others in
/// turn where it sits highest (a skyline packing): the parts of a map laid out one by one
/// (`DetachedPresentations`), in the order the flow first shows them.
struct PartPacking {
    /// Each rectangle's top left corner, y pointing down.
    let places: [(x: Double, y: Double)]
    let width: Double
    let height: Double

    /// `sizes` packed `gap` apart: of strips between the widest rectangle and twice the side
    /// of a square of their area, and of the rectangles in their order or the tallest, widest
    /// or largest first (the first always first), the packing whose larger side is smallest;
    /// in their order when that is as small.
    init(_ sizes: [(width: Double, height: Double)], gap: Double) {
        let widest = sizes.map(\.width).max() ?? 0
        let area = sizes.reduce(0) { $0 + ($1.width + gap) * ($1.height + gap) }
        let square = area.squareRoot()
        // The rest in their order, tallest first, widest first, largest first.
        let keys: [(Int) -> Double] = [{ sizes[$0].height }, { sizes[$0].width }, { sizes[$0].width * sizes[$0].height }]
        let orders = [Array(sizes.indices)] + keys.map { key in [0] + sizes.indices.dropFirst().sorted { (key($0), $1) > (key($1), $0) } }
        var best: PartPacking?
        for order in orders where !sizes.isEmpty {
            for step in 0...24 {
                let strip = max(widest, square * (0.8 + Double(step) * 0.05))
                let packing = PartPacking(sizes, order: order, gap: gap, strip: strip)
                if best.map({ max(packing.width, packing.height) < max($0.width, $0.height) }) ?? true { best = packing }
            }
        }
        self = best ?? PartPacking(sizes, order: Array(sizes.indices), gap: gap, strip: widest)
    }

    /// `sizes` packed in `order` into a strip `strip` wide.
    private init(_ sizes: [(width: Double, height: Double)], order: [Int], gap: Double, strip: Double) {
        // The skyline: the top of what is packed, as runs from left to right.
        var skyline: [(x: Double, width: Double, y: Double)] = [(0, strip, 0)]
        var places = Array(repeating: (x: 0.0, y: 0.0), count: sizes.count)
        var (width, height) = (0.0, 0.0)
        for index in order {
            let size = sizes[index]
            var place: (x: Double, y: Double)?
            for start in skyline where start.x + size.width <= strip + 0.5 || start.x == 0 {
                let top = skyline.filter { $0.x < start.x + size.width && $0.x + $0.width > start.x }.map(\.y).max() ?? 0
                if place.map({ top < $0.y }) ?? true { place = (start.x, top) }
            }
            let (x, y) = place ?? (0, skyline.map(\.y).max() ?? 0)
            places[index] = (x, y)
            (width, height) = (max(width, x + size.width), max(height, y + size.height))
            // The runs under the new rectangle become one, at its bottom plus the gap.
            let (left, right) = (x, x + size.width + gap)
            var runs: [(x: Double, width: Double, y: Double)] = []
            for run in skyline {
                if run.x < left { runs.append((run.x, min(run.width, left - run.x), run.y)) }
                if run.x + run.width > right { runs.append((max(run.x, right), run.x + run.width - max(run.x, right), run.y)) }
            }
            runs.append((left, right - left, y + size.height + gap))
            skyline = runs.sorted { $0.x < $1.x }
        }
        (self.places, self.width, self.height) = (places, width, height)
    }
}
