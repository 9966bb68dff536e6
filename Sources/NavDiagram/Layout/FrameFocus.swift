/// Step files that show the step: a window of the one layout around what the step
/// changed, with the caption right above it and an overview of the whole map beside the
/// caption.
///
/// A real app's map is thousands of points wide, and a step changes a corner of it: on
/// the whole canvas, or cut at the right and bottom (`frameCanvases(on:)`), its text is a
/// few pixels tall on a laptop. The window keeps the layout's positions (a box never moves
/// against its neighbours; only the window does) and, with its band, at most
/// `FrameFocus.page`, so a step file shows its text at a readable size on a laptop. It is built around what the step
/// added or removed (a dismissed sheet's ghost is what its step is about), and holds, as
/// far as they fit, the ends of the arrows it added or removed (the presenter), the view
/// controllers the step's calls went to and the top view controller; one too far for that
/// is a labelled stub at the window's edge (the caption names the top as well). It cuts
/// no box: a box it reaches into is shown whole.
public enum FrameFocus {
    /// The largest step file, in points: what a laptop's browser window, 1,440 × 900 pixels,
    /// shows at the file's own size, less a scroll bar (a point is 4/3 of a CSS pixel). The
    /// band and the window share it, so the caption, what the step changed, its callers and
    /// the top are seen without scrolling; the boxes' 9-point text is 12 pixels tall.
    static let page = (width: 1_068.0, height: 675.0)
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
    /// Between the band's caption and overview and the canvas's edge, so that their borders
    /// are drawn whole.
    static let bandInset = 2.0
    /// How far a box's drawing reaches past its box: a container's tab (4 points above it)
    /// and its line (the top view controller's is 3.4 points wide).
    static let lineReach = 6.0
    /// A stub's text size and height, in points.
    static let stubFontSize = 10.0
    static let stubHeight = 18.0
}

