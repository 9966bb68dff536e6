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
/// `LayoutProcess` (tests, library users) layouts run in-process.
public enum MapLayout {
    /// The child process layouts run in; set once by the command line at start-up.
    public static var process: (any LayoutProcess)? {
        get { lock.withLock { configuredProcess } }
        set { lock.withLock { configuredProcess = newValue } }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var configuredProcess: (any LayoutProcess)?

    /// The first of `dots` (the same picture, the preferred layout first) that lays out
    /// without a word from Graphviz, and a note for the user when none did and the last
    /// had to fall back (`Fallback`). In-process, the first is laid out as it is.
    static func layOut(_ dots: [String], renderer: GraphvizRenderer,
                       process: (any LayoutProcess)? = MapLayout.process) throws -> (layout: GraphLayout, note: String?) {
        guard let process else { return (try renderer.layout(dot: dots[0]), nil) }
        let (text, note) = try laidOut(dots, in: process)
        return (try renderer.readLayout(laidOutDOT: text), note)
    }

    /// `dot` laid out: the `dot` output format, every position set, for `nop2` to draw;
    /// and a note when it had to fall back.
    static func laidOut(_ dot: String, renderer: GraphvizRenderer,
                        process: (any LayoutProcess)? = MapLayout.process) throws -> (text: String, note: String?) {
        guard let process else { return (try renderer.laidOutDOT(dot: dot), nil) }
        return try laidOut([dot], in: process)
    }

    /// The first of `dots` that `process` lays out, or else a fallback of the last one.
    private static func laidOut(_ dots: [String], in process: any LayoutProcess) throws -> (text: String, note: String?) {
        for dot in dots.dropLast() {
            do { return (try process.layOut(dot), nil) } catch is LayoutProcessFailed { continue }
        }
        let dot = dots[dots.count - 1]
        var failures: [String] = []
        for fallback in [nil] + Fallback.allCases {
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

/// Lays out DOT with Graphviz's `dot` engine in another process.
public protocol LayoutProcess: Sendable {
    /// What Graphviz wrote for `dot` laid out (its `dot` output format). Throws
    /// `LayoutProcessFailed` when the process died or Graphviz said anything.
    func layOut(_ dot: String) throws -> String
}

/// A layout process that died or reported a Graphviz error or warning.
public struct LayoutProcessFailed: Error, CustomStringConvertible {
    /// Graphviz's first message, or how the process ended.
    public var message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}

/// Every layout of a drawing failed: a navviz bug, since navviz wrote the DOT.
public struct LayoutFailed: Error, InternalError, CustomStringConvertible {
    /// Graphviz's message for each layout tried, the usual one first.
    public var messages: [String]

    public var description: String {
        "Graphviz could not lay out the drawing: " + messages.joined(separator: "; then ")
    }
}
