import Foundation
import NavDiagram
// The input door (`InputFile`, `InputError`, `FlowDocument`): whoever loads a flow to draw
// it reads input through it.
@_exported import NavInput
import NavLanguage
import UIKitModel

/// A `.nav` file read, parsed and simulated through the input door (`FlowDocument`), and
/// for drawing, its map laid out: the first half of every command that draws.
public struct LoadedFlow: Sendable {
    public let source: SourceFile
    public let parsed: ParseResult
    public let flow: Flow
    /// The drawing plan of a `.streamed` load, built while simulating: its frames keep
    /// no hierarchy to build it from later.
    public let diagram: Diagram?
    /// The map's one layout (`FlowDrawing.geometry(layingOut:mapLayout:)`) for a `.streamed` load.
    public let geometry: Geometry?
    /// Set when the map was laid out with a fallback (`FlowDrawing.layoutNote`).
    public let layoutNote: String?
    /// How the map is laid out: in a child process, where the command line gives one.
    public let mapLayout: MapLayout

    /// Reads and simulates `path`. Invalid input throws `InputError` with every
    /// diagnostic found; nothing else happens.
    /// `recording: .outcomes` is for `check`: no frame keeps its hierarchy.
    /// `recording: .streamed` is for drawing: no frame keeps its hierarchy either,
    /// `diagram` has the drawing plan and `geometry` its layout, made by `mapLayout`; a
    /// map too large to draw throws `DrawingTooLarge`. `path` `-` reads standard input.
    /// `meanwhile` runs on a thread of its own with the flow, once a `.streamed` load knows
    /// it is valid, while its diagram is built and its map laid out, and is done when this
    /// returns (a render makes its output folder ready: `OutputFolder.prepare`).
    public static func load(
        path: String, recording: FlowSimulator.Recording = .frames, mapLayout: MapLayout = .inProcess,
        meanwhile: (@Sendable (Flow) -> Void)? = nil
    ) throws -> LoadedFlow {
        try load(InputFile.text(of: path, expected: "a .nav file"), recording: recording, mapLayout: mapLayout, meanwhile: meanwhile)
    }

    public static func load(
        path: String, bytes: [UInt8], recording: FlowSimulator.Recording = .frames,
        mapLayout: MapLayout = .inProcess
    ) throws -> LoadedFlow {
        try load(InputFile.decode(path: path, bytes: bytes), recording: recording, mapLayout: mapLayout)
    }

    public static func load(
        _ source: SourceFile, recording: FlowSimulator.Recording = .frames,
        mapLayout: MapLayout = .inProcess, meanwhile: (@Sendable (Flow) -> Void)? = nil
    ) throws -> LoadedFlow {
        guard recording == .streamed else {
            let document = try FlowDocument.load(source, recording: recording)
            return LoadedFlow(
                source: source, parsed: document.parsed, flow: document.flow!, diagram: nil, geometry: nil, layoutNote: nil, mapLayout: mapLayout)
        }
        let parsed = try FlowDocument.parse(source)
        mapLayout.prepare()
        // Every frame draws the VCs that have children in any frame as containers, so a
        // first, lean pass finds them (`.outcomes` hierarchies differ only in which views
        // are loaded), and the second builds the diagram frame by frame, beside the simulator.
        var containers: Set<String> = []
        let outcomes = FlowSimulator.run(parsed, source: source, recording: .outcomes) { FrameScene.addContainers(of: $0, to: &containers) }
        let alongside = DispatchGroup()
        if let meanwhile {
            alongside.enter()
            Thread {
                meanwhile(outcomes)
                alongside.leave()
            }.start()
        }
        defer { alongside.wait() }
        let building = DiagramBuilding(containers: containers)
        let flow = FlowSimulator.run(parsed, source: source, recording: .streamed) { building.add($0) }
        let builder = building.finish()
        let diagram = Diagram(builder, flow: flow)
        // The frames (their captions, facts and events: a few hundred bytes each) are kept
        // through the layout, which with a layout process runs in another process's memory.
        let (geometry, note, laidOut) = try FlowDrawing.geometry(layingOut: diagram, mapLayout: mapLayout)
        return LoadedFlow(
            source: source, parsed: parsed, flow: flow, diagram: laidOut, geometry: geometry,
            layoutNote: note, mapLayout: mapLayout)
    }
}