extension Diagram {
    /// Every frame's focused canvas on `geometry` (the layout of `layoutDOT()`), in frame
    /// order; empty when the layout drew nothing. The frames of each of `groups` share one
    /// canvas: the union of their windows, under a band as tall as the tallest of their
    /// captions, so that a box sits at the same place in each (the diff page's OLD and NEW).
    public func focusCanvases(on geometry: Geometry, sharing groups: [[Int]] = []) -> [FrameCanvas] {
        guard let area = geometry.drawingBounds else { return [] }
        let placed = placedElements(on: geometry)
        var nodeBounds: [Int: Bounds] = [:]
        for (element, bounds) in placed where element.kind == .node { nodeBounds[element.index] = bounds }
        var nodesByName: [String: [Int]] = [:]
        for (index, node) in map.nodes.enumerated() where !node.isColumnAnchor && !node.isEntryPoint {
            nodesByName[node.name, default: []].append(index)
        }
        let shapes = overviewShapes(on: geometry)
        var pictures: [Double: OverviewPicture] = [:]
        let reach = PlacedElements.reach(area: area)
        var previous: FrameVariants?
        var windows: [(window: Bounds, kept: [MustShow], far: [FarViewController], anchor: Bounds?, nodes: [Bounds])] = []
        windows.reserveCapacity(frameCount)
        for frame in 0..<frameCount {
            let shown = variants(inFrame: frame)
            // What the window must hold, with the keys of those a stub can stand for: what the
            // step added or removed first (the window is built around it), then its callers,
            // then the top view controller; and what it holds where there is room.
            var subjectNodes: [Int] = []
            var top: (index: Int, bounds: Bounds)?
            var wanted: [Bounds] = []
            var context: [Bounds] = []
            // The shown arrows, to find the one that leads from the window to a far box.
            var arrows: [Int: [Int]] = [:]
            // The shown arrows sure to carry their label ("from Presenter" on a detached one's
            // pin): not a removed one's ghost, whose pin may say nothing.
            var labelled: Set<Int> = []
            for (element, _) in placed where element.kind == .edge && shown[element] != 0 {
                let edge = map.edges[element.index]
                for end in [edge.from, edge.to] { if let node = map.nodeIndex[end] { arrows[node, default: []].append(element.index) } }
                if variants(of: .edge).look(of: element.index, variant: shown[element]).state != .removed { labelled.insert(element.index) }
            }
            for (element, placedBounds) in placed where shown[element] != 0 {
                let look = variants(of: element.kind).look(of: element.index, variant: shown[element])
                // A container as the frame draws it (`fittingContainers(to:)`).
                let bounds = look.extent ?? placedBounds
                if element.kind == .node, look.isTop { top = (element.index, bounds) }
                guard previous.map({ $0[element] != shown[element] }) ?? true else { continue }
                let addsOrRemoves = frame > 0 && (look.state == .added || look.state == .removed)
                switch element.kind {
                case .node where addsOrRemoves: subjectNodes.append(element.index)
                case .edge where addsOrRemoves:
                    let edge = map.edges[element.index]
                    subjectNodes += [edge.from, edge.to].compactMap { map.nodeIndex[$0] }
                    wanted.append(bounds)
                default: wanted.append(bounds)
                }
                if element.kind == .node, let header = containerHeader(ofNode: element.index).flatMap(geometry.bounds(ofNode:)) {
                    context.append(header)
                }
            }
            // The top's stub says so, also where the top is the presenter or a caller.
            func far(node index: Int, bounds: Bounds, role: String) -> (bounds: Bounds, stub: FarViewController?) {
                let node = map.nodes[index]
                // A column's anchor or an entry's marker is no view controller a stub could name.
                guard !node.isColumnAnchor, !node.isEntryPoint else { return (bounds, nil) }
                let arrows = arrows[index] ?? []
                return (
                    bounds,
                    FarViewController(
                        key: node.key, name: node.name, role: index == top?.index ? "top" : role, bounds: bounds, arrows: arrows,
                        labelledArrows: arrows.filter(labelled.contains))
                )
            }
            func mustShow(node index: Int, role: String) -> (bounds: Bounds, stub: FarViewController?)? {
                guard let bounds = nodeBounds[index], shown[DrawingElement(kind: .node, index: index)] != 0 else { return nil }
                return far(node: index, bounds: bounds, role: role)
            }
            let callerNodes = frames[frame].callers.flatMap { nodesByName[$0] ?? [] }
            let must =
                subjectNodes.compactMap { mustShow(node: $0, role: "") } + callerNodes.compactMap { mustShow(node: $0, role: "caller") }
                + (top.map { [far(node: $0.index, bounds: $0.bounds, role: "top")] } ?? [])
            previous = shown
            let limit = windowLimit(belowBand: band(captionRoom(frame), area: area).height)
            let (window, kept, far) = Self.window(must: must.map(\.bounds), wanted: wanted + context, area: area, limit: limit)
            // The boxes the step file draws, which its window must not cut.
            let nodes = placed.compactMap { element, bounds in element.kind == .node && shown[element] != 0 ? bounds : nil }
            windows.append((window, kept.map { must[$0] }, far.compactMap { must[$0].stub }, must.first?.bounds, nodes))
        }
        var shared: [Int: (window: Bounds, kept: [MustShow], room: CaptionRoom, nodes: [Bounds])] = [:]
        for group in groups where !group.isEmpty {
            let window = group.dropFirst().reduce(windows[group[0]].window) { $0.union(windows[$1].window) }
            let (kept, nodes) = (group.flatMap { windows[$0].kept }, group.flatMap { windows[$0].nodes })
            let rooms = group.map(captionRoom)
            let room = CaptionRoom(width: rooms.map(\.width).max()!, height: rooms.map(\.height).max()!)
            for frame in group { shared[frame] = (window, kept, room, nodes) }
        }
        return windows.indices.map { frame in
            focusCanvas(
                frame, window: shared[frame]?.window ?? windows[frame].window, kept: shared[frame]?.kept ?? windows[frame].kept,
                room: shared[frame]?.room ?? captionRoom(frame), area: area, nodes: shared[frame]?.nodes ?? windows[frame].nodes, reach: reach,
                far: windows[frame].far,
                anchor: windows[frame].anchor, geometry: geometry, shapes: shapes, pictures: &pictures)
        }
    }

    /// The room of frame `frame`'s caption: as wide as its box, as tall as its lines.
    private func captionRoom(_ frame: Int) -> CaptionRoom {
        CaptionRoom(width: Int((captionBoxWidths[frame] / 2).rounded(.up)) * 2, height: Int(roomHeight(lines: captionLineCounts[frame]).rounded(.up)))
    }

