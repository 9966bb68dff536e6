import UIKitModel

/// The drawing plan of a flow: the flow map, each frame's look of every element, and
/// the captions. It writes its kinds of DOT from one structure, so their layouts agree:
/// - `layoutDOT()`: the map with every element and a caption placeholder, for `dot`;
/// - `frameDOT(_:geometry:canvas:)`: one frame on the map's geometry, for the `nop2`
///   engine, on the layout's whole canvas or cut to what it shows (`FrameCanvas`);
/// - `sheetDOT(_:geometry:)`: the parts frames are assembled from (NavOutput's
///   FrameLayers), with what `frameSVG(_:geometry:canvas:)` writes itself;
/// - `mapDOT(geometry:)`: the flow map with its legend, on a canvas of its own.
public struct Diagram: Sendable {
    public let map: FlowMap
    public let title: String?

    let nodeVariants: ElementVariants
    /// Containers' looks include their extent once the diagram is fitted to a layout (`fittingContainers(to:)`).
    var clusterVariants: ElementVariants
    let edgeVariants: ElementVariants
    /// The variant of every element the flow map shows: the map is a pick from the sheets too.
    public internal(set) var mapVariants: FrameVariants
    /// The frames the captions are made from, shared with the flow (not copied).
    let frames: [Frame]
    /// What the captions of frames that show an alert or a system view controller on a box
    /// add (`DiagramBuilder.attachmentLines`).
    private let attachmentLines: [Int: [String]]
    /// Where each flow's frames start in `frames`, and where the last ends.
    private let flowStarts: [Int]
    let captionWidth: Double
    /// Per frame, an upper estimate of its caption box's width in points.
    let captionBoxWidths: [Double]
    /// Per frame, how many lines its caption has.
    let captionLineCounts: [Int]
    let captionLineCount: Int
    /// The map's edges (by index) that take no part in ranking (`RankCycles`).
    private var edgesOutOfRanking: Set<Int>
    /// The invisible edges that stack each split view column's history, for the layout
    /// (`FlowMap.columnHistoryEdges`), without those that would close a rank cycle.
    private let columnHistoryEdges: [(from: String, to: String)]
    /// The `minlen` of the map's edges (by index) that must clear their tail cluster (`TailClearance`).
    private var edgeMinimumLengths: [Int: Int]
    /// The ranks added to the map's edges (by index) that lead to a later row of a wrapped
    /// fan (`FanWrapping`).
    private var edgeWrapRanks: [Int: Int]
    /// The modal edges laid out from ports under their containers (`PresentationPorts`), in
    /// a map too wide to fit otherwise; nil in every other map.
    private var presentationPorts: PresentationPorts?
    /// The modal edges laid out from stubs, and the parts of the map laid out one by one
    /// (`DetachedPresentations`), in a map that does not fit even with ports; nil in every other map.
    private var detachedPresentations: DetachedPresentations?
    /// Whether the layout gives `dot` the edges' labels as external labels (`xlabel`), which
    /// it does on a map of more than `largestMapWithLabelNodes` boxes.
    ///
    /// `dot` lays a label proper out as a node of its own halfway down its edge, and doubles
    /// every rank to make room for such nodes: each labelled arrow gets room beside it, and
    /// parallel arrows spread apart, so a small map's labels all find a free spot. On a large
    /// map the doubled ranks (and the long edges that clear containers, `TailClearance`) are
    /// most of the layout's time: for (b) of docs/performance.md, 107 boxes, 1.8 s of 2.5 s,
    /// and 0.25 s with external labels; for (c), 68 s against 13 s. An external label takes
    /// no rank: `dot` only finds it a spot next to its edge, in the room a large map has;
    /// navviz then moves every label beside its drawn arrow either way
    /// (`Geometry.placingEdgeLabelsOnTheirArrows`), and frames draw labels proper at that
    /// spot. Edges leaving a container clear it by one more rank for an external label
    /// (`TailClearance`).
    public var hasExternalEdgeLabels: Bool { Self.hasExternalEdgeLabels(map) }
    /// The flow's title, wrapped to the caption: a long title must not overflow the
    /// room the layout reserves.
    let titleLines: [String]

    /// The most boxes a map has whose layout takes edge labels as nodes (`hasExternalEdgeLabels`):
    /// up to this size `dot` lays a map out with them in about half a second (84 boxes of the
    /// benchmark generator, `mixed 700`: 0.5 s).
    static let largestMapWithLabelNodes = 100

