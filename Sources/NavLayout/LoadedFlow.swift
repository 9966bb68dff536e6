import Foundation
import NavDiagram
import NavLanguage
import UIKitModel

/// A `.nav` file read, parsed and simulated: the first half of every command.
public struct LoadedFlow: Sendable {
    public let source: SourceFile
    public let parsed: ParseResult
    public let flow: Flow
    /// The drawing plan of a `.streamed` load, built while simulating: its frames keep
    /// no hierarchy to build it from later.
    public let diagram: Diagram?
    /// The map's one layout (`FlowDrawing.geometry(layingOut:)`) for a `.streamed` load.
    public let geometry: Geometry?
    /// Set when the map was laid out with a fallback (`FlowDrawing.layoutNote`).
    public let layoutNote: String?

    /// The largest `.nav` file navviz reads; larger input is refused, not half-read.
    public static let maximumFileSize = 64 << 20

    /// Reads and simulates `path`. Invalid input throws `InputError` with every
    /// diagnostic found; nothing else happens.
    /// `recording: .outcomes` is for `check`: no frame keeps its hierarchy.
    /// `recording: .streamed` is for drawing: no frame keeps its hierarchy either,
    /// `diagram` has the drawing plan and `geometry` its layout; a map too large to draw
    /// throws `DrawingTooLarge`.
    public static func load(path: String, recording: FlowSimulator.Recording = .frames) throws -> LoadedFlow {
        try load(path: path, bytes: readFile(path: path), recording: recording)
    }

    /// The bytes of `path`: a folder, a missing file or one over `maximumFileSize` throws `InputError`.
    public static func readFile(path: String) throws -> [UInt8] {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if (attributes[.type] as? FileAttributeType) == .typeDirectory {
                throw InputError(path: path, source: nil, diagnostics: [], message: "\(path) is a folder, not a .nav file")
            }
            if let size = attributes[.size] as? Int, size > maximumFileSize {
                throw InputError(path: path, source: nil, diagnostics: [], message: "\(path) is \(size >> 20) MB; navviz reads .nav files up to \(maximumFileSize >> 20) MB")
            }
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(path: path, source: nil, diagnostics: [], message: "cannot read \(path): no such file or not readable")
        }
    }

    public static func load(path: String, bytes: [UInt8], recording: FlowSimulator.Recording = .frames) throws -> LoadedFlow {
        try load(decode(path: path, bytes: bytes), recording: recording)
    }

    /// `bytes` as UTF-8 text; anything else throws `InputError` located at the first bad byte.
    public static func decode(path: String, bytes: [UInt8]) throws -> SourceFile {
        switch SourceFile.decode(path: path, bytes: bytes) {
        case .success(let decoded): return decoded
        case .failure(let diagnostic):
            throw InputError(path: path, source: SourceFile(path: path, text: String(decoding: bytes.prefix(1 << 20), as: UTF8.self)),
                             diagnostics: [diagnostic], message: nil)
        }
    }

    public static func load(_ source: SourceFile, recording: FlowSimulator.Recording = .frames) throws -> LoadedFlow {
        let parsed = Parser.parse(source)
        if parsed.hasErrors {
            throw InputError(path: source.path, source: source, diagnostics: parsed.diagnostics, message: nil)
        }
        guard recording == .streamed else {
            let flow = FlowSimulator.run(parsed, source: source, recording: recording)
            return LoadedFlow(source: source, parsed: parsed, flow: flow, diagram: nil, geometry: nil, layoutNote: nil)
        }
        // Every frame draws the VCs that have children in any frame as containers, so a
        // first, lean pass finds them (`.outcomes` hierarchies differ only in which views
        // are loaded), and the second builds the diagram frame by frame.
        var containers: Set<String> = []
        _ = FlowSimulator.run(parsed, source: source, recording: .outcomes) { FrameScene.addContainers(of: $0, to: &containers) }
        var builder = DiagramBuilder(containers: containers)
        let layoutDOTs: [String]
        do {
            let flow = FlowSimulator.run(parsed, source: source, recording: .streamed) { builder.add($0) }
            layoutDOTs = try FlowDrawing.layoutDOTs(Diagram(builder, flow: flow))
        }
        // Graphviz's layout of the map is a render's peak of memory, so the frames (their
        // captions, facts and events) are not kept through it: a third pass, which the
        // simulator makes deterministic and cheap next to building the diagram, records
        // them again.
        let (geometry, note) = try FlowDrawing.geometry(layingOut: layoutDOTs)
        let flow = FlowSimulator.run(parsed, source: source, recording: .streamed)
        return LoadedFlow(source: source, parsed: parsed, flow: flow, diagram: Diagram(builder, flow: flow), geometry: geometry,
                          layoutNote: note)
    }
}

/// Input navviz refuses: a file it cannot read, or `.nav` text with errors.
public struct InputError: Error, Sendable {
    public let path: String
    public let source: SourceFile?
    public let diagnostics: [Diagnostic]
    /// A problem with no location (unreadable file).
    public let message: String?

    public init(path: String, source: SourceFile?, diagnostics: [Diagnostic], message: String?) {
        self.path = path
        self.source = source
        self.diagnostics = diagnostics
        self.message = message
    }
}