    /// Frame `frame`'s canvas for `window`: the caption's `room` and the overview in a band
    /// right above the window, the room at the left, the overview at the right. The window's
    /// sides cut none of the boxes the frame draws (`nodes`), and stubs stand for the `far` ones.
    private func focusCanvas(
        _ frame: Int, window: Bounds, kept: [MustShow], room: CaptionRoom, area: Bounds, nodes: [Bounds], reach: Double,
        far: [FarViewController], anchor: Bounds?, geometry: Geometry, shapes: [OverviewPicture.Shape], pictures: inout [Double: OverviewPicture]
    ) -> FrameCanvas {
        let bandSize = band(room, area: area)
        let (bandWidth, bandHeight, (overviewWidth, overviewHeight)) = (bandSize.width, bandSize.height, bandSize.overview)
        let limit = windowLimit(belowBand: bandHeight)
        let inset = FrameFocus.bandInset
        // Whole multiples of 3 points, whole pixels at Graphviz's 96 dpi: no half-covered
        // last column or row.
        var window = window
        func canvasBox() -> (box: CanvasBox, sight: Bounds) {
            let (minX, maxY) = (Int(window.minX.rounded(.down)), Int((window.maxY + FrameCanvas.captionGap + bandHeight).rounded(.up)))
            let (boxWidth, boxHeight) = (Self.multipleOf3(max(window.width, bandWidth)), Self.multipleOf3(Double(maxY) - window.minY))
            let box = CanvasBox(minX: minX, minY: maxY - boxHeight, maxX: minX + boxWidth, maxY: maxY)
            return (box, Bounds(minX: Double(box.minX), minY: Double(box.minY), maxX: Double(box.maxX), maxY: window.maxY))
        }
        // The part under the band shows no box cut in two. Its sides move to where they cut
        // no box, outwards where they can, the least they can: its left and right ones within
        // the page's width (and the band's, from the left), then its top and bottom ones;
        // again, until they stay. Where no sides hold all it keeps, the farthest of those is a
        // stub as well; where none hold the first, it grows to hold the boxes it reaches into.
        // Near enough to a side to be cut by it, also once the canvas is rounded to whole points.
        let clearance = max(reach, FrameFocus.lineReach) + 4
        // A side may stop past the outermost boxes.
        let drawing = area.grown(by: 2 * clearance)
        let start = window
        var far = far
        var placed = false
        // With nothing to keep, the window's middle.
        let kept = kept.isEmpty ? [(Bounds(at: ((start.minX + start.maxX) / 2, (start.minY + start.maxY) / 2)), nil)] : kept
        for count in stride(from: kept.count, to: 0, by: -1) where !placed {
            let core = kept[1..<count].reduce(kept[0].bounds) { $0.union($1.bounds) }
            // Around what it keeps, once it gives some up.
            window = count == kept.count ? start : Self.window(around: core, in: area)
            for _ in 0..<6 {
                let before = window
                let rows = canvasBox().sight
                guard
                    let across = Self.span(
                        near: (window.minX, window.maxX), within: (drawing.minX, drawing.maxX), width: limit.width,
                        least: bandWidth, keeping: (core.minX, core.maxX),
                        clearOf: nodes.filter { $0.minY - reach < rows.maxY && rows.minY - reach < $0.maxY }.map {
                            ($0.minX - clearance, $0.maxX + clearance)
                        })
                else { break }
                (window.minX, window.maxX) = across
                let columns = canvasBox().sight
                guard
                    let down = Self.span(
                        near: (window.minY, window.maxY), within: (drawing.minY, drawing.maxY), width: limit.height, least: 0,
                        keeping: (core.minY, core.maxY),
                        clearOf: nodes.filter { $0.minX - reach < columns.maxX && columns.minX - reach < $0.maxX }.map {
                            ($0.minY - clearance, $0.maxY + clearance)
                        })
                else { break }
                (window.minY, window.maxY) = down
                if window == before {
                    placed = true
                    far += kept[count...].compactMap(\.stub)
                    break
                }
            }
        }
        if !placed { window = start }
        for _ in 0..<8 where !placed {
            let sight = canvasBox().sight
            let cut = nodes.filter { $0.overlaps(sight, by: reach) && !sight.contains($0.grown(by: FrameFocus.lineReach)) }
            guard !cut.isEmpty else { break }
            for node in cut { window = window.union(node.grown(by: FrameFocus.lineReach)) }
        }
        let box = canvasBox().box
        let overviewBox = Bounds(
            minX: Double(box.maxX) - inset - overviewWidth, minY: Double(box.maxY) - inset - overviewHeight,
            maxX: Double(box.maxX) - inset, maxY: Double(box.maxY) - inset)
        let scale = overviewWidth / max(area.width, 1)
        let picture = pictures[overviewHeight] ?? OverviewPicture(shapes, area: area, scale: scale, height: overviewHeight)
        pictures[overviewHeight] = picture
        let shown = window.clamped(to: area)
        let sight = Bounds(minX: Double(box.minX), minY: Double(box.minY), maxX: Double(box.maxX), maxY: window.maxY)
        let band = FocusBand(
            box: Bounds(minX: Double(box.minX), minY: window.maxY, maxX: Double(box.maxX), maxY: Double(box.maxY)),
            captionCentre: (Double(box.minX) + inset + Double(room.width) / 2, Double(box.maxY) - inset - Double(room.height) / 2),
            overview: overviewBox, picture: picture,
            window: Bounds(
                minX: overviewBox.minX + (shown.minX - area.minX) * scale, minY: overviewBox.minY + (shown.minY - area.minY) * scale,
                maxX: overviewBox.minX + (shown.maxX - area.minX) * scale, maxY: overviewBox.minY + (shown.maxY - area.minY) * scale),
            stubs: stubs(far, in: sight, around: nodes, geometry: geometry), focus: (window.minX, window.minY, window.maxX, window.maxY),
            anchor: anchor.map { ($0.minX, $0.minY, $0.maxX, $0.maxY) })
        return FrameCanvas(box: box, room: room, captionPosition: nil, focusBand: band)
    }