    static func hasExternalEdgeLabels(_ map: FlowMap) -> Bool { map.nodes.count > largestMapWithLabelNodes }
    /// The caption block's font size in points.
    static let captionFontSize = 12.0
    static let captionLineHeight = 17.5
    static let titleLineHeight = 20.0
    /// Above the caption's first line and below its last, in points.
    static let captionVerticalPadding = 8.0
    /// The title's font size, larger and bold, and the column it wraps at.
    static let titleFontSize = 15.0
    static let titleWrapColumn = 72
    /// The margin Graphviz adds around every drawing (`pad`), in inches.
    public static let padInches = 0.2
    /// What the caption box adds around its text (padding and border), at most.
    static let captionBoxPadding = 24.0

    /// The diagram of a flow recorded with every frame's hierarchy.
    public init(flow: Flow) {
        var builder = DiagramBuilder(containers: FrameScene.containers(in: flow))
        for frame in flow.frames { builder.add(frame.hierarchy) }
        self.init(builder, flow: flow)
    }

    /// The diagram `builder` saw, frame by frame, with the captions of `flow`'s frames
    /// (which need not keep their hierarchies).
    public init(_ builder: DiagramBuilder, flow: Flow) {
        self.init(builder, flows: [flow])
    }

    /// The diagram of several flows `builder` saw one after another (`DiagramBuilder.beginFlow()`),
    /// their frames in order, on one map: the frames of two versions of a flow drawn on one
    /// layout. Each frame's caption counts the steps of its own flow; the title is the last flow's.
    public init(_ builder: DiagramBuilder, flows: [Flow]) {
        let frames = flows.flatMap(\.frames)
        precondition(builder.nodes.frameCount == frames.count, "the builder saw other flows")
        map = builder.map
        // The flow map's look of each element is one of its variants too, so that the
        // sheets draw it and the map is put together from them (`mapVariants`).
        var (nodes, clusters, edges) = (builder.nodes, builder.clusters, builder.edges)
        let map = builder.map
        mapVariants = FrameVariants(
            nodes: map.nodes.indices.map {
                UInt16(nodes.variant(of: $0, looking: Self.mapLook(of: DrawingElement(kind: .node, index: $0), in: map)))
            },
            clusters: map.clusters.indices.map {
                UInt16(clusters.variant(of: $0, looking: Self.mapLook(of: DrawingElement(kind: .cluster, index: $0), in: map)))
            },
            edges: map.edges.indices.map { UInt16(edges.variant(of: $0, looking: Self.mapLook(of: DrawingElement(kind: .edge, index: $0), in: map))) }
        )
        (nodeVariants, clusterVariants, edgeVariants) = (nodes, clusters, edges)
        self.frames = frames
        attachmentLines = builder.attachmentLines
        let flowStarts = flows.reduce(into: [0]) { $0.append($0.last! + $1.frames.count) }
        self.flowStarts = flowStarts
        let flow = flows.last ?? .empty
        title = flow.title
        titleLines = flow.title.map { Caption.wrap($0, column: Self.titleWrapColumn) } ?? []
        let titleWidth = titleLines.map(Self.titleWidth).max() ?? 0
        var width = titleWidth
        var lineCount = 0
        var boxWidths: [Double] = []
        var lineCounts: [Int] = []
        boxWidths.reserveCapacity(frames.count)
        lineCounts.reserveCapacity(frames.count)
        for index in frames.indices {
            let caption = Self.caption(
                frames[index], total: Self.total(ofFrame: index, flowStarts: flowStarts), adding: builder.attachmentLines[index])
            let captionWidth = caption.estimatedWidth(fontSize: Self.captionFontSize)
            boxWidths.append(max(titleWidth, captionWidth) + Self.captionBoxPadding)
            lineCounts.append(caption.lines.count)
            width = max(width, captionWidth)
            lineCount = max(lineCount, caption.lines.count)
        }
        captionBoxWidths = boxWidths
        captionLineCounts = lineCounts
        captionWidth = max(360, width + Self.captionBoxPadding)
        captionLineCount = lineCount
        let history = map.columnHistoryEdges()
        let closing = map.edgesClosingRankCycles(extra: history)
        let outOfRanking = closing.filter { $0 < map.edges.count }
        edgesOutOfRanking = outOfRanking
        columnHistoryEdges = history.indices.filter { !closing.contains(map.edges.count + $0) }.map { history[$0] }
        (edgeWrapRanks, edgeMinimumLengths) = Self.lengths(of: map, outOfRanking: outOfRanking, fans: .whole(limit: FanWrapping.limit))
    }

