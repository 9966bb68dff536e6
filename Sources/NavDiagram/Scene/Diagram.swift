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
    private(set) var edgesOutOfRanking: Set<Int>
    /// The invisible edges that stack each split view column's history, for the layout
    /// (`FlowMap.columnHistoryEdges`), without those that would close a rank cycle.
    let columnHistoryEdges: [(from: String, to: String)]
    /// The `minlen` of the map's edges (by index) that must clear their tail cluster (`TailClearance`).
    private(set) var edgeMinimumLengths: [Int: Int]
    /// The ranks added to the map's edges (by index) that lead to a later row of a wrapped
    /// fan (`FanWrapping`).
    private(set) var edgeWrapRanks: [Int: Int]
    /// The modal edges laid out from ports under their containers (`PresentationPorts`), in
    /// a map too wide to fit otherwise; nil in every other map.
    private(set) var presentationPorts: PresentationPorts?
    /// The modal edges laid out from stubs, and the parts of the map laid out one by one
    /// (`DetachedPresentations`), in a map that does not fit even with ports; nil in every other map.
    private(set) var detachedPresentations: DetachedPresentations?
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
    /// such a structure and the map is one part.
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
    public func layoutDOT(part: Int, clearingContainers: Bool = true) -> String {
        write(.map, caption: Caption(lines: []), geometry: nil, compact: false, forLayout: true, clearingContainers: clearingContainers, part: part)
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
}
