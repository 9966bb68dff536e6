import Foundation
import Graphviz

/// Runs the `dot` layouts of maps so that a Graphviz failure never takes navviz down.
///
/// Graphviz 2.4x `assert`s on a few graphs in its spline router (`makeCompoundEdge`),
/// which aborts the whole process, and prints other routing failures straight to
/// stderr while it leaves edges without a path. navviz's DOT avoids the graphs known to
/// do this (`RankCycles` in NavDiagram); on top of that, the command line gives a
/// `LayoutProcess`, and the layout runs there. When it fails, the same picture is laid
/// out again with less of Graphviz (`Fallback`), and a one-line note says so. Without a
/// `LayoutProcess` (tests, library users: `inProcess`) layouts run in this process.
public struct MapLayout: Sendable {
    /// The child process layouts run in; nil lays out in this process.
    public let process: (any LayoutProcess)?
    let renderer: GraphvizRenderer

    public init(process: (any LayoutProcess)?) {
        self.init(process: process, renderer: .shared)
    }

    init(process: (any LayoutProcess)?, renderer: GraphvizRenderer) {
        (self.process, self.renderer) = (process, renderer)
    }

    /// Layouts in this process: a Graphviz abort ends it.
    public static let inProcess = MapLayout(process: nil)

    /// Starts the layout process, when there is one, so that it is ready by the time the
    /// map's DOT is, and loads Graphviz here for the drawings to come, on a thread of its
    /// own (`warmUp()`): navviz reads and simulates the flow meanwhile.
    public func prepare() {
        process?.prepare()
        Thread { Self.warmUp() }.start()
    }

    /// Loads what Graphviz loads for its first drawing in this process (a layout process
    /// does so before its first job).
    public static func warmUp() {
        GraphvizRenderer.shared.warmUp()
    }

    /// Ends the layout process's workers waiting for a job, and waits for them.
    public func finish() {
        process?.finish()
    }

    /// The first of `dots` (the same picture, the preferred layout first) that lays out
    /// without a word from Graphviz, and a note for the user when none did and the last
    /// had to fall back (`Fallback`). In-process, the first is laid out as it is.
    func layOut(_ dots: some BidirectionalCollection<String>) throws -> (layout: GraphLayout, note: String?) {
        guard let process else { return (try renderer.layout(dot: dots.first!), nil) }
        let (text, note) = try Self.laidOut(dots, in: process)
        return (try renderer.readLayout(laidOutDOT: text), note)
    }

    /// A part of a map laid out in parts (`FlowDrawing.geometry(layingOut:mapLayout:)`): the
    /// first of `dots` that lays out without a word from Graphviz, else the last with straight
    /// edges (`Fallback.straightEdges`: still in ranks), and the note that says so; nil when
    /// that fails too, as the parts are then not worth having. In-process, the first as it is.
    func layOutPart(_ dots: some BidirectionalCollection<String>) throws -> (layout: GraphLayout, note: String?)? {
        guard let process else { return (try renderer.layout(dot: dots.first!), nil) }
        do {
            let (text, note) = try Self.laidOut(dots, in: process, fallbacks: [.straightEdges])
            return (try renderer.readLayout(laidOutDOT: text), note)
        } catch is LayoutFailed {
            return nil
        }
    }

    /// The first of `dots` that lays out without a word from Graphviz, with no fallback;
    /// nil when none does. For a layout that is only worth having as it is (a map's
    /// packed layout, `FlowDrawing.geometry(layingOut:mapLayout:)`).
    func layOutAsItIs(_ dots: [String]) throws -> GraphLayout? {
        guard let process else { return try renderer.layout(dot: dots[0]) }
        for dot in dots {
            if let text = try? process.layOut(dot) { return try renderer.readLayout(laidOutDOT: text) }
        }
        return nil
    }

    /// `dot` laid out: the `dot` output format, every position set, for `nop2` to draw;
    /// and a note when it had to fall back.
    func laidOut(_ dot: String) throws -> (text: String, note: String?) {
        guard let process else { return (try renderer.laidOutDOT(dot: dot), nil) }
        return try Self.laidOut([dot], in: process)
    }

    /// A picture drawn as it is laid out, with no frames to pin to it (the diff map):
    /// `dot` laid out, then drawn as SVG and PNG, and the note of a fallback layout.
    public func drawLaidOut(_ dot: String) throws -> (svg: [UInt8], png: [UInt8], note: String?) {
        let (text, note) = try laidOut(dot)
        let bitmap = try renderer.renderBitmap(dot: text, engine: .nop2, maximumSide: GraphvizRenderer.largestBitmapSide)
        return (try renderer.render(dot: text, engine: .nop2, format: .svg), bitmap.pixels.png(), note)
    }

    /// What a `LayoutProcess` draws: `dot`, every position given, as SVG, and Graphviz's
    /// warnings.
    public static func drawHere(_ dot: String) throws -> (svg: [UInt8], warnings: [String]) {
        let renderer = GraphvizRenderer.shared
        let svg = try renderer.render(dot: dot, engine: .nop2, format: .svg)
        return (svg, renderer.takeWarnings())
    }

    /// What a `LayoutProcess` runs: `dot` laid out in this process, and Graphviz's
    /// warnings, which the parent takes as a failure.
    public static func layOutHere(_ dot: String) throws -> (text: String, warnings: [String]) {
        let renderer = GraphvizRenderer.shared
        let text = try renderer.laidOutDOT(dot: dot)
        return (text, renderer.takeWarnings())
    }

    /// The first of `dots` that `process` lays out, or else a fallback of the last one.
    private static func laidOut(
        _ dots: some BidirectionalCollection<String>, in process: any LayoutProcess, fallbacks: [Fallback] = Fallback.allCases
    ) throws -> (text: String, note: String?) {
        for dot in dots.dropLast() {
            do { return (try process.layOut(dot), nil) } catch is LayoutProcessFailed { continue }
        }
        let dot = dots.last!
        var failures: [String] = []
        for fallback in [nil] + fallbacks {
            do {
                let text = try process.layOut(fallback.map { $0.dot(dot) } ?? dot)
                let note = fallback.map { "Graphviz could not lay out this drawing as usual (\(failures[0])); it is drawn \($0.rawValue)" }
                return (text, note)
            } catch let failure as LayoutProcessFailed {
                failures.append(failure.message)
            }
        }
        throw LayoutFailed(messages: failures)
    }

    /// The same picture with parts of Graphviz left out that fail on some graphs, in the
    /// order they are tried.
    enum Fallback: String, CaseIterable {
        /// `splines=line`: no spline router (its crashes and "triangulation failed").
        case straightEdges = "with straight edges"
        /// Also no edge clipped at a cluster border and no edge ranking: only clusters
        /// and node order place the nodes (against ranking failures, "trouble in init_rank").
        case straightEdgesUnranked = "with straight edges, not in ranks"

        /// `dot` changed: graph attributes stated last override the graph's own, and edge
        /// defaults stated first reach every edge (navviz's DOT never sets `splines`, and
        /// sets `constraint` only to false).
        func dot(_ dot: String) -> String {
            guard let firstLineEnd = dot.firstIndex(of: "\n"), let close = dot.lastIndex(of: "}") else { return dot }
            let head = self == .straightEdgesUnranked ? "  edge [constraint=\"false\"];\n" : ""
            let tail = self == .straightEdgesUnranked ? "  graph [splines=\"line\", compound=\"false\"];\n" : "  graph [splines=\"line\"];\n"
            return dot[...firstLineEnd] + head + dot[dot.index(after: firstLineEnd)..<close] + tail + dot[close...]
        }
    }
}
