/// What `navviz render --format` can write. Each format is written by its own writers.
public enum OutputFormat: String, Sendable, CaseIterable, Comparable {
    /// steps/NN-<slug>.svg and map.svg.
    case svg
    /// steps/NN-<slug>.png and map.png.
    case png
    /// The DOT text of every frame and of the map, as given to Graphviz.
    case dot
    /// index.html, the self-contained flipbook.
    case html
    /// flow.md, each frame's PNG and caption (it brings the PNG frames with it).
    case md
    /// flow.svg (animated SVG) and flow.png (APNG), for places that run no script.
    case animated
    /// manifest.json, everything about the frames for other tools.
    case manifest

    public static let defaults: [OutputFormat] = [.svg, .png, .html, .animated, .md, .manifest]

    /// Parses a comma-separated list such as `svg,html`; the result is sorted, without
    /// repeats, and includes what a format needs (`md` shows the PNG frames).
    public static func parseList(_ list: String) throws -> [OutputFormat] {
        var formats: Set<OutputFormat> = []
        for item in list.split(separator: ",") {
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            if name.isEmpty { continue }
            guard let format = OutputFormat(rawValue: name) else { throw UnknownOutputFormat(name: name) }
            formats.insert(format)
        }
        if formats.isEmpty { throw UnknownOutputFormat(name: list) }
        if formats.contains(.md) { formats.insert(.png) }
        return formats.sorted()
    }

    public static func < (lhs: OutputFormat, rhs: OutputFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The writers of this format's files.
    var writers: [any OutputWriter] {
        switch self {
        case .svg, .png, .dot: return [FrameFilesWriter(fileExtension: rawValue)]
        case .html: return [FlipbookHTMLWriter()]
        case .md: return [MarkdownWriter()]
        case .animated: return [AnimatedSVGWriter(), APNGWriter()]
        case .manifest: return [ManifestWriter()]
        }
    }

    /// The files of this format outside `steps/`, for the manifest.
    var topLevelFiles: [String] {
        writers.flatMap(\.topLevelFiles)
    }
}

public struct UnknownOutputFormat: Error, CustomStringConvertible {
    public let name: String

    public var description: String {
        "unknown format '\(name)'; choose from " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
