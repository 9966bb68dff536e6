/// Edge labels moved onto the part of their arrow that is drawn.
///
/// `dot` places an edge's label as a node of its own midway down the edge's ranks (`lp`),
/// or, given as an external label on a large map (`Diagram.hasExternalEdgeLabels`), at a
/// free spot next to the whole edge (`xlp`). An edge that leaves a container's border
/// (`ltail`: the real presenter around the caller) is drawn only from that border on, so
/// its label can float in the container, far above the short arrow it names, and the
/// labels of sibling arrows cannot be told apart. Every frame is drawn on this geometry, so
/// the label is moved once, here: beside the middle of the drawn curve, where it overlaps
/// no box, no other label and no container's border, and, where it can, no other arrow.
/// Frames draw a label proper at the `lp` chosen here.
extension Geometry {
    /// Room between a label and its arrow or anything it must not touch, in points.
    static let labelClearance = 4.0

    public func placingEdgeLabelsOnTheirArrows() -> Geometry {
        var placedEdges = edges
        let boxes = nodes.keys.compactMap(bounds(ofNode:))
        let clusterBoxes = clusters.keys.reduce(into: [String: Bounds]()) { boxes, name in boxes[name] = bounds(ofCluster: name) }
        let ids = edges.keys.sorted(by: Self.edgeOrder)
        let paths = Dictionary(uniqueKeysWithValues: ids.map { ($0, path(ofEdge: $0)) })
        let pathBounds = paths.compactMapValues(Self.bounds(of:))
        var placed: [Bounds] = []
        for id in ids {
            guard let attributes = edges[id], let label = labelBox(attributes), let path = paths[id] else { continue }
            let tail = attributes["ltail"].flatMap { clusterBoxes[$0] }
            func fits(_ box: Bounds) -> Bool {
                if boxes.contains(where: { $0.overlaps(box, by: Self.labelClearance) }) { return false }
                if placed.contains(where: { $0.overlaps(box, by: Self.labelClearance) }) || tail?.overlaps(box, by: 0) == true { return false }
                // In the containers the arrow runs through beside it and no other, across no
                // border: a label in another container reads as something of that container's.
                let nearby = Self.nearest(of: path, to: box).map { Bounds(at: $0.point) }
                return clusterBoxes.values.allSatisfy { cluster in
                    let arrowInside = nearby.map(cluster.contains) ?? cluster.contains(box)
                    return cluster.contains(box) ? arrowInside : !cluster.overlaps(box, by: 0) && !arrowInside
                }
            }
            func crossesAnotherArrow(_ box: Bounds) -> Bool {
                pathBounds.contains { other, bounds in other != id && bounds.overlaps(box, by: 0) && Self.path(paths[other] ?? [], runsThrough: box) }
            }
            // Beside the arrow: near it, never on it; where it crosses no other arrow if it can.
            let beside = ([label] + Self.besidePath(path, width: label.width, height: label.height)).lazy.filter { box in
                let distance = Self.distance(from: box, to: path)
                return fits(box) && distance >= 1 && distance <= Self.labelClearance * 3 && !Self.path(path, runsThrough: box)
            }
            let chosen = beside.first { !crossesAnotherArrow($0) } ?? beside.first ?? label
            placed.append(chosen)
            if chosen != label {
                placedEdges[id]?["lp"] = FrameCanvas.text((chosen.minX + chosen.maxX) / 2) + "," + FrameCanvas.text((chosen.minY + chosen.maxY) / 2)
            } else if attributes["lp"] == nil {
                placedEdges[id]?["lp"] = attributes["xlp"]
            }
            placedEdges[id]?["xlp"] = nil
        }
        return Geometry(self: self, movingLabels: placedEdges)
    }

    /// Edge ids in drawing order (`e2` before `e10`).
    private static func edgeOrder(_ left: String, _ right: String) -> Bool {
        (Int(left.dropFirst()) ?? 0, left) < (Int(right.dropFirst()) ?? 0, right)
    }

    /// The label's box where `dot` put it (`lp`, or `xlp` for an external label), when the
    /// edge has a label.
    private func labelBox(_ attributes: [String: String]) -> Bounds? {
        let position = Self.numbers(attributes["lp"] ?? attributes["xlp"])
        guard position.count == 2, let width = Double(attributes["lwidth"] ?? ""), let height = Double(attributes["lheight"] ?? "") else {
            return nil
        }
        // Sizes are in inches.
        return Bounds(
            minX: position[0] - width * 36, minY: position[1] - height * 36, maxX: position[0] + width * 36, maxY: position[1] + height * 36)
    }