    /// How a map's fans are wrapped: the whole map's to one limit, or each part's of a map laid
    /// out in parts to its own (`DetachedPresentations`), its detached edges from their stubs.
    private enum FanWrap {
        case whole(limit: Double)
        case inParts(DetachedPresentations, limits: [Double])

        var detached: DetachedPresentations? {
            if case .inParts(let detached, _) = self { detached } else { nil }
        }
    }

    /// The ranks wrapped fans add to edges (`FanWrapping`, wrapped as `fans` says), and the
    /// `minlen` of the edges that must clear their tail cluster (`TailClearance`).
    private static func lengths(of map: FlowMap, outOfRanking: Set<Int>, fans: FanWrap) -> (wrap: [Int: Int], clearance: [Int: Int]) {
        let detached = fans.detached
        let (nodes, edges) = wrappingInput(of: map, outOfRanking: outOfRanking, detached: detached)
        let wrapping =
            switch fans {
            case .whole(let limit): FanWrapping.extraRanks(nodes: nodes, edges: edges, limit: limit)
            case .inParts(let detached, let limits): detached.extraRanks(nodes: nodes, edges: edges, limits: limits)
            }
        let clearance = TailClearance.minimumLengths(
            map.edges.indices.map {
                (edges[$0].from, map.edges[$0].to, detached?.stubs[$0] == nil ? map.edges[$0].tailCluster : nil, map.edges[$0].label != nil)
            }, outOfRanking: outOfRanking, labelRanks: Self.hasExternalEdgeLabels(map) ? 2 : 1, extraRanks: wrapping)
        return (wrapping, clearance)
    }

    /// The map's boxes and edges as `FanWrapping` takes them; with `detached`, its detached
    /// edges start at their stubs.
    private static func wrappingInput(
        of map: FlowMap, outOfRanking: Set<Int>, detached: DetachedPresentations?
    ) -> (nodes: [FanWrapping.Node], edges: [FanWrapping.Edge]) {
        let nodes = map.nodes.map { node in
            let isHeader = node.clusterKey.flatMap { map.clusterIndex[$0] }.map { map.clusters[$0].containerName == node.name } ?? false
            return FanWrapping.Node(
                key: node.key, width: NodeLabel.estimatedWidth(node, in: map), cluster: node.clusterKey, isHeader: isHeader,
                keepsChildrenInOrder: node.kind == .tabBarController || node.kind == .splitViewController)
        }
        let edges = map.edges.indices.map {
            FanWrapping.Edge(from: detached?.stubs[$0] ?? map.edges[$0].from, to: map.edges[$0].to, ranked: !outOfRanking.contains($0))
        }
        return (nodes, edges)
    }

    /// This diagram with its map's fans wrapped into narrower rows (`FanWrapping.narrowerLimit`),
    /// for a map whose layout came out wider than a screen; nil when that wraps nothing
    /// more (a map too large to fit, or one without wide fans).
    public func wrappingFansNarrower() -> Diagram? {
        var diagram = self
        (diagram.edgeWrapRanks, diagram.edgeMinimumLengths) = Self.lengths(
            of: map, outOfRanking: edgesOutOfRanking, fans: .whole(limit: FanWrapping.narrowerLimit))
        return diagram.edgeWrapRanks == edgeWrapRanks ? nil : diagram
    }

    /// This diagram with what its top-level containers present laid out in rows under them
    /// (`PresentationPorts`), for a map still wider than a screen with its fans wrapped;
    /// nil when no container presents anything.
    public func packingPresentations() -> Diagram? {
        guard !isTooLargeForRows else { return nil }
        var diagram = self
        diagram.presentationPorts = PresentationPorts(map: map, outOfRanking: edgesOutOfRanking, ranksPerLevel: hasExternalEdgeLabels ? 1 : 2)
        return diagram.presentationPorts == nil ? nil : diagram
    }

