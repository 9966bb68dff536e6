import Foundation
import NavLanguage
import NavLayout
@testable import NavOutput

/// Flows rendered in-process for the writers' tests; each is rendered once.
enum RenderedFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let articleText = (try? String(contentsOf: packageRoot.appendingPathComponent("examples/article.nav"), encoding: .utf8)) ?? ""

    /// A caption written to break out of every context the flipbook puts text in.
    static let hostileCaption = #"</script><script>alert(1)</script> <!-- "quoted" & 'single' ` *x* [l](u) \ ]]>"#

    static let hostileText = """
        title "</title><script>alert('title')</script>"
        root nav Main [A]
        A push B   "\(hostileCaption.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))"
        B present C
        """

    static func render(
        _ text: String, path: String = "fixture.nav", formats: [OutputFormat] = OutputFormat.defaults,
        layout: FlowDrawing.LayoutMode = .stable, canvas: FlowDrawing.Canvas = .focus, sourceLinks: SourceLinks? = nil
    ) throws -> RenderedFlow {
        let loaded = try LoadedFlow.load(SourceFile(path: path, text: text))
        return try RenderedFlow(loaded: loaded, formats: formats, style: DrawingStyle(mode: layout, canvas: canvas), sourceLinks: sourceLinks)
    }

    static let article: Result<RenderedFlow, Error> = Result { try render(articleText, path: "examples/article.nav") }
    static let hostile: Result<RenderedFlow, Error> = Result { try render(hostileText, path: "hostile.nav") }

    /// The file `path` among `flow`'s outputs.
    static func file(_ path: String, of flow: RenderedFlow) throws -> [UInt8] {
        guard let file = try flow.outputFiles().first(where: { $0.path == path }) else { throw MissingOutput(path: path) }
        return try file.bytes
    }

    static func text(_ path: String, of flow: RenderedFlow) throws -> String {
        String(decoding: try file(path, of: flow), as: UTF8.self)
    }

    struct MissingOutput: Error {
        var path: String
    }
}