    /// The drawn curve as a polyline: each cubic Bézier piece of `pos` sampled, then the
    /// arrowhead's tip (`e,x,y`) when there is one.
    static func drawnPath(_ pos: String?) -> [(x: Double, y: Double)] {
        var controls: [(x: Double, y: Double)] = []
        var tip: (x: Double, y: Double)?
        for item in (pos ?? "").split(separator: " ") {
            let parts = item.split(separator: ",")
            let numbers = parts.suffix(2).compactMap { Double($0) }
            guard numbers.count == 2 else { continue }
            if parts.first == "e" { tip = (numbers[0], numbers[1]) } else if parts.first != "s" { controls.append((numbers[0], numbers[1])) }
        }
        guard let first = controls.first else { return [] }
        var path = [first]
        var start = 0
        while start + 3 < controls.count {
            let (p0, p1, p2, p3) = (controls[start], controls[start + 1], controls[start + 2], controls[start + 3])
            for step in 1...8 {
                let t = Double(step) / 8, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                path.append((a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y))
            }
            start += 3
        }
        if let tip { path.append(tip) }
        return path
    }

    /// Boxes of `width` × `height` beside the path: at its middle, then a third and two
    /// thirds along it, then closer to its ends; to the right or the left of a steep
    /// stretch, above or below a flat one. Then the same spots off the stretch at right
    /// angles, as far as the box needs to clear it: a slanting stretch cuts a corner off
    /// the boxes beside it.
    static func besidePath(_ path: [(x: Double, y: Double)], width: Double, height: Double) -> [Bounds] {
        var lengths = [0.0]
        for (a, b) in zip(path, path.dropFirst()) {
            lengths.append(lengths.last! + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        guard let total = lengths.last, total > 0 else { return [] }
        func box(_ x: Double, _ y: Double) -> Bounds {
            Bounds(minX: x - width / 2, minY: y - height / 2, maxX: x + width / 2, maxY: y + height / 2)
        }
        let gap = labelClearance + 2
        var beside: [Bounds] = []
        var across: [Bounds] = []
        for fraction in [0.5, 1.0 / 3, 2.0 / 3, 0.4, 0.6, 0.25, 0.75, 0.15, 0.85] {
            let target = total * fraction
            let index = max(1, lengths.firstIndex { $0 >= target } ?? path.count - 1)
            let (a, b) = (path[index - 1], path[index])
            let span = lengths[index] - lengths[index - 1]
            let t = span > 0 ? (target - lengths[index - 1]) / span : 0
            let point = (x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            if abs(b.y - a.y) >= abs(b.x - a.x) {
                beside += [box(point.x + width / 2 + gap, point.y), box(point.x - width / 2 - gap, point.y)]
            } else {
                beside += [box(point.x, point.y + height / 2 + gap), box(point.x, point.y - height / 2 - gap)]
            }
            guard span > 0 else { continue }
            let normal = (x: (a.y - b.y) / span, y: (b.x - a.x) / span)
            let reach = abs(normal.x) * width / 2 + abs(normal.y) * height / 2 + gap
            across += [box(point.x + normal.x * reach, point.y + normal.y * reach), box(point.x - normal.x * reach, point.y - normal.y * reach)]
        }
        return beside + across
    }

    /// The box around every point of `path`, nil when it has none.
    static func bounds(of path: [(x: Double, y: Double)]) -> Bounds? {
        guard let first = path.first else { return nil }
        return path.dropFirst().reduce(Bounds(at: first)) { $0.union(Bounds(at: $1)) }
    }

    /// Whether a stretch of `path` runs through `box` (Liang–Barsky clipping of each stretch).
    static func path(_ path: [(x: Double, y: Double)], runsThrough box: Bounds) -> Bool {
        zip(path, path.dropFirst()).contains { a, b in
            var (enter, leave) = (0.0, 1.0)
            let sides = [(a.x - b.x, a.x - box.minX), (b.x - a.x, box.maxX - a.x), (a.y - b.y, a.y - box.minY), (b.y - a.y, box.maxY - a.y)]
            for (direction, room) in sides {
                if direction == 0 {
                    if room < 0 { return false }
                    continue
                }
                let t = room / direction
                if direction < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
                if enter > leave { return false }
            }
            return true
        }
    }

    /// How far `box` is from the nearest point of `path` (0 when they touch).
    static func distance(from box: Bounds, to path: [(x: Double, y: Double)]) -> Double {
        nearest(of: path, to: box)?.distance ?? .infinity
    }

    /// The point of `path` nearest to `box`, and how far it is (0 inside the box); nil when
    /// the path has no point.
    static func nearest(of path: [(x: Double, y: Double)], to box: Bounds) -> (point: (x: Double, y: Double), distance: Double)? {
        path.map { point in
            let dx = max(box.minX - point.x, 0, point.x - box.maxX), dy = max(box.minY - point.y, 0, point.y - box.maxY)
            return (point, (dx * dx + dy * dy).squareRoot())
        }.min { $0.1 < $1.1 }
    }
}

extension Bounds {
    /// The box of a single point.
    init(at point: (x: Double, y: Double)) {
        self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    /// Whether the two boxes overlap or come closer than `clearance`.
    func overlaps(_ other: Bounds, by clearance: Double) -> Bool {
        minX - clearance < other.maxX && other.minX - clearance < maxX && minY - clearance < other.maxY && other.minY - clearance < maxY
    }

    func contains(_ other: Bounds) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }
}