    /// This diagram with its modal edges that leave a structure of several boxes drawn from
    /// stubs, and its map laid out in parts (`DetachedPresentations`), each part's fans wrapped
    /// to its limit in `fanLimits` (the last for the parts past them); nil when no edge leaves
    /// such a structure.
    public func detachingPresentations(fanLimits: [Double]) -> Diagram? {
        guard let detached = DetachedPresentations(map: map) else { return nil }
        var diagram = self
        (diagram.detachedPresentations, diagram.presentationPorts) = (detached, nil)
        let (nodes, edges) = Self.wrappingInput(of: map, outOfRanking: edgesOutOfRanking, detached: detached)
        diagram.edgesOutOfRanking.formUnion(detached.edgesOutsideTheTrees(nodes: nodes, edges: edges))
        (diagram.edgeWrapRanks, diagram.edgeMinimumLengths) = Self.lengths(
            of: map, outOfRanking: diagram.edgesOutOfRanking, fans: .inParts(detached, limits: fanLimits))
        return diagram
    }

    /// How many parts the layout lays out one by one (`detachingPresentations()`): 1 for a map laid out whole.
    public var layoutPartCount: Int { detachedPresentations?.partCount ?? 1 }

    /// Part `part` of the map, for `dot`, in a diagram laid out in parts (`detachingPresentations()`):
    /// part 0 holds the caption's room.
    public func layoutDOT(part: Int) -> String {
        write(.map, caption: Caption(lines: []), geometry: nil, compact: false, forLayout: true, part: part)
    }

    /// The edges drawn on another's arrow in a map laid out in parts (`DetachedPresentations.copiedArrows`),
    /// by SVG id: each copy with the edge it copies.
    public var arrowCopies: [(copy: String, original: String)] {
        (detachedPresentations?.copiedArrows ?? [:]).sorted { $0.key < $1.key }.map {
            (DrawingElement(kind: .edge, index: $0.key).svgID, DrawingElement(kind: .edge, index: $0.value).svgID)
        }
    }

    /// Whether the map's boxes are too many for any rows of it laid out whole to fit a screen
    /// (`FanWrapping.mayFit`): neither narrower rows nor rows under containers are tried.
    public var isTooLargeForRows: Bool { !FanWrapping.mayFit(widths: map.nodes.map { NodeLabel.estimatedWidth($0, in: map) }) }

    /// Whether the layout of this diagram lays what containers present out under them (`packingPresentations()`).
    public var packsPresentations: Bool { presentationPorts != nil }

    public var frameCount: Int { frames.count }

    /// The colours its DOT is written in.
    public private(set) var palette = Palette.light
    /// How much legend the map carries.
    public private(set) var legendStyle = LegendStyle.full

    /// The legend of the map, in `legendStyle`.
    public var legend: Caption? {
        Caption.legend(for: map, frameCount: frames.count, style: legendStyle)
    }

    /// This diagram with its map's legend in `style`.
    public func withLegend(_ style: LegendStyle) -> Diagram {
        var diagram = self
        diagram.legendStyle = style
        return diagram
    }

    /// This diagram written in `palette`'s colours.
    public func drawn(in palette: Palette) -> Diagram {
        var diagram = self
        diagram.palette = palette
        return diagram
    }

    /// Frame `index`'s caption, made when asked: a long flow's captions are not kept.
    public func caption(_ index: Int) -> Caption {
        Self.caption(frames[index], total: Self.total(ofFrame: index, flowStarts: flowStarts), adding: attachmentLines[index])
    }

    /// `frame`'s caption, with the facts the drawing adds: what a box shows for a view
    /// controller drawn on it (`SceneAttachment`).
    private static func caption(_ frame: Frame, total: Int, adding lines: [String]?) -> Caption {
        let caption = Caption(frame: frame, total: total)
        guard let lines else { return caption }
        return Caption(lines: caption.lines + lines.map { Caption.Line(kind: .fact, text: $0) })
    }

    /// How many frames the flow of frame `index` has: the flow it is in, of those that
    /// start at `flowStarts` (and the last ends where the last start says).
    private static func total(ofFrame index: Int, flowStarts: [Int]) -> Int {
        let flow = flowStarts.lastIndex { $0 <= index && $0 < flowStarts.last! } ?? 0
        return flowStarts[flow + 1] - flowStarts[flow]
    }

