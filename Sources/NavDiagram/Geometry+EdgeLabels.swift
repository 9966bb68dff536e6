/// Edge labels moved onto the part of their arrow that is drawn.
///
/// `dot` places an edge's label as a node of its own midway down the edge's ranks. An edge
/// that leaves a container's border (`ltail`: the real presenter around the caller) is
/// drawn only from that border on, so its label can float in the container, far above the
/// short arrow it names, and the labels of sibling arrows cannot be told apart. Every frame
/// is drawn on this geometry, so the label is moved once, here: beside the middle of the
/// drawn curve, where it overlaps no box, no other label and no container's border.
extension Geometry {
    /// Room between a label and its arrow or anything it must not touch, in points.
    static let labelClearance = 4.0

    public func placingEdgeLabelsOnTheirArrows() -> Geometry {
        var result = self
        let boxes = nodes.keys.compactMap(bounds(ofNode:))
        let clusterBoxes = clusters.mapValues { attributes -> Bounds? in
            let box = Self.numbers(attributes["bb"])
            return box.count == 4 ? Bounds(minX: box[0], minY: box[1], maxX: box[2], maxY: box[3]) : nil
        }.compactMapValues { $0 }
        var placed: [Bounds] = []
        for id in edges.keys.sorted(by: Self.edgeOrder) {
            guard let attributes = edges[id], let label = labelBox(attributes) else { continue }
            let path = Self.drawnPath(attributes["pos"])
            guard path.count >= 2 else { continue }
            let tail = attributes["ltail"].flatMap { clusterBoxes[$0] }
            func fits(_ box: Bounds) -> Bool {
                !boxes.contains { $0.overlaps(box, by: Self.labelClearance) }
                    && !placed.contains { $0.overlaps(box, by: Self.labelClearance) }
                    && !(tail?.overlaps(box, by: 0) ?? false)
                    && clusterBoxes.values.allSatisfy { $0.contains(box) || !$0.overlaps(box, by: 0) }
            }
            // Beside the arrow: near it, never on it.
            let best = ([label] + Self.besidePath(path, width: label.width, height: label.height)).first { box in
                let distance = Self.distance(from: box, to: path)
                return fits(box) && distance >= 1 && distance <= Self.labelClearance * 3
            }
            let chosen = best ?? label
            placed.append(chosen)
            if best != nil, chosen != label {
                result.edges[id]?["lp"] = FrameCanvas.text((chosen.minX + chosen.maxX) / 2) + "," + FrameCanvas.text((chosen.minY + chosen.maxY) / 2)
            }
        }
        return result
    }

    /// Edge ids in drawing order (`e2` before `e10`).
    private static func edgeOrder(_ left: String, _ right: String) -> Bool {
        (Int(left.dropFirst()) ?? 0, left) < (Int(right.dropFirst()) ?? 0, right)
    }

    /// The label's box where `dot` put it, when the edge has a label.
    private func labelBox(_ attributes: [String: String]) -> Bounds? {
        let position = Self.numbers(attributes["lp"])
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
    /// thirds along it; to the right or the left of a steep stretch, above or below a flat one.
    static func besidePath(_ path: [(x: Double, y: Double)], width: Double, height: Double) -> [Bounds] {
        var lengths = [0.0]
        for (a, b) in zip(path, path.dropFirst()) {
            lengths.append(lengths.last! + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        guard let total = lengths.last, total > 0 else { return [] }
        var result: [Bounds] = []
        for fraction in [0.5, 1.0 / 3, 2.0 / 3] {
            let target = total * fraction
            let index = max(1, lengths.firstIndex { $0 >= target } ?? path.count - 1)
            let (a, b) = (path[index - 1], path[index])
            let span = lengths[index] - lengths[index - 1]
            let t = span > 0 ? (target - lengths[index - 1]) / span : 0
            let point = (x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            let gap = labelClearance + 2
            let centres: [(Double, Double)] =
                abs(b.y - a.y) >= abs(b.x - a.x)
                ? [(point.x + width / 2 + gap, point.y), (point.x - width / 2 - gap, point.y)]
                : [(point.x, point.y + height / 2 + gap), (point.x, point.y - height / 2 - gap)]
            for (x, y) in centres {
                result.append(Bounds(minX: x - width / 2, minY: y - height / 2, maxX: x + width / 2, maxY: y + height / 2))
            }
        }
        return result
    }

    /// How far `box` is from the nearest point of `path` (0 when they touch).
    static func distance(from box: Bounds, to path: [(x: Double, y: Double)]) -> Double {
        path.map { point in
            let dx = max(box.minX - point.x, 0, point.x - box.maxX), dy = max(box.minY - point.y, 0, point.y - box.maxY)
            return (dx * dx + dy * dy).squareRoot()
        }.min() ?? .infinity
    }
}

extension Bounds {
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