    /// The stubs of view controllers outside `sight`: each a box inside its edge, where an
    /// arrow between it and the window enters the window, or else on the line from the
    /// middle of `sight` to it, with an arrow pointing its way.
    private func stubs(_ far: [FarViewController], in sight: Bounds, around nodes: [Bounds], geometry: Geometry) -> [FocusBand.Stub] {
        var stubs: [FocusBand.Stub] = []
        let obstacles = nodes.filter { $0.overlaps(sight, by: 0) }.map { $0.grown(by: FrameFocus.lineReach) }
        let centre = ((sight.minX + sight.maxX) / 2, (sight.minY + sight.maxY) / 2)
        for item in far
        where !stubs.contains(where: { $0.key == item.key }) && !sight.contains(item.bounds) && !isNamedByPin(item, in: sight, geometry) {
            let target = ((item.bounds.minX + item.bounds.maxX) / 2, (item.bounds.minY + item.bounds.maxY) / 2)
            // Where an arrow from inside the window leaves it towards the far box.
            let entry = item.arrows.lazy.compactMap { edge -> (Double, Double)? in
                var path = geometry.path(ofEdge: DrawingElement(kind: .edge, index: edge).svgID)
                if self.map.edges[edge].to != item.key { path.reverse() }
                guard let start = path.first, sight.contains(Bounds(at: start)) else { return nil }
                return zip(path, path.dropFirst()).first { !sight.contains(Bounds(at: $0.1)) }.map { ($0.1.x, $0.1.y) }
            }.first
            let (dx, dy) = (target.0 - centre.0, target.1 - centre.1)
            let text = Self.arrow(dx: dx, dy: dy) + " " + item.name + (item.role.isEmpty ? "" : " · " + item.role)
            let width = TextWidth.of(text, fontSize: FrameFocus.stubFontSize, bold: false) + 12
            let height = FrameFocus.stubHeight
            // Where the stub's middle may be, inside the window.
            let room = Bounds(
                minX: sight.minX + width / 2 + 6, minY: sight.minY + height / 2 + 6,
                maxX: max(sight.minX + width / 2 + 6, sight.maxX - width / 2 - 6),
                maxY: max(sight.minY + height / 2 + 6, sight.maxY - height / 2 - 6))
            let middle: (Double, Double)
            if let entry {
                middle = (min(max(entry.0, room.minX), room.maxX), min(max(entry.1, room.minY), room.maxY))
            } else {
                let along = min((room.width / 2) / max(abs(dx), 0.001), (room.height / 2) / max(abs(dy), 0.001))
                middle = (centre.0 + dx * along, centre.1 + dy * along)
            }
            var box = Bounds(minX: middle.0 - width / 2, minY: middle.1 - height / 2, maxX: middle.0 + width / 2, maxY: middle.1 + height / 2)
            // A stub covers neither another stub nor a box: it moves along the window's edge,
            // the nearest free place first (one on the same spot as another stacks on it).
            let placed = box
            func isFree(_ box: Bounds) -> Bool {
                !stubs.contains { $0.box.overlaps(box, by: 2) } && !obstacles.contains { $0.overlaps(box, by: 2) }
            }
            let steps = (1...40).flatMap { [Double($0), -Double($0)] }
            let vertical = steps.lazy.map { placed.offset(dx: 0, dy: $0 * (height + 4)) }
            let horizontal = steps.lazy.map { placed.offset(dx: $0 * 24, dy: 0) }
            let along =
                abs(placed.minX - sight.minX) < width || abs(placed.maxX - sight.maxX) < width ? [vertical, horizontal] : [horizontal, vertical]
            if !isFree(placed), let free = along.joined().first(where: { sight.contains($0) && isFree($0) }) { box = free }
            stubs.append(FocusBand.Stub(key: item.key, text: text, box: box))
        }
        return stubs
    }