    /// The map with every element, for the one layout all frames share. Without
    /// `clearingContainers`, edges leaving a container's border keep `dot`'s default
    /// length (`TailClearance`): the layout to use when Graphviz fails on the long edges.
    /// Edge labels are external ones on a large map (`hasExternalEdgeLabels`).
    public func layoutDOT(clearingContainers: Bool = true) -> String {
        write(.map, caption: Caption(lines: []), geometry: nil, compact: false, forLayout: true, clearingContainers: clearingContainers)
    }

    /// Whether `layoutDOT()` lengthens any edge to clear a container (`TailClearance`).
    public var clearsContainers: Bool { !edgeMinimumLengths.isEmpty }

    /// Frame `index` drawn on `geometry` (from laying out `layoutDOT()`), or laid out on
    /// its own when `geometry` is nil (compact, but positions change between frames).
    /// On `geometry`, the canvas is the layout's whole one, or `canvas` (`frameCanvases(on:)`).
    public func frameDOT(_ index: Int, geometry: Geometry?, canvas: FrameCanvas? = nil) -> String {
        write(.frame(variants(inFrame: index)), caption: caption(index), geometry: geometry, compact: geometry == nil, canvas: canvas)
    }

    /// The flow map with its legend, on `geometry` when given: on a canvas of its own, its
    /// drawing right under a room the size of its legend (`mapCanvas(on:)`).
    public func mapDOT(geometry: Geometry?) -> String {
        let legend = self.legend ?? Caption(lines: [])
        let room = legendRoom(legend)
        return write(
            .map, caption: legend, geometry: geometry, compact: false,
            canvas: geometry.flatMap { mapCanvas(on: $0, room: room) }, room: room)
    }

    // MARK: - Sheets

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
    private enum Selection {
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
    private func look(_ element: DrawingElement, _ selection: Selection) -> ElementLook {
        let variants = variants(of: element.kind)
        switch selection {
        case .map: return Self.mapLook(of: element, in: map)
        case .frame(let frame): return variants.look(of: element.index, variant: frame[element])
        case .sheet(let sheet, let drawn):
            guard drawn.contains(element) else { return .absent }
            return variants.look(of: element.index, variant: variants.variant(of: element.index, onSheet: sheet))
        }
    }

    // MARK: - Writing

