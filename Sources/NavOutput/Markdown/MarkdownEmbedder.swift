import Foundation
import NavDiagram
import NavLanguage
import NavLayout

/// Renders the ```` ```nav ```` blocks of Markdown files and writes the files with an
/// image linked after each block, like mermaid-cli's `-i README.md`.
///
/// Every block of every file is checked before anything is written, so one bad block
/// leaves DIR untouched. Image names come from the block's content, so they are stable
/// across runs and an unchanged block is not rendered again.
public struct MarkdownEmbedder {
    /// Part of every image name: a new drawing style gives new names, so stale
    /// pictures are never mistaken for current ones.
    static let drawingVersion = "6"

    public struct Summary: Sendable, Equatable {
        public var files = 0
        public var blocks = 0
        public var rendered = 0
        /// Images of an earlier run that no file links any more, removed.
        public var removed = 0
        /// Files left as they were (`OutputFolder`), and why.
        public var notes: [String] = []
        /// `--check`: the output files and images that are missing or out of date.
        public var stale: [String] = []
    }

    private struct Job {
        var block: MarkdownNavBlock
        var loaded: LoadedFlow
        var imageName: String
    }

    /// One Markdown file as it will be written.
    private struct Page {
        var path: String
        /// The file's name in DIR.
        var name: String
        var destination: URL
        var jobs: [Job]
        var text: String
    }

    public let outputFolder: URL
    /// The images' theme, legend and canvas, each part of their names unless it is the
    /// docs' own (light, a compact legend, focus: `docs`), so a change re-renders.
    public let style: DrawingStyle
    /// How the blocks' maps are laid out.
    private let mapLayout: MapLayout
    /// Renders one block's picture as SVG; injected so the embedder needs no Graphviz.
    private let render: (LoadedFlow, MarkdownNavBlock.Picture) throws -> [UInt8]

    /// Docs show a map with a one-line legend unless asked otherwise.
    public static let docs = DrawingStyle(legend: .compact)

    public init(
        outputFolder: String, style: DrawingStyle = docs, mapLayout: MapLayout,
        render: ((LoadedFlow, MarkdownNavBlock.Picture) throws -> [UInt8])? = nil
    ) {
        self.outputFolder = URL(fileURLWithPath: outputFolder, isDirectory: true)
        self.style = style
        self.mapLayout = mapLayout
        self.render = render ?? { try MarkdownEmbedder.svg(of: $0, picture: $1, style: style) }
    }

    private var images: URL { outputFolder.appendingPathComponent("images", isDirectory: true) }

    /// Writes the files and the images they need, and removes the images navviz wrote
    /// earlier that no Markdown file in DIR links now. Through `OutputFolder`: a file
    /// navviz did not write is never replaced (except an input rewritten in place), an
    /// image is removed only while it holds what navviz wrote, and no link is followed.
    public func run(files: [String]) throws -> Summary {
        let pages = try prepare(files)
        let folder = OutputFolder(path: outputFolder.path)
        let intact = folder.intactFiles()
        var summary = Summary()
        var outputs: [OutputFile] = []
        var rendering: Set<String> = []
        for page in pages {
            summary.files += 1
            for job in page.jobs {
                summary.blocks += 1
                let path = "images/" + job.imageName
                guard !intact.contains(path), rendering.insert(path).inserted else { continue }
                outputs.append(OutputFile(path, try render(job.loaded, job.block.picture)))
                summary.rendered += 1
            }
            outputs.append(OutputFile(page.name, text: page.text))
        }
        let inPlace = Set(pages.filter { Self.isSameFile($0.path, $0.destination.path) }.map(\.name))
        let report = try folder.write(outputs, removing: .only(unlinkedImages(among: intact, after: pages)), replacing: inPlace)
        summary.removed = report.removed.count
        summary.notes = report.notes
        return summary
    }

    /// Writes nothing: lists the output files that differ from what `run` would write,
    /// the images they need that are missing, and the images `run` would remove.
    public func check(files: [String]) throws -> Summary {
        let pages = try prepare(files)
        var summary = Summary()
        for page in pages {
            summary.files += 1
            summary.blocks += page.jobs.count
            if (try? String(contentsOf: page.destination, encoding: .utf8)) != page.text { summary.stale.append(page.destination.path) }
            for job in page.jobs where !FileManager.default.fileExists(atPath: images.appendingPathComponent(job.imageName).path) {
                summary.stale.append(images.appendingPathComponent(job.imageName).path)
            }
        }
        for path in unlinkedImages(among: OutputFolder(path: outputFolder.path).intactFiles(), after: pages).sorted() {
            summary.stale.append(outputFolder.appendingPathComponent(path).path + " (no longer linked)")
        }
        return summary
    }

    /// The images navviz wrote into DIR (and still intact) that no Markdown file in DIR
    /// links once `pages` are written.
    private func unlinkedImages(among intact: Set<String>, after pages: [Page]) -> Set<String> {
        let linked = linkedImages(replacing: Dictionary(pages.map { ($0.name, $0.text) }) { first, _ in first })
        return Set(
            intact.filter { path in
                path.hasPrefix("images/") && Self.isImageName(String(path.dropFirst("images/".count)))
                    && !linked.contains(String(path.dropFirst("images/".count)))
            })
    }

