import Foundation
import NavDiagram
import NavLanguage

/// Renders the ```` ```nav ```` blocks of Markdown files and writes the files with an
/// image linked after each block, like mermaid-cli's `-i README.md`.
///
/// Every block of every file is checked before anything is written, so one bad block
/// leaves DIR untouched. Image names come from the block's content, so they are stable
/// across runs and an unchanged block is not rendered again.
public struct MarkdownEmbedder {
    /// Part of every image name: a new drawing style gives new names, so stale
    /// pictures are never mistaken for current ones.
    static let drawingVersion = "2"

    public struct Summary: Sendable, Equatable {
        public var files = 0
        public var blocks = 0
        public var rendered = 0
    }

    private struct Job {
        var block: MarkdownNavBlock
        var loaded: LoadedFlow
        var imageName: String
    }

    public let outputFolder: URL
    /// The images' colours; part of their names unless light, so a change re-renders.
    public let theme: Theme
    /// Renders one block's picture as SVG; injected so the embedder needs no Graphviz.
    private let render: (LoadedFlow, MarkdownNavBlock.Picture) throws -> [UInt8]

    public init(outputFolder: String, theme: Theme = .light, render: ((LoadedFlow, MarkdownNavBlock.Picture) throws -> [UInt8])? = nil) {
        self.outputFolder = URL(fileURLWithPath: outputFolder, isDirectory: true)
        self.theme = theme
        self.render = render ?? { try MarkdownEmbedder.svg(of: $0, picture: $1, theme: theme) }
    }

    public func run(files: [String]) throws -> Summary {
        var prepared: [(path: String, text: String, jobs: [Job])] = []
        for path in files {
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw InputError(path: path, source: nil, diagnostics: [], message: "cannot read \(path)")
            }
            let source = SourceFile(path: path, text: text)
            let blocks: [MarkdownNavBlock]
            do {
                blocks = try MarkdownNavBlock.blocks(in: text)
            } catch let diagnostic as Diagnostic {
                throw InputError(path: path, source: source, diagnostics: [diagnostic], message: nil)
            }
            var jobs: [Job] = []
            for block in blocks {
                do {
                    let loaded = try LoadedFlow.load(SourceFile(path: path, text: block.text))
                    if case .step(let number) = block.picture, number >= loaded.flow.frames.count {
                        throw InputError(path: path, source: source, diagnostics: [Diagnostic(
                            .error, "step=\(number) is past the flow's last frame (\(loaded.flow.frames.count - 1))",
                            at: SourceLocation(line: block.firstLine - 1, column: 1))], message: nil)
                    }
                    jobs.append(Job(block: block, loaded: loaded, imageName: Self.imageName(for: block, theme: theme)))
                } catch let error as InputError where error.source?.text == block.text {
                    // Locate the block's errors in the Markdown file itself.
                    let shifted = error.diagnostics.map { diagnostic -> Diagnostic in
                        var moved = diagnostic
                        moved.location.line += block.firstLine - 1
                        return moved
                    }
                    throw InputError(path: path, source: source, diagnostics: shifted, message: error.message)
                }
            }
            prepared.append((path, text, jobs))
        }
        var summary = Summary()
        let images = outputFolder.appendingPathComponent("images", isDirectory: true)
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for file in prepared {
            summary.files += 1
            var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for job in file.jobs.reversed() {
                summary.blocks += 1
                let image = images.appendingPathComponent(job.imageName)
                if !FileManager.default.fileExists(atPath: image.path) {
                    try Data(try render(job.loaded, job.block.picture)).write(to: image, options: .atomic)
                    summary.rendered += 1
                }
                let link = "![\(Self.altText(job))](images/\(job.imageName))"
                // A link navviz inserted before (the file is its own output) is replaced, not repeated.
                if job.block.closingLine < lines.count, lines[job.block.closingLine].hasPrefix("![") && lines[job.block.closingLine].contains("](images/nav-") {
                    lines[job.block.closingLine] = link
                } else {
                    lines.insert(link, at: job.block.closingLine)
                }
            }
            let destination = outputFolder.appendingPathComponent(URL(fileURLWithPath: file.path).lastPathComponent)
            try Data(lines.joined(separator: "\n").utf8).write(to: destination, options: .atomic)
        }
        return summary
    }

    private static func altText(_ job: Job) -> String {
        let title = job.loaded.flow.title ?? "navigation flow"
        let escaped = title.replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: "[", with: "\\[")
        switch job.block.picture {
        case .map: return "\(escaped): flow map"
        case .flipbook: return "\(escaped): animated flipbook"
        case .step(let number): return "\(escaped): step \(number)"
        }
    }

    /// `nav-<hash>.svg`, from the block's text and picture: stable across runs.
    static func imageName(for block: MarkdownNavBlock, theme: Theme = .light) -> String {
        let picture: String
        switch block.picture {
        case .map: picture = "map"
        case .flipbook: picture = "flipbook"
        case .step(let number): picture = "step=\(number)"
        }
        return "nav-" + ContentHash.hex([drawingVersion, picture, block.text] + (theme == .light ? [] : [theme.rawValue])) + ".svg"
    }

    /// The SVG a block asks for: the flow map, one frame, or the animated flipbook.
    public static func svg(of loaded: LoadedFlow, picture: MarkdownNavBlock.Picture, theme: Theme = .light) throws -> [UInt8] {
        let drawing = try FlowDrawing(flow: loaded.flow).themed(theme)
        switch picture {
        case .map:
            return try drawing.renderMap(format: "svg")
        case .step(let number):
            return try drawing.renderFrame(number, format: "svg")
        case .flipbook:
            return theme.svg(Array(AnimatedSVGWriter.document(try FrameLayers(drawing: drawing, captions: true), title: loaded.flow.title).utf8))
        }
    }
}