    private func write(
        _ selection: Selection, caption: Caption, geometry: Geometry?, compact: Bool, forLayout: Bool = false,
        clearingContainers: Bool = true, canvas: FrameCanvas? = nil, room: CaptionRoom? = nil, part: Int? = nil
    ) -> String {
        var out = DOTWriter()
        out.line("digraph \"navviz\" {")
        out.indent = 1
        // newrank: `dot` ranks every node in one pass instead of each cluster as a unit,
        // the ranking Graphviz advises for clusters; the cluster-by-cluster one fails on
        // some maps ("trouble in init_rank") even without rank cycles (docs/reliability.md).
        var graph: [(String, String)] = [
            ("newrank", "true"), ("compound", "true"), ("rankdir", "TB"), ("nodesep", part == nil ? "0.3" : "0.22"),
            ("ranksep", part == nil ? "0.42" : "0.3"), ("fontname", "Helvetica"), ("bgcolor", palette.canvas), ("pad", String(Self.padInches)),
            ("outputorder", "edgesfirst"),
        ]
        // The caption is the graph's label: a fixed-size table at the top, so every frame's
        // caption fills exactly the room the layout reserved for it, and a frame cut at the
        // right and bottom (`FrameCanvas`) keeps its drawing and caption where they were.
        let room = room ?? canvas?.room ?? sharedRoom
        if canvas?.focusBand == nil, room.height > 0 || compact, (part ?? 0) == 0 {
            graph += [("label", captionLabel(caption, fixedSize: !compact, room: room)), ("labelloc", "t"), ("labeljust", "l"), ("fontsize", "12")]
        }
        // Every external edge label placed, even where it overlaps something: navviz moves it
        // anyway, and needs its position.
        let externalLabels = forLayout && hasExternalEdgeLabels
        if externalLabels { graph.append(("forcelabels", "true")) }
        // A tab bar's tabs read left to right in tab order. `dot`'s crossing minimization
        // reorders clusters to shorten arrows that leave them (a tab whose screen presents
        // something drawn at the left moves left) and no constraint holds clusters in
        // order, so a map with tabs keeps the order it is written in, first seen first:
        // a few more crossings, tabs in order.
        if forLayout && map.clusters.contains(where: \.isTabSlot) { graph.append(("mclimit", "0.01")) }
        if let geometry {
            // nop2 would otherwise move the drawing so that its lower left corner is at the
            // origin, and a frame cut at the bottom would move every element's markup.
            graph += [("notranslate", "true")] + pinned(geometry.graph)
            // Every drawing on one layout pins the box its corner points mark: the layout's
            // `bb` can be smaller than what its elements cover (`Geometry.canvas`).
            if let canvas {
                graph += canvas.pinnedAttributes
            } else if let whole = geometry.canvas {
                graph.append(("bb", "\(whole.minX),\(whole.minY),\(whole.maxX),\(whole.maxY)"))
            }
        }
        out.attributes("graph", graph)
        out.attributes(
            "node",
            [
                ("shape", "box"), ("style", "rounded,filled"), ("fontname", "Helvetica"), ("fontsize", "12"),
                ("margin", "0.1,0.03"), ("penwidth", "1.2"), ("color", palette.plainLine), ("fillcolor", palette.plainFill),
                ("fontcolor", palette.text), ("class", "vc"),
            ])
        out.attributes(
            "edge",
            [
                ("fontname", "Helvetica"), ("fontsize", "10"), ("arrowsize", "0.7"), ("penwidth", "1.4"),
                ("color", palette.navigationLine), ("style", "solid"), ("fontcolor", palette.secondaryText),
            ])
        writeContents(of: nil, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, part: part, into: &out)
        if let geometry, !compact, let box = canvas?.box ?? geometry.canvas { writeCanvasCorners(box, into: &out) }
        for edge in map.edges {
            let element = DrawingElement(kind: .edge, index: map.edgeIndex[edge.key]!)
            let look = look(element, selection)
            if look.state == .absent { continue }
            let id = element.svgID
            let ported = presentationPorts?.edges[element.index]
            let stub = detachedPresentations?.stubs[element.index]
            if let part, detachedPresentations?.partOfNode[stub ?? edge.from] != part { continue }
            // A copy of another's arrow is drawn on the arrow laid out (`DetachedPresentations.copiedArrows`).
            if forLayout, detachedPresentations?.copiedArrows[element.index] != nil { continue }
            var attributes = edgeAttributes(edge, state: look.state, externalLabel: externalLabels, fromPort: ported != nil, detached: stub != nil)
            // One arrow for many: labelled only in the step that draws it, each label in a box of
            // one size, the room the layout keeps for any of them (a drawing's canvas is then the
            // same whichever label a sheet draws).
            if let box = detachedPresentations?.labelBoxes[element.index] {
                attributes = attributes.compactMap { name, value in
                    guard name == "label" || name == "xlabel" else { return (name, value) }
                    return forLayout || look.state == .added ? (name, Self.label(value, fixedTo: box)) : nil
                }
            }
            // Only navviz's own layout leaves the edges that close rank cycles out of its ranking:
            // `dot` with `newrank` ranks the cycles of exported DOT itself, and fails on some maps
            // where those edges take no part ("trouble in init_rank").
            if forLayout, edgesOutOfRanking.contains(element.index) { attributes.append(("constraint", "false")) }
            // Only the layout lengthens edges: exported DOT is the map `dot` lays out whatever the
            // layout navviz settled on (`FlowDrawing.geometry(layingOut:mapLayout:)`), and a drawing ignores ranks.
            var tail = edge.from
            if forLayout, let ported {
                // From the port under its container, in the row of what it presents.
                tail = PresentationPorts.port(of: ported.cluster)
                attributes.removeAll { $0.0 == "ltail" }
                // No pull on its container's place: the container stays over what it presents, not beside it.
                attributes += [("ltail", "cluster_" + ported.cluster), ("minlen", String(ported.minimumLength)), ("weight", "0")]
            } else if forLayout, let stub {
                // From its stub, at the top of the part it is laid out in.
                tail = stub
                attributes.removeAll { $0.0 == "ltail" }
                let length = (edgeMinimumLengths[element.index] ?? 1) + (edgeWrapRanks[element.index] ?? 0)
                if length > 1 { attributes.append(("minlen", String(length))) }
            } else if forLayout {
                let clearance = clearingContainers ? edgeMinimumLengths[element.index] ?? 1 : 1
                let length = clearance + (edgeWrapRanks[element.index] ?? 0)
                if length > 1 { attributes.append(("minlen", String(length))) }
            }
            attributes.append(("id", id))
            if let geometry, let pinned = geometry.edges[id] { attributes += self.pinned(pinned, Geometry.pinnedEdgeAttributes) }
            out.line("\(DOTEscaping.quoted(tail)) -> \(DOTEscaping.quoted(edge.to)) \(DOTWriter.list(attributes));")
        }
        // Each port below everything its container holds.
        for container in presentationPorts?.containers ?? [] where forLayout {
            let port = DOTEscaping.quoted(PresentationPorts.port(of: container.cluster))
            for node in container.nodes { out.line("\(DOTEscaping.quoted(node)) -> \(port) [style=\"invis\", weight=\"0\"];") }
        }
        if let band = canvas?.focusBand { writeFocusBand(band, caption: caption, room: room, into: &out) }
        for edge in columnHistoryEdges where forLayout && (part == nil || detachedPresentations?.partOfNode[edge.from] == part) {
            out.line("\(DOTEscaping.quoted(edge.from)) -> \(DOTEscaping.quoted(edge.to)) [style=\"invis\"];")
        }
        out.indent = 0
        out.line("}")
        return out.text
    }