    /// Whether two paths name one file (an input rewritten in place).
    private static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Reads and checks every block of every file; throws before anything is written.
    private func prepare(_ files: [String]) throws -> [Page] {
        var pages: [Page] = []
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
                    let loaded = try LoadedFlow.load(SourceFile(path: path, text: block.text), mapLayout: mapLayout)
                    if case .step(let number) = block.picture, number >= loaded.flow.frames.count {
                        throw InputError(
                            path: path, source: source,
                            diagnostics: [
                                Diagnostic(
                                    .error, "step=\(number) is past the flow's last frame (\(loaded.flow.frames.count - 1))",
                                    at: SourceLocation(line: block.firstLine - 1, column: 1))
                            ], message: nil)
                    }
                    jobs.append(
                        Job(block: block, loaded: loaded, imageName: Self.imageName(for: block, style: style)))
                } catch let error as InputError where error.source?.text == block.text {
                    // Locate the block's errors in the Markdown file itself.
                    let shifted = error.diagnostics.map { diagnostic -> Diagnostic in
                        var moved = diagnostic
                        moved.location.line += block.firstLine - 1
                        if block.columnOffsets.indices.contains(diagnostic.location.line - 1) {
                            moved.location.column += block.columnOffsets[diagnostic.location.line - 1]
                        }
                        return moved
                    }
                    throw InputError(path: path, source: source, diagnostics: shifted, message: error.message)
                }
            }
            let name = URL(fileURLWithPath: path).lastPathComponent
            pages.append(
                Page(
                    path: path, name: name, destination: outputFolder.appendingPathComponent(name), jobs: jobs,
                    text: Self.linking(jobs, into: text)))
        }
        for (name, sharing) in Dictionary(grouping: pages, by: \.name).sorted(by: { $0.key < $1.key }) where sharing.count > 1 {
            throw OutputError.sameDestination(sharing.map(\.path), outputFolder.appendingPathComponent(name).path)
        }
        return pages
    }

    /// The text with each block's image link after its closing fence.
    private static func linking(_ jobs: [Job], into text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for job in jobs.reversed() {
            let link = job.block.linkPrefix + "![\(Self.altText(job))](images/\(job.imageName))"
            let next = job.block.closingLine < lines.count ? lines[job.block.closingLine] : ""
            let after = next.dropFirst(job.block.linkPrefix.count)
            // A link navviz inserted before (the file is its own output) is replaced, not repeated.
            if next.hasPrefix(job.block.linkPrefix), after.hasPrefix("!["), after.contains("](images/nav-") {
                lines[job.block.closingLine] = link
            } else {
                lines.insert(link, at: job.block.closingLine)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The `nav-*.svg` names of the `](images/nav-….svg)` links in a Markdown text.
    static func imageLinks(in text: String) -> Set<String> {
        var names = Set<String>()
        var rest = text[...]
        while let start = rest.range(of: "](images/") {
            let tail = rest[start.upperBound...]
            if let close = tail.firstIndex(of: ")") {
                let name = String(tail[..<close])
                if isImageName(name) { names.insert(name) }
            }
            rest = tail
        }
        return names
    }

    /// `nav-….svg`, the shape of the names of the images navviz links.
    static func isImageName(_ name: String) -> Bool {
        name.hasPrefix("nav-") && name.hasSuffix(".svg") && !name.contains("/")
    }

    /// The images linked by the Markdown files in DIR, with `replacing`'s texts read
    /// in place of the files of those names.
    private func linkedImages(replacing: [String: String] = [:]) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: outputFolder.path)) ?? []
        var linked = Set<String>()
        for name in names where name.hasSuffix(".md") && replacing[name] == nil {
            if let text = try? String(contentsOf: outputFolder.appendingPathComponent(name), encoding: .utf8) {
                linked.formUnion(Self.imageLinks(in: text))
            }
        }
        for text in replacing.values { linked.formUnion(Self.imageLinks(in: text)) }
        return linked
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
    static func imageName(
        for block: MarkdownNavBlock, style: DrawingStyle = docs
    ) -> String {
        let picture: String
        switch block.picture {
        case .map: picture = "map"
        case .flipbook: picture = "flipbook"
        case .step(let number): picture = "step=\(number)"
        }
        var options =
            (style.theme == docs.theme ? [] : [style.theme.rawValue]) + (style.legend == docs.legend ? [] : ["legend=" + style.legend.rawValue])
        if case .step = block.picture, style.canvas != docs.canvas { options.append("canvas=" + style.canvas.rawValue) }
        return "nav-" + ContentHash.hex([drawingVersion, picture, block.text] + options) + ".svg"
    }

    /// The SVG a block asks for: the flow map, one frame, or the animated flipbook.
    public static func svg(
        of loaded: LoadedFlow, picture: MarkdownNavBlock.Picture, style: DrawingStyle = docs
    ) throws -> [UInt8] {
        let (drawing, svg) = (try style.drawing(of: loaded), style.svg)
        switch picture {
        case .map: return try svg.map(of: drawing)
        case .step(let number): return try svg.frame(number, of: drawing)
        case .flipbook: return svg.animation(try FrameLayers(drawing: drawing, captions: true), title: loaded.flow.title)
        }
    }
}
