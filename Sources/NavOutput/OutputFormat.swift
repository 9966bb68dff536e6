import Foundation
import NavLayout

/// What `navviz render --format` can write. Each format is written by its own writers,
/// and `traits` is the one table of what each format writes and needs: everything that
/// asks (the drawing plan, the manifest, the summary, the progress line) reads it. Its
/// name on the command line is `rawValue`: an image format's own name for `frames`.
public enum OutputFormat: Hashable, Sendable, CaseIterable, Comparable, RawRepresentable {
    /// steps/NN-<slug>.EXT and map.EXT in an image format: svg, png, or dot (the DOT text
    /// of every frame and of the map, as given to Graphviz).
    case frames(ImageFormat)
    /// index.html, the self-contained flipbook.
    case html
    /// flow.md, each frame's PNG and caption (it brings the PNG frames with it).
    case md
    /// flow.svg (animated SVG) and flow.png (APNG), for places that run no script.
    case animated
    /// manifest.json, everything about the frames for other tools.
    case manifest

    /// Every format, in the order they are listed and written.
    public static let allCases: [OutputFormat] = ImageFormat.allCases.map(frames) + [.html, .md, .animated, .manifest]

    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    public var rawValue: String {
        switch self {
        case .frames(let image): return image.rawValue
        case .html: return "html"
        case .md: return "md"
        case .animated: return "animated"
        case .manifest: return "manifest"
        }
    }

    public static let defaults: [OutputFormat] = [.frames(.svg), .frames(.png), .html, .animated, .md, .manifest]

    /// What a format writes and what it needs drawn.
    struct Traits {
        /// Its frame files are drawn by Graphviz as they are written (tens of milliseconds
        /// each), not assembled from parts or printed as text.
        var drawsFramesWhenWritten = false
        /// When it needs the stable frames taken apart into element layers (`FrameLayers`).
        var layers = LayersNeed.never
        /// The formats it brings with it.
        var brings: [OutputFormat] = []
        var writers: [any OutputWriter]
    }

    enum LayersNeed {
        case never, always
        /// Only when the frames are drawn on the stable layout.
        case onStableLayout
    }

    /// The one table.
    var traits: Traits {
        switch self {
        case .frames(.svg): return Traits(layers: .onStableLayout, writers: [FrameFilesWriter(format: .svg)])
        case .frames(.png): return Traits(drawsFramesWhenWritten: true, writers: [FrameFilesWriter(format: .png)])
        case .frames(.dot): return Traits(writers: [FrameFilesWriter(format: .dot)])
        case .html: return Traits(layers: .always, writers: [FlipbookHTMLWriter()])
        case .md: return Traits(brings: [.frames(.png)], writers: [MarkdownWriter()])
        case .animated: return Traits(layers: .always, writers: [AnimatedSVGWriter(), APNGWriter()])
        case .manifest: return Traits(writers: [ManifestWriter()])
        }
    }

    /// The image format of its frame files, when it writes them.
    var frameFormat: ImageFormat? {
        guard case .frames(let image) = self else { return nil }
        return image
    }

    /// The extension of its frame files, when it writes them.
    var frameFileExtension: String? { frameFormat?.rawValue }

    /// Parses a comma-separated list such as `svg,html`; the result is sorted, without
    /// repeats, and includes what a format brings (`md` shows the PNG frames).
    public static func parseList(_ list: String) throws -> [OutputFormat] {
        var formats: Set<OutputFormat> = []
        for item in list.split(separator: ",") {
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            if name.isEmpty { continue }
            guard let format = OutputFormat(rawValue: name) else { throw UnknownOutputFormat(name: name) }
            formats.insert(format)
        }
        if formats.isEmpty { throw UnknownOutputFormat(name: list) }
        for format in formats { formats.formUnion(format.traits.brings) }
        return formats.sorted()
    }

    public static func < (lhs: OutputFormat, rhs: OutputFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether any of `formats` needs the stable frames as element layers, the frames
    /// being drawn on `layout`.
    static func needLayers(_ formats: [OutputFormat], layout: FlowDrawing.LayoutMode) -> Bool {
        formats.contains { format in
            switch format.traits.layers {
            case .never: return false
            case .always: return true
            case .onStableLayout: return layout == .stable
            }
        }
    }

    /// Whether any of `formats` writes a map (`map.EXT`).
    public static func drawMap(_ formats: [OutputFormat]) -> Bool {
        formats.contains { $0.frameFormat != nil }
    }

    /// The files of this format outside `steps/`, for the manifest.
    var topLevelFiles: [String] {
        traits.writers.flatMap(\.topLevelFiles)
    }

    /// What making the frame file at `path` is, for a progress line: `rendering` when
    /// Graphviz draws it then, else `writing`; nil for a file outside `steps/`.
    public static func frameFileVerb(_ path: String) -> (format: OutputFormat, verb: String)? {
        guard path.hasPrefix("steps/"), let name = path.split(separator: ".").last, let image = ImageFormat(rawValue: String(name)) else {
            return nil
        }
        let format = OutputFormat.frames(image)
        return (format, format.traits.drawsFramesWhenWritten ? "rendering" : "writing")
    }
}

public struct UnknownOutputFormat: Error, CustomStringConvertible {
    public let name: String

    public var description: String {
        "unknown format '\(name)'; choose from " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