    /// An HTML label `label` (`<…>`) in a box of `size` points that Graphviz takes as its size.
    private static func label(_ label: String, fixedTo size: (width: Double, height: Double)) -> String {
        guard label.hasPrefix("<"), label.hasSuffix(">") else { return label }
        let table =
            "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" FIXEDSIZE=\"TRUE\" WIDTH=\"\(Int(size.width.rounded(.up)))\" HEIGHT=\"\(Int(size.height))\">"
        return "<" + table + "<TR><TD>" + label.dropFirst().dropLast() + "</TD></TR></TABLE>>"
    }

    /// With `part`, only what that part of a map laid out in parts holds (`detachingPresentations()`).
    private func writeContents(
        of cluster: String?, selection: Selection, geometry: Geometry?, compact: Bool, forLayout: Bool, part: Int? = nil,
        into out: inout DOTWriter
    ) {
        for node in map.nodes(inside: cluster) where part == nil || detachedPresentations?.partOfNode[node.key] == part {
            let element = DrawingElement(kind: .node, index: map.nodeIndex[node.key]!)
            let look = look(element, selection)
            if look.state == .absent { continue }
            var attributes = nodeAttributes(node, look: look, forLayout: forLayout)
            attributes.append(("id", element.svgID))
            if let geometry, let pinned = geometry.nodes[node.key] {
                attributes += self.pinned(pinned)
                attributes.append(("fixedsize", "true"))
            }
            out.line("\(DOTEscaping.quoted(node.key)) \(DOTWriter.list(attributes));")
        }
        if forLayout, let cluster, presentationPorts?.containers.contains(where: { $0.cluster == cluster }) == true {
            out.line("\(DOTEscaping.quoted(PresentationPorts.port(of: cluster))) \(DOTWriter.list(SceneNode.anchorAttributes));")
        }
        if let part, cluster == nil {
            for stub in detachedPresentations?.stubsOfPart[part] ?? [] {
                out.line("\(DOTEscaping.quoted(stub)) \(DOTWriter.list(SceneNode.anchorAttributes));")
            }
        }
        for child in map.clusters(inside: cluster) where part == nil || detachedPresentations?.partOfCluster[child.key] == part {
            let element = DrawingElement(kind: .cluster, index: map.clusterIndex[child.key]!)
            let look = look(element, selection)
            if look.state == .absent { continue }
            out.line("subgraph \(DOTEscaping.quoted("cluster_" + child.key)) {")
            out.indent += 1
            var attributes =
                child.slot != nil
                ? slotAttributes(child, look: look, forLayout: forLayout)
                : clusterAttributes(child, look: look)
            attributes.append(("id", element.svgID))
            if let geometry, let pinned = geometry.clusters["cluster_" + child.key] {
                attributes += self.pinned(pinned).map { name, value in
                    guard name == "bb", let box = look.extent else { return (name, value) }
                    return (name, [box.minX, box.minY, box.maxX, box.maxY].map(FrameCanvas.text).joined(separator: ","))
                }
            }
            out.attributes("graph", attributes)
            writeContents(of: child.key, selection: selection, geometry: geometry, compact: compact, forLayout: forLayout, part: part, into: &out)
            out.indent -= 1
            out.line("}")
        }
    }

