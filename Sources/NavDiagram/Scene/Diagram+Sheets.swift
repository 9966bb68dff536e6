/// The sheets a diagram's frames are assembled from, and the look each element takes in
/// the map, a frame or a sheet.
extension Diagram {
    /// How many sheets draw every look of every element: sheet `k` shows each element's
    /// variant `k` (its last one when it has fewer; variant 0 is "absent"). Each frame
    /// is then a pick of one sheet per element, so Graphviz draws a few sheets instead
    /// of every frame.
    public var sheetCount: Int {
        max(nodeVariants.maximumVariantCount, clusterVariants.maximumVariantCount, edgeVariants.maximumVariantCount)
    }

    /// Sheet `sheet` on `geometry`. Its caption is never shown: frames take theirs from
    /// `frameSVG`.
    public func sheetDOT(_ sheet: Int, geometry: Geometry) -> String {
        write(.sheet(sheet, drawn: elements(onSheet: sheet)), caption: Caption(lines: []), geometry: geometry, compact: false)
    }

    /// What sheet `sheet` draws: every element with a variant `sheet`, and what Graphviz
    /// needs to draw those as a frame does (an edge's ends and the containers it is clipped
    /// at, the containers around a box or container), which it draws in their last look.
    /// Elements with fewer looks are left out: no frame takes them from this sheet, and a
    /// long flow's sheets after the first few hold only its few busiest boxes.
    func elements(onSheet sheet: Int) -> Set<DrawingElement> {
        var drawn: Set<DrawingElement> = []
        func addCluster(_ key: String?) {
            var key = key
            while let current = key, let index = map.clusterIndex[current],
                drawn.insert(DrawingElement(kind: .cluster, index: index)).inserted
            {
                key = map.clusters[index].parentKey
            }
        }
        func addNode(_ index: Int) {
            drawn.insert(DrawingElement(kind: .node, index: index))
            addCluster(map.nodes[index].clusterKey)
        }
        for index in map.nodes.indices where nodeVariants.variantCount(of: index) >= sheet { addNode(index) }
        for index in map.clusters.indices where clusterVariants.variantCount(of: index) >= sheet { addCluster(map.clusters[index].key) }
        for (index, edge) in map.edges.enumerated() where edgeVariants.variantCount(of: index) >= sheet {
            drawn.insert(DrawingElement(kind: .edge, index: index))
            for end in [edge.from, edge.to] { if let node = map.nodeIndex[end] { addNode(node) } }
            addCluster(edge.tailCluster)
            addCluster(edge.headCluster)
        }
        return drawn
    }

    /// The variant of every element in frame `frame`: the sheet that shows it as the
    /// frame does.
    public func variants(inFrame frame: Int) -> FrameVariants {
        FrameVariants(
            nodes: nodeVariants.row(ofFrame: frame), clusters: clusterVariants.row(ofFrame: frame),
            edges: edgeVariants.row(ofFrame: frame))
    }

    // MARK: - Looks

    /// Which look each element takes: the map's, a frame's, or a sheet's.
    enum Selection {
        case map
        case frame(FrameVariants)
        case sheet(Int, drawn: Set<DrawingElement>)
    }

    func variants(of kind: DrawingElement.Kind) -> ElementVariants {
        switch kind {
        case .node: return nodeVariants
        case .cluster: return clusterVariants
        case .edge: return edgeVariants
        }
    }

    /// How the flow map shows `element` of `map`: present, with the role it had when first seen.
    static func mapLook(of element: DrawingElement, in map: FlowMap) -> ElementLook {
        switch element.kind {
        case .node: return ElementLook(state: .present, role: map.roles[map.nodes[element.index].key] ?? .plain)
        case .cluster: return ElementLook(state: .present, slotTitle: map.slotTitle(of: map.clusters[element.index]))
        case .edge: return ElementLook(state: .present)
        }
    }

    /// The look of `element` in `selection`.
    func look(_ element: DrawingElement, _ selection: Selection) -> ElementLook {
        let variants = variants(of: element.kind)
        switch selection {
        case .map: return Self.mapLook(of: element, in: map)
        case .frame(let frame): return variants.look(of: element.index, variant: frame[element])
        case .sheet(let sheet, let drawn):
            guard drawn.contains(element) else { return .absent }
            return variants.look(of: element.index, variant: variants.variant(of: element.index, onSheet: sheet))
        }
    }
}
