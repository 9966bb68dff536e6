/// Step files that show the step: a window of the one layout around what the step
/// changed, with the caption right above it and an overview of the whole map beside the
/// caption.
///
/// A real app's map is thousands of points wide, and a step changes a corner of it: on
/// the whole canvas, or cut at the right and bottom (`frameCanvases(on:)`), its text is a
/// few pixels tall on a laptop. The window keeps the layout's positions (a box never moves
/// against its neighbours; only the window does) and is at most `FrameFocus.widest` wide,
/// so a step file shows its text at a readable size. It is built around what the step
/// added or removed (a dismissed sheet's ghost is what its step is about), and holds, as
/// far as they fit, the ends of the arrows it added or removed (the presenter), the view
/// controllers the step's calls went to and the top view controller; one too far for that
/// is a labelled stub at the window's edge (the caption names the top as well). It cuts
/// no box: a box it reaches into is shown whole.
public enum FrameFocus {
    /// The largest window for what the step changed besides what it must show (other boxes'
    /// looks, their containers), in points: a step file at most about 1,600 pixels wide,
    /// which a laptop shows at its size.
    static let largest = (width: 1_150.0, height: 1_000.0)
    /// The largest window for what the step must show. About 2,130 pixels wide, shown on a
    /// 1,600-pixel-wide screen, it keeps the boxes' 9-point text 9 pixels tall.
    static let widest = (width: 1_600.0, height: 1_400.0)
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

/// The band at the top of a focused step file: its caption, and an overview of the whole
/// map with the window outlined. Drawn over whatever of the drawing reaches into it, so
/// the caption is never crossed by the layout's lines above the window.
public struct FocusBand: Sendable, Equatable {
    /// A view controller the step must show that lies too far for the window: a labelled
    /// box at the window's edge, towards it.
    struct Stub: Sendable, Equatable {
        /// The view controller's node key, which the stub's SVG title carries as the node's does.
        var key: String
        var text: String
        var box: Bounds
    }

    /// The band, the canvas's full width above the window.
    var box: Bounds
    /// The centre of the caption's room, at the band's left.
    var captionCentre: (x: Double, y: Double)
    /// Where the overview sits, at the band's right.
    var overview: Bounds
    /// The map drawn small in the overview, the same in every step file whose overview has its size.
    var picture: OverviewPicture
    /// The part of the map the step file shows, drawn small.
    var window: Bounds
    var stubs: [Stub]
    /// The part of the map the step file shows, in the layout's points, Graphviz's y axis
    /// pointing up: what the flipbook's camera shows for this step.
    public let focus: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    /// The box the window is built around: what the step added or removed, else the top
    /// view controller. The camera looks there when the pane cannot show the whole window
    /// at a readable size.
    public let anchor: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

    public static func == (lhs: FocusBand, rhs: FocusBand) -> Bool {
        lhs.box == rhs.box && lhs.captionCentre == rhs.captionCentre && lhs.overview == rhs.overview && lhs.picture == rhs.picture
            && lhs.window == rhs.window && lhs.stubs == rhs.stubs && lhs.focus == rhs.focus
            && lhs.anchor.map { [$0.0, $0.1, $0.2, $0.3] } == rhs.anchor.map { [$0.0, $0.1, $0.2, $0.3] }
    }
}

/// A view controller a step must show, with what finds it a stub when it lies too far
/// for the window: its box, and the arrows between it and others in the frame.
struct FarViewController {
    var key: String
    var name: String
    /// "top", "caller", or empty.
    var role: String
    var bounds: Bounds
    /// The frame's arrows (edge indices) with it at an end.
    var arrows: [Int]
    /// Those sure to be drawn with their label: not a removed arrow's ghost.
    var labelledArrows: [Int]
}

/// The whole map drawn small for an overview of one size: a container's outline or a view
/// controller's fill per box, made once for every step file whose overview has that size.
struct OverviewPicture: Sendable, Equatable {
    struct Shape: Sendable, Equatable {
        var box: Bounds
        var isContainer: Bool
    }

    /// The boxes, relative to the overview's lower left corner (Graphviz's y axis up).
    var shapes: [Shape]
    /// SVG path data of the containers' outlines and of the boxes, relative to the
    /// overview's top left corner.
    var containerPath: String
    var boxPath: String