    /// Two invisible points at the corners of the canvas. `nop2` sizes the canvas by what
    /// a frame holds; with these, every frame keeps the canvas it is given, so absent
    /// elements can be left out (Graphviz would draw them for nothing).
    private func writeCanvasCorners(_ canvas: CanvasBox, into out: inout DOTWriter) {
        for (name, x, y) in [("navviz:corner-ll", canvas.minX, canvas.minY), ("navviz:corner-ur", canvas.maxX, canvas.maxY)] {
            out.line(
                "\(DOTEscaping.quoted(name)) \(DOTWriter.list([("shape", "point"), ("style", "invis"), ("width", "0"), ("height", "0"), ("fixedsize", "true"), ("label", ""), ("pos", "\(x),\(y)")]));"
            )
        }
    }

    /// A focused frame's band: written last, so that Graphviz draws it over every element of
    /// the diagram that reaches into it, and a frame assembled from sheets appends it the
    /// same way. The caption is a node here, not the graph's label, which is drawn first.
    private func writeFocusBand(_ band: FocusBand, caption: Caption, room: CaptionRoom, into out: inout DOTWriter) {
        func box(_ name: String, _ bounds: Bounds, _ style: [(String, String)]) {
            let attributes: [(String, String)] =
                [
                    ("shape", "box"), ("label", ""), ("fixedsize", "true"), ("width", FrameCanvas.text(bounds.width / 72)),
                    ("height", FrameCanvas.text(bounds.height / 72)),
                    ("pos", FrameCanvas.text((bounds.minX + bounds.maxX) / 2) + "," + FrameCanvas.text((bounds.minY + bounds.maxY) / 2)),
                    ("class", "overview"), ("id", name),
                ] + style
            out.line("\(DOTEscaping.quoted("navviz:" + name)) \(DOTWriter.list(attributes));")
        }
        box("band", band.box, [("style", "filled"), ("fillcolor", palette.canvas), ("color", palette.canvas), ("penwidth", "0")])
        let centre = FrameCanvas.text(band.captionCentre.x) + "," + FrameCanvas.text(band.captionCentre.y)
        out.line(
            "\(DOTEscaping.quoted("navviz:caption")) \(DOTWriter.list([("shape", "plain"), ("label", captionLabel(caption, fixedSize: true, room: room)), ("pos", centre), ("class", "caption"), ("id", "caption")]));"
        )
        box("overview", band.overview, [("style", "filled"), ("fillcolor", palette.captionFill), ("color", palette.captionLine), ("penwidth", "1")])
        for (index, shape) in band.picture.shapes.enumerated() {
            let placed = Bounds(
                minX: band.overview.minX + shape.box.minX, minY: band.overview.minY + shape.box.minY,
                maxX: band.overview.minX + shape.box.maxX, maxY: band.overview.minY + shape.box.maxY)
            box(
                "overview\(index + 1)", placed,
                shape.isContainer
                    ? [("style", "solid"), ("color", palette.subduedLine), ("penwidth", "0.5")]
                    : [("style", "filled"), ("fillcolor", palette.subduedLine), ("color", palette.subduedLine), ("penwidth", "0.5")])
        }
        box("overviewWindow", band.window, [("style", "solid"), ("color", palette.top), ("penwidth", "1.5")])
        for (index, stub) in band.stubs.enumerated() {
            box(
                "stub\(index + 1)", stub.box,
                [
                    ("style", "rounded,filled"), ("fillcolor", palette.captionFill), ("color", palette.subduedLine), ("penwidth", "1"),
                    ("label", stub.text), ("fontsize", FrameCanvas.text(FrameFocus.stubFontSize)), ("fontcolor", palette.secondaryText),
                    ("tooltip", stub.key),
                ])
        }
    }

    private func pinned(_ attributes: [String: String], _ names: [String] = Geometry.pinnedAttributes) -> [(String, String)] {
        names.compactMap { name in
            guard let value = attributes[name] else { return nil }
            return (name, value)
        }
    }
}
