/// Where a focused step file's window lies on the layout: what it must show, within a
/// laptop's browser window (`FrameFocus.page`) less the band above it, with sides that cut
/// no box.
extension Diagram {
    /// The band of a step file whose caption has `room`, over a map of `area`: its width, its
    /// height, and the overview's size (the map's shape within `overviewSide`).
    func band(_ room: CaptionRoom, area: Bounds) -> (width: Double, height: Double, overview: (width: Double, height: Double)) {
        let aspect = area.width / max(area.height, 1)
        var overviewHeight = min(max(Double(room.height), FrameFocus.overviewMinimumHeight), FrameFocus.overviewSide)
        var overviewWidth = overviewHeight * aspect
        if overviewWidth > FrameFocus.overviewSide { (overviewWidth, overviewHeight) = (FrameFocus.overviewSide, FrameFocus.overviewSide / aspect) }
        let inset = FrameFocus.bandInset
        return (
            Double(room.width) + FrameCanvas.captionGap + overviewWidth + 2 * inset, max(Double(room.height), overviewHeight) + 2 * inset,
            (overviewWidth, overviewHeight)
        )
    }

    /// The largest window below a band `bandHeight` tall: the page less the band, and at
    /// least as tall as `FrameFocus.smallest`.
    func windowLimit(belowBand bandHeight: Double) -> (width: Double, height: Double) {
        (FrameFocus.page.width, max(FrameFocus.page.height - bandHeight - FrameCanvas.captionGap, FrameFocus.smallest.height))
    }

    /// A window around `box`: with a margin, at least `FrameFocus.smallest`, and inside
    /// `area`, the drawing.
    static func window(around box: Bounds, in area: Bounds) -> Bounds {
        let grown = box.grown(by: FrameFocus.margin)
        return grown.centred(width: max(grown.width, FrameFocus.smallest.width), height: max(grown.height, FrameFocus.smallest.height))
            .clamped(to: area.grown(by: FrameCanvas.margin))
    }

    /// The window on the layout for one step, at most `limit`: every one of `must` that fits
    /// with the first (the step's subject, else the top view controller), nearest first;
    /// then as much of `wanted` as fits; with a margin, at least `FrameFocus.smallest`, and
    /// inside `area`, the drawing. Also the positions in `must` of what it holds, in the
    /// order it took them, and of what did not fit.
    static func window(
        must: [Bounds], wanted: [Bounds], area: Bounds, limit: (width: Double, height: Double)
    ) -> (window: Bounds, kept: [Int], far: [Int]) {
        func fits(_ box: Bounds) -> Bool {
            let grown = box.grown(by: FrameFocus.margin)
            return grown.width <= limit.width && grown.height <= limit.height
        }
        guard let anchor = must.first ?? wanted.first else {
            let whole = area.centred(width: min(area.width, limit.width), height: min(area.height, limit.height))
            let window = whole.centred(width: max(whole.width, FrameFocus.smallest.width), height: max(whole.height, FrameFocus.smallest.height))
            return (window, [], [])
        }
        func nearestFirst(_ boxes: [Bounds]) -> [Int] {
            boxes.indices.sorted { boxes[$0].distance(to: anchor) < boxes[$1].distance(to: anchor) }
        }
        var core = anchor
        var (kept, far): ([Int], [Int]) = ([], [])
        for index in nearestFirst(must) {
            let candidate = core.union(must[index])
            if fits(candidate) {
                core = candidate
                kept.append(index)
            } else {
                far.append(index)
            }
        }
        var wide = core
        for index in nearestFirst(wanted) {
            let candidate = wide.union(wanted[index])
            if fits(candidate) { wide = candidate }
        }
        return (window(around: wide, in: area), kept, far.sorted())
    }

    /// The sides, within `bounds`, of a window at most `width` wide that holds `core`, where
    /// neither side, nor the one `least` (the band's width) from the lower side, lies in one
    /// of `crossing` (where a side would cut a box): those around `current`'s nearest them,
    /// else the nearest; nil when there are none.
    static func span(
        near current: (lower: Double, upper: Double), within bounds: (lower: Double, upper: Double), width: Double, least: Double,
        keeping core: (lower: Double, upper: Double), clearOf crossing: [(lower: Double, upper: Double)]
    ) -> (lower: Double, upper: Double)? {
        // The stretches no side may lie in, within reach of the core, merged.
        let reach = (lower: core.upper - width, upper: core.lower + max(width, least))
        var blocked: [(lower: Double, upper: Double)] = []
        for stretch in crossing.filter({ $0.upper > reach.lower && $0.lower < reach.upper }).sorted(by: { $0.lower < $1.lower }) {
            if let last = blocked.last, stretch.lower < last.upper {
                blocked[blocked.count - 1].upper = max(last.upper, stretch.upper)
            } else {
                blocked.append(stretch)
            }
        }
        func isClear(_ side: Double) -> Bool { !blocked.contains { $0.lower < side && side < $0.upper } }
        let ends = blocked.flatMap { [$0.lower, $0.upper] }
        let lowers = ([current.lower, core.lower, bounds.lower] + ends).filter { bounds.lower <= $0 && $0 <= core.lower && isClear($0) }
        let uppers = ([current.upper, core.upper, bounds.upper] + ends).filter { core.upper <= $0 && $0 <= bounds.upper && isClear($0) }
        // Growing to hold a box is better than giving it up, then the least move.
        var best: (span: (lower: Double, upper: Double), shrinks: Bool, move: Double)?
        for lower in lowers {
            for upper in uppers where upper - lower <= width && isClear(max(upper, lower + least)) {
                let (shrinks, move) = (lower > current.lower || upper < current.upper, abs(lower - current.lower) + abs(upper - current.upper))
                if best.map({ (shrinks ? 1 : 0, move) < ($0.shrinks ? 1 : 0, $0.move) }) ?? true { best = ((lower, upper), shrinks, move) }
            }
        }
        return best?.span
    }
}