    /// `map` (boxes on the layout, inside `area`) at `scale`, in an overview `height` tall.
    init(_ map: [Shape], area: Bounds, scale: Double, height: Double) {
        shapes = map.map { shape in
            Shape(
                box: Bounds(
                    minX: (shape.box.minX - area.minX) * scale, minY: (shape.box.minY - area.minY) * scale,
                    maxX: (shape.box.maxX - area.minX) * scale, maxY: (shape.box.maxY - area.minY) * scale),
                isContainer: shape.isContainer)
        }
        // Relative to the top left corner, y pointing down: the SVG's own direction.
        let flipped = shapes.map {
            Shape(
                box: Bounds(minX: $0.box.minX, minY: $0.box.minY - height, maxX: $0.box.maxX, maxY: $0.box.maxY - height), isContainer: $0.isContainer
            )
        }
        containerPath = flipped.filter(\.isContainer).map { SVGNumber.subpath($0.box) }.joined()
        boxPath = flipped.filter { !$0.isContainer }.map { SVGNumber.subpath($0.box) }.joined()
    }
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
        let allNodes = Array(nodeBounds.values)
        var previous: FrameVariants?
        var windows: [(window: Bounds, far: [FarViewController], anchor: Bounds?)] = []
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
            let (window, far) = Self.window(must: must.map(\.bounds), wanted: wanted + context, area: area)
            windows.append((window, far.compactMap { must[$0].stub }, must.first?.bounds))
        }
        var shared: [Int: (window: Bounds, room: CaptionRoom)] = [:]
        for group in groups where !group.isEmpty {
            let window = group.dropFirst().reduce(windows[group[0]].window) { $0.union(windows[$1].window) }
            let rooms = group.map(captionRoom)
            let room = CaptionRoom(width: rooms.map(\.width).max()!, height: rooms.map(\.height).max()!)
            for frame in group { shared[frame] = (window, room) }
        }
        return windows.indices.map { frame in
            focusCanvas(
                frame, window: shared[frame]?.window ?? windows[frame].window, room: shared[frame]?.room ?? captionRoom(frame), area: area,
                nodes: allNodes, reach: reach, far: windows[frame].far, anchor: windows[frame].anchor, geometry: geometry, shapes: shapes,
                pictures: &pictures)
        }
    }

    /// The room of frame `frame`'s caption: as wide as its box, as tall as its lines.
    private func captionRoom(_ frame: Int) -> CaptionRoom {
        CaptionRoom(width: Int((captionBoxWidths[frame] / 2).rounded(.up)) * 2, height: Int(roomHeight(lines: captionLineCounts[frame]).rounded(.up)))
    }

    /// The window on the layout for one step: every one of `must` that fits
    /// `FrameFocus.widest` with the first (the step's subject, else the top view
    /// controller), nearest first; then
    /// as much of `wanted` as fits `FrameFocus.largest`; with a margin, at least
    /// `FrameFocus.smallest`, and inside `area`, the drawing. Also the positions in `must`
    /// of what did not fit.
    static func window(must: [Bounds], wanted: [Bounds], area: Bounds) -> (window: Bounds, far: [Int]) {
        func fits(_ box: Bounds, _ limit: (width: Double, height: Double)) -> Bool {
            let grown = box.grown(by: FrameFocus.margin)
            return grown.width <= limit.width && grown.height <= limit.height
        }
        guard let anchor = must.first ?? wanted.first else {
            let whole = area.centred(width: min(area.width, FrameFocus.largest.width), height: min(area.height, FrameFocus.largest.height))
            return (whole.centred(width: max(whole.width, FrameFocus.smallest.width), height: max(whole.height, FrameFocus.smallest.height)), [])
        }
        func nearestFirst(_ boxes: [Bounds]) -> [Int] {
            boxes.indices.sorted { boxes[$0].distance(to: anchor) < boxes[$1].distance(to: anchor) }
        }
        var core = anchor
        var far: [Int] = []
        for index in nearestFirst(must) {
            let candidate = core.union(must[index])
            if fits(candidate, FrameFocus.widest) { core = candidate } else { far.append(index) }
        }
        var wide = core
        for index in nearestFirst(wanted) {
            let candidate = wide.union(wanted[index])
            if fits(candidate, FrameFocus.largest) { wide = candidate }
        }
        var window = wide.grown(by: FrameFocus.margin)
        window = window.centred(width: max(window.width, FrameFocus.smallest.width), height: max(window.height, FrameFocus.smallest.height))
        return (window.clamped(to: area.grown(by: FrameCanvas.margin)), far.sorted())
    }

    /// Frame `frame`'s canvas for `window`: the caption's `room` and the overview in a band
    /// right above the window, the room at the left, the overview at the right. The window
    /// grows to hold every box it reaches into (`nodes`), and stubs stand for the `far` ones.
    private func focusCanvas(
        _ frame: Int, window: Bounds, room: CaptionRoom, area: Bounds, nodes: [Bounds], reach: Double, far: [FarViewController],
        anchor: Bounds?, geometry: Geometry, shapes: [OverviewPicture.Shape], pictures: inout [Double: OverviewPicture]
    ) -> FrameCanvas {
        // The overview keeps the map's shape within `overviewSide`.
        let aspect = area.width / max(area.height, 1)
        var overviewHeight = min(max(Double(room.height), FrameFocus.overviewMinimumHeight), FrameFocus.overviewSide)
        var overviewWidth = overviewHeight * aspect
        if overviewWidth > FrameFocus.overviewSide { (overviewWidth, overviewHeight) = (FrameFocus.overviewSide, FrameFocus.overviewSide / aspect) }
        let inset = FrameFocus.bandInset
        let bandHeight = max(Double(room.height), overviewHeight) + 2 * inset
        let bandWidth = Double(room.width) + FrameCanvas.captionGap + overviewWidth + 2 * inset
        // Whole multiples of 3 points, whole pixels at Graphviz's 96 dpi: no half-covered
        // last column or row. The part under the band shows no box cut in two.
        var window = window
        var box = CanvasBox(minX: 0, minY: 0, maxX: 0, maxY: 0)
        for _ in 0..<8 {
            let (minX, maxY) = (Int(window.minX.rounded(.down)), Int((window.maxY + FrameCanvas.captionGap + bandHeight).rounded(.up)))
            let (boxWidth, boxHeight) = (Self.multipleOf3(max(window.width, bandWidth)), Self.multipleOf3(Double(maxY) - window.minY))
            box = CanvasBox(minX: minX, minY: maxY - boxHeight, maxX: minX + boxWidth, maxY: maxY)
            let sight = Bounds(minX: Double(box.minX), minY: Double(box.minY), maxX: Double(box.maxX), maxY: window.maxY)
            let cut = nodes.filter { $0.overlaps(sight, by: reach) && !sight.contains($0.grown(by: FrameFocus.lineReach)) }
            guard !cut.isEmpty else { break }
            for node in cut { window = window.union(node.grown(by: FrameFocus.lineReach)) }
        }
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