    /// Whether `item` presents along a detached arrow that starts in `sight`, drawn with its
    /// label: the arrow's pin says "from" it there, and a stub would say it again (over the
    /// pin's label).
    private func isNamedByPin(_ item: FarViewController, in sight: Bounds, _ geometry: Geometry) -> Bool {
        guard let detached = detachedPresentations else { return false }
        return item.labelledArrows.contains { edge in
            guard map.edges[edge].from == item.key, detached.stubs[edge] != nil || detached.copiedArrows[edge] != nil else { return false }
            let path = geometry.path(ofEdge: DrawingElement(kind: .edge, index: edge).svgID)
            return path.first.map { sight.contains(Bounds(at: $0)) } ?? false
        }
    }

    /// The arrow of the eight directions nearest to (`dx`, `dy`), Graphviz's y axis pointing up.
    private static func arrow(dx: Double, dy: Double) -> String {
        let arrows = ["→", "↗", "↑", "↖", "←", "↙", "↓", "↘"]
        let angle = atan2Degrees(dy, dx)
        return arrows[Int(((angle + 360 + 22.5) / 45).rounded(.down)) % 8]
    }

    /// The angle of (`x`, `y`) in degrees, from -180 to 180, without Foundation.
    private static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        // Octants are all a stub needs: compare the slopes against tan(22.5°) and tan(67.5°).
        let (ax, ay) = (abs(x), abs(y))
        let base: Double = ay <= ax * 0.41421356 ? 0 : ay >= ax * 2.41421356 ? 90 : 45
        switch (x >= 0, y >= 0) {
        case (true, true): return base
        case (false, true): return 180 - base
        case (false, false): return base - 180
        case (true, false): return -base
        }
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
    private func overviewShapes(on geometry: Geometry) -> [OverviewPicture.Shape] {
        let detailed = map.nodes.count + map.clusters.count <= FrameFocus.overviewDetailLimit
        let clusters = map.clusters.filter { detailed || $0.parentKey == nil }.compactMap { cluster in
            geometry.bounds(ofCluster: "cluster_" + cluster.key).map { OverviewPicture.Shape(box: $0, isContainer: true) }
        }
        let nodes = map.nodes.filter { !$0.isColumnAnchor && (detailed || $0.clusterKey == nil) }.compactMap { node in
            geometry.bounds(ofNode: node.key).map { OverviewPicture.Shape(box: $0, isContainer: false) }
        }
        return clusters + nodes
    }
}

extension Bounds {
    func grown(by amount: Double) -> Bounds {
        Bounds(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    func offset(dx: Double, dy: Double) -> Bounds {
        Bounds(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// A box of `width` × `height` with the same centre.
    func centred(width: Double, height: Double) -> Bounds {
        let (x, y) = ((minX + maxX) / 2, (minY + maxY) / 2)
        return Bounds(minX: x - width / 2, minY: y - height / 2, maxX: x + width / 2, maxY: y + height / 2)
    }

    /// How far apart the two boxes' centres are, in points (the larger of the two axes).
    func distance(to other: Bounds) -> Double {
        max(abs((minX + maxX) - (other.minX + other.maxX)), abs((minY + maxY) - (other.minY + other.maxY))) / 2
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
