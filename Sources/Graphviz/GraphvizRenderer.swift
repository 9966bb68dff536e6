import CGraphviz
import Foundation

private typealias GraphPointer = UnsafeMutablePointer<Agraph_t>

/// Lays out and renders DOT in-process through libgvc.
///
/// Graphviz keeps global state and is not thread-safe, so every call into it runs
/// under one process-wide lock. Each job resets Graphviz's error state first, because
/// `agerrors()` otherwise stays set after one bad input and poisons later jobs.
public final class GraphvizRenderer: @unchecked Sendable {
    /// The process-wide renderer; Graphviz's context is created once.
    public static let shared = GraphvizRenderer()

    private let lock = NSLock()
    private let context: OpaquePointer

    private init() {
        // Keep Graphviz quiet on stderr; messages are still returned by aglasterr().
        _ = agseterr(AGMAX)
        context = gvContext()
    }

    /// Renders `dot` with the layout `engine` (`dot`, `nop2`, ...) to `format`
    /// (`svg`, `png`, `dot`, ...), returning the bytes Graphviz produced.
    public func render(dot: String, engine: String = "dot", format: String) throws -> [UInt8] {
        try withLaidOutGraph(dot: dot, engine: engine) { graph in
            try renderData(graph, format: format)
        }
    }

    /// Lays out `dot` and returns the computed geometry of every node, named edge and
    /// subgraph, so that other graphs can be drawn on exactly this layout.
    public func layout(dot: String, engine: String = "dot") throws -> GraphLayout {
        try withLaidOutGraph(dot: dot, engine: engine) { graph in
            // Rendering to "dot" is what writes pos/bb/lp back into the graph's attributes.
            _ = try renderData(graph, format: "dot")
            return readLayout(graph)
        }
    }

    /// The geometry in `laidOutDOT`, DOT that a `dot` layout wrote (`render(format: "dot")`,
    /// perhaps in another process): read, not laid out again.
    public func readLayout(laidOutDOT: String) throws -> GraphLayout {
        lock.lock()
        defer { lock.unlock() }
        _ = agreseterrors()
        guard let graph = DeterministicReader.read(laidOutDOT) else {
            throw GraphvizError.invalidDOT(message: lastError(default: "syntax error"))
        }
        defer { agclose(graph) }
        return readLayout(graph)
    }

    /// Lets Graphviz print its warnings and errors on stderr from now on, for a process
    /// whose parent reads them (navviz's layout worker); by default it keeps quiet.
    public func printMessagesOnStandardError() {
        lock.lock()
        defer { lock.unlock() }
        _ = agseterr(AGWARN)
    }

    // MARK: - Jobs

    private func withLaidOutGraph<T>(dot: String, engine: String, _ body: (GraphPointer) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        _ = agreseterrors()
        guard let graph = DeterministicReader.read(dot) else {
            throw GraphvizError.invalidDOT(message: lastError(default: "syntax error"))
        }
        defer {
            agclose(graph)
            // A flow map's layout leaves tens of MB the heap cannot reuse (see the shim);
            // for small jobs the cost does not show (docs/performance.md).
            navviz_return_free_memory()
        }
        guard gvLayout(context, graph, engine) == 0 else {
            throw GraphvizError.layoutFailed(engine: engine, message: lastError(default: "unknown layout engine"))
        }
        defer {
            // Graphviz 2.4x loses track of a rank list `dot` reallocated; see the shim.
            navviz_repair_rank_lists(graph)
            gvFreeLayout(context, graph)
        }
        return try body(graph)
    }

    private func renderData(_ graph: GraphPointer, format: String) throws -> [UInt8] {
        var buffer: UnsafeMutablePointer<CChar>?
        // `unsigned int` in Graphviz 2.4x, `size_t` from 3.0 on: this is the one line that knows.
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, format, &buffer, &length)
        defer { if let buffer { gvFreeRenderData(buffer) } }
        guard status == 0, let buffer else {
            throw GraphvizError.renderFailed(format: format, message: lastError(default: "format not available"))
        }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    private func lastError(default fallback: String) -> String {
        guard let message = aglasterr() else { return fallback }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? fallback : text
    }

    // MARK: - Reading attributes back

    private func readLayout(_ graph: GraphPointer) -> GraphLayout {
        var layout = GraphLayout()
        layout.graph = attributes(of: UnsafeMutableRawPointer(graph), kind: AGRAPH, root: graph)
        var node = agfstnode(graph)
        while let current = node {
            let name = String(cString: agnameof(UnsafeMutableRawPointer(current)))
            layout.nodes[name] = attributes(of: UnsafeMutableRawPointer(current), kind: AGNODE, root: graph)
            var edge = agfstout(graph, current)
            while let currentEdge = edge {
                let edgeAttributes = attributes(of: UnsafeMutableRawPointer(currentEdge), kind: AGEDGE, root: graph)
                if let id = edgeAttributes["id"], !id.isEmpty {
                    layout.edges[id] = edgeAttributes
                }
                edge = agnxtout(graph, currentEdge)
            }
            node = agnxtnode(graph, current)
        }
        collectSubgraphs(of: graph, root: graph, into: &layout.subgraphs)
        return layout
    }

    private func collectSubgraphs(of graph: GraphPointer, root: GraphPointer, into result: inout [String: [String: String]]) {
        var subgraph = agfstsubg(graph)
        while let current = subgraph {
            let name = String(cString: agnameof(UnsafeMutableRawPointer(current)))
            result[name] = attributes(of: UnsafeMutableRawPointer(current), kind: AGRAPH, root: root)
            collectSubgraphs(of: current, root: root, into: &result)
            subgraph = agnxtsubg(current)
        }
    }

    private func attributes(of object: UnsafeMutableRawPointer, kind: Int32, root: GraphPointer) -> [String: String] {
        var result: [String: String] = [:]
        var symbol = agnxtattr(root, kind, nil)
        while let current = symbol {
            if let value = agxget(object, current) {
                let text = String(cString: value)
                if !text.isEmpty { result[String(cString: current.pointee.name)] = text }
            }
            symbol = agnxtattr(root, kind, current)
        }
        return result
    }
}
