extension Diagram {
    /// The diagram with every container of every frame drawn around what it holds in that
    /// frame, on `geometry` (the layout of `layoutDOT()`).
    ///
    /// The layout gives a container the room of everything it ever holds, so without this
    /// the first frame of a navigation controller that later pushes ten screens is a tall
    /// empty box around its one screen. Boxes keep their places: only the border moves in,
    /// keeping the margins the layout gave it around its contents and reaching every arrow
    /// that the layout clips at it (`ltail`, `lhead`), so no arrow starts in empty space. A
    /// container's extent becomes part of its look (`ElementLook.extent`), so frames still
    /// share the sheets each look is drawn on; the map keeps every border whole.
    public func fittingContainers(to geometry: Geometry) -> Diagram {
        let extents = ContainerExtents(map: map, geometry: geometry)
        var fitted = ElementVariants()
        for frame in 0..<frameCount {
            let shown = variants(inFrame: frame)
            let boxes = extents.extents(nodes: shown.nodes, clusters: shown.clusters, edges: shown.edges)
            var row: [(element: Int, look: ElementLook)] = []
            for (index, variant) in shown.clusters.enumerated() where variant != 0 {
                var look = clusterVariants.look(of: index, variant: Int(variant))
                look.extent = boxes[index]
                row.append((index, look))
            }
            fitted.appendFrame(row)
        }
        var diagram = self
        diagram.mapVariants.clusters = map.clusters.indices.map {
            UInt16(fitted.variant(of: $0, looking: Self.mapLook(of: DrawingElement(kind: .cluster, index: $0), in: map)))
        }
        diagram.clusterVariants = fitted
        return diagram
    }
}

/// What a container's border encloses in a frame: its contents there, with the margins
/// the layout gave its whole contents, and the ends of the arrows clipped at it.
struct ContainerExtents {
    /// Per cluster: its laid-out border, and how far it lies outside everything the
    /// cluster ever holds (its label included) on each side.
    private let borders: [Bounds?]
    private let margins: [Bounds]
    /// Per cluster: the ends (by edge index and point) of the arrows the layout clips at it.
    private let clippedEnds: [[(edge: Int, x: Double, y: Double)]]
    /// The clusters, innermost first.
    private let order: [Int]
    /// Per cluster: its label's box, the nodes directly inside it (by index, with their
    /// boxes) and the clusters directly inside it (by index): read once, asked every frame.
    private let labels: [Bounds?]
    private let nodesInside: [[(index: Int, box: Bounds?)]]
    private let clustersInside: [[Int]]

    init(map: FlowMap, geometry: Geometry) {
        labels = map.clusters.map { Self.label(of: $0, on: geometry) }
        nodesInside = map.clusters.map { cluster in
            map.nodes(inside: cluster.key).map { (map.nodeIndex[$0.key]!, geometry.bounds(ofNode: $0.key)) }
        }
        clustersInside = map.clusters.map { cluster in map.clusters(inside: cluster.key).map { map.clusterIndex[$0.key]! } }
        var ends = [[(edge: Int, x: Double, y: Double)]](repeating: [], count: map.clusters.count)
        for (index, edge) in map.edges.enumerated() where edge.tailCluster != nil || edge.headCluster != nil {
            let path = geometry.path(ofEdge: DrawingElement(kind: .edge, index: index).svgID)
            guard let first = path.first, let last = path.last else { continue }
            if let tail = edge.tailCluster.flatMap({ map.clusterIndex[$0] }) { ends[tail].append((index, first.x, first.y)) }
            if let head = edge.headCluster.flatMap({ map.clusterIndex[$0] }) { ends[head].append((index, last.x, last.y)) }
        }
        clippedEnds = ends
        var order: [Int] = []
        func visit(_ parent: String?) {
            for child in map.clusters(inside: parent) {
                visit(child.key)
                order.append(map.clusterIndex[child.key]!)
            }
        }
        visit(nil)
        self.order = order
        var borders = [Bounds?](repeating: nil, count: map.clusters.count)
        var margins = [Bounds](repeating: Bounds(minX: 0, minY: 0, maxX: 0, maxY: 0), count: map.clusters.count)
        for index in order {
            guard let border = geometry.bounds(ofCluster: "cluster_" + map.clusters[index].key) else { continue }
            borders[index] = border
            var whole = labels[index]
            for node in nodesInside[index] { Self.grow(&whole, node.box) }
            for child in clustersInside[index] { Self.grow(&whole, borders[child]) }
            if let whole {
                margins[index] = Bounds(
                    minX: max(0, whole.minX - border.minX), minY: max(0, whole.minY - border.minY),
                    maxX: max(0, border.maxX - whole.maxX), maxY: max(0, border.maxY - whole.maxY))
            }
        }
        (self.borders, self.margins) = (borders, margins)
    }

    /// The border of every cluster the frame shows (nil: the layout's own), from the
    /// variants it shows of each node, cluster and edge.
    func extents(nodes: [UInt16], clusters: [UInt16], edges: [UInt16]) -> [Bounds?] {
        func shown(_ row: [UInt16], _ index: Int) -> Bool { index < row.count && row[index] != 0 }
        var extents = [Bounds?](repeating: nil, count: borders.count)
        for index in order where shown(clusters, index) {
            guard let border = borders[index] else { continue }
            var contents = labels[index]
            for node in nodesInside[index] where shown(nodes, node.index) { Self.grow(&contents, node.box) }
            for child in clustersInside[index] where shown(clusters, child) { Self.grow(&contents, extents[child] ?? borders[child]) }
            guard var box = contents else { continue }
            let margin = margins[index]
            box = Bounds(minX: box.minX - margin.minX, minY: box.minY - margin.minY, maxX: box.maxX + margin.maxX, maxY: box.maxY + margin.maxY)
            for end in clippedEnds[index] where shown(edges, end.edge) {
                box.include(Bounds(minX: end.x, minY: end.y, maxX: end.x, maxY: end.y))
            }
            box = Bounds(
                minX: max(box.minX, border.minX), minY: max(box.minY, border.minY), maxX: min(box.maxX, border.maxX),
                maxY: min(box.maxY, border.maxY))
            extents[index] = box == border ? nil : box
        }
        return extents
    }

    private static func grow(_ box: inout Bounds?, _ other: Bounds?) {
        if let other { box = box.map { $0.union(other) } ?? other }
    }

    /// The box of a tab slot's label (`lp`, `lwidth` and `lheight` in inches); other
    /// containers have none (a layout read back from text gives them the graph's).
    private static func label(of cluster: SceneCluster, on geometry: Geometry) -> Bounds? {
        guard cluster.slot != nil else { return nil }
        let attributes = geometry.clusters["cluster_" + cluster.key]
        let position = Geometry.numbers(attributes?["lp"])
        guard position.count == 2, let width = Double(attributes?["lwidth"] ?? ""), let height = Double(attributes?["lheight"] ?? "") else {
            return nil
        }
        let (halfWidth, halfHeight) = (width * 36, height * 36)
        return Bounds(minX: position[0] - halfWidth, minY: position[1] - halfHeight, maxX: position[0] + halfWidth, maxY: position[1] + halfHeight)
    }
}
