import Foundation
import Testing
@testable import NavDiagram
@testable import NavOutput

/// Stable frames cut at the right and bottom to what the flow has drawn so far.
@Suite("Trimmed frame canvases")
struct FrameCanvasTests {
    @Test(arguments: FrameLayersTests.examples)
    func canvasesKeepTheirTopLeftCornerGrowAndHoldEveryShownElement(example: String) throws {
        let drawing = try FrameLayersTests.drawing(example).withCanvas(.trimmed)
        let (diagram, geometry) = (drawing.diagram, drawing.geometry)
        let whole = try #require(geometry.canvas)
        let canvases = diagram.frameCanvases(on: geometry)
        #expect(canvases.count == diagram.frameCount)
        var previous: CanvasBox?
        for (frame, canvas) in canvases.enumerated() {
            let box = canvas.box
            #expect(box.minX == whole.minX && box.maxY == whole.maxY, "\(example) frame \(frame): the top left corner moved")
            #expect(box.maxX <= whole.maxX && box.minY >= whole.minY, "\(example) frame \(frame): larger than the whole canvas")
            if let previous {
                #expect(box.maxX >= previous.maxX && box.minY <= previous.minY, "\(example) frame \(frame) shrank")
            }
            previous = box
            #expect(canvas.captionRoomWidth % 2 == 0 && canvas.captionRoomWidth <= diagram.roomWidth)
            let shown = diagram.variants(inFrame: frame)
            func check(_ element: DrawingElement, _ bounds: Bounds?) {
                guard shown[element] != 0, let bounds else { return }
                let (left, right) = (Double(box.minX), Double(box.maxX))
                let (bottom, top) = (Double(box.minY), Double(box.maxY))
                let inside = left <= bounds.minX && bounds.maxX <= right && bottom <= bounds.minY && bounds.maxY <= top
                #expect(inside, "\(example) frame \(frame): \(element.svgID) lies outside its canvas")
            }
            for (index, node) in diagram.map.nodes.enumerated() {
                check(DrawingElement(kind: .node, index: index), geometry.bounds(ofNode: node.key))
            }
            for (index, cluster) in diagram.map.clusters.enumerated() {
                let element = DrawingElement(kind: .cluster, index: index)
                let extent = diagram.clusterVariants.look(of: index, variant: shown[element]).extent
                check(element, extent ?? geometry.bounds(ofCluster: "cluster_" + cluster.key))
            }
            for index in diagram.map.edges.indices {
                let element = DrawingElement(kind: .edge, index: index)
                check(element, geometry.bounds(ofEdge: element.svgID))
            }
        }
    }

    @Test func theArticlesFirstFrameIsCutToWhatItShows() throws {
        let drawing = try FrameLayersTests.drawing("article.nav").withCanvas(.trimmed)
        let whole = try #require(drawing.geometry.canvas)
        let canvases = drawing.diagram.frameCanvases(on: drawing.geometry)
        let first = try #require(canvases.first).box
        // One navigation controller with one view controller, on the canvas of 14 steps.
        #expect(Double(first.width * first.height) < 0.5 * Double(whole.width * whole.height))
        // By the last frame the flow has drawn nearly all of its map.
        #expect(try #require(canvases.last).box.height == whole.height)
    }

    /// What --max-animation-megapixels counts: flow.png's frames as written.
    @Test func theAnimationsFramesAreTheWholeFirstOneAndTheCutOthers() throws {
        let drawing = try FrameLayersTests.drawing("article.nav").withCanvas(.trimmed)
        let sizes = drawing.animationFrameSizes()
        let whole = try #require(sizes.first)
        #expect(sizes.count == 15)
        let first = try SVGParts(drawing.withCanvas(.full).renderFrame(0, format: .svg)).canvas
        #expect("\(Int(whole.width.rounded()))pt" == first.width && "\(Int(whole.height.rounded()))pt" == first.height)
        let cut = try SVGParts(drawing.renderFrame(3, format: .svg)).canvas
        #expect("\(Int(sizes[3].width.rounded()))pt" == cut.width && "\(Int(sizes[3].height.rounded()))pt" == cut.height)
        #expect(sizes.dropFirst().allSatisfy { $0.width <= whole.width && $0.height <= whole.height })
        #expect(sizes.dropFirst().contains { $0.width * $0.height < whole.width * whole.height / 2 })
        #expect(drawing.withCanvas(.full).animationFrameSizes().allSatisfy { $0 == whole })
    }

    @Test func aCutFramesElementsAreDrawnExactlyAsOnTheWholeCanvas() throws {
        let drawing = try FrameLayersTests.drawing("article.nav").withCanvas(.trimmed)
        for frame in [0, 4, 9] {
            let cut = try SVGParts(drawing.renderFrame(frame, format: .svg))
            let whole = try SVGParts(drawing.withCanvas(.full).renderFrame(frame, format: .svg))
            #expect(cut.canvas.transform == whole.canvas.transform)
            #expect(cut.canvas.height != whole.canvas.height)
            #expect(cut.elements.map(\.markup) == whole.elements.map(\.markup), "frame \(frame)")
        }
    }

    /// The PNG of a cut frame is the top left part of the same frame on the whole canvas,
    /// pixel for pixel, and the rest of the whole one is empty background.
    @Test func aCutFramesPNGIsTheTopLeftOfTheWholeOne() throws {
        let drawing = try FrameLayersTests.drawing("article.nav").withCanvas(.trimmed)
        for frame in [0, 2, 10] {
            let cut = try DecodedImage(png: drawing.renderFrameBitmap(frame).png())
            let whole = try DecodedImage(png: drawing.withCanvas(.full).renderFrameBitmap(frame).png())
            #expect(cut.width < whole.width || cut.height < whole.height)
            #expect(whole.cropped(width: cut.width, height: cut.height) == cut, "frame \(frame)")
            let background = DecodedImage(width: whole.width, height: whole.height, rgb: Array(repeating: 255, count: whole.rgb.count))
            #expect(background.overlaid(with: cut) == whole, "frame \(frame): something outside the cut")
        }
    }

    /// flow.png as a viewer composes it (each frame drawn at its offset over the ones
    /// before, as its fcTL says) shows every frame exactly as on the whole canvas.
    @Test func theAnimatedPNGShowsEveryFrameOnTheWholeCanvas() throws {
        let flow = try RenderedFixtures.article.get()
        let chunks = try #require(PNGChunk.chunks(of: try RenderedFixtures.file("flow.png", of: flow)))
        let header = chunks[0]
        var frames: [(control: [UInt8], data: [[UInt8]])] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL": frames.append((chunk.data, []))
            case "IDAT": frames[frames.count - 1].data.append(chunk.data)
            case "fdAT": frames[frames.count - 1].data.append(Array(chunk.data.dropFirst(4)))
            default: break
            }
        }
        #expect(frames.count == flow.frameNames.count)
        var screen: DecodedImage?
        for (index, frame) in frames.enumerated() {
            let number = { (offset: Int) in Int(PNGChunk.bigEndian32(frame.control, at: offset)) }
            let (width, x, y) = (number(4), number(12), number(16))
            #expect(frame.control[24] == 0) // dispose NONE
            let frameHeader = PNGChunk(type: "IHDR", data: Array(frame.control[4..<12]) + Array(header.data[8...]))
            let png =
                PNGChunk.signature + frameHeader.encoded + frame.data.flatMap { PNGChunk(type: "IDAT", data: $0).encoded }
                + PNGChunk(type: "IEND", data: []).encoded
            if let current = screen {
                screen = try current.drawing(rgba: DecodedImage.rgba(png: png), width: width, atX: x, y: y, blendsOver: frame.control[25] == 1)
            } else {
                #expect(x == 0 && y == 0 && frame.control[25] == 0)
                screen = try DecodedImage(png: png)
            }
            let expected = try DecodedImage(png: flow.stableDrawing.withCanvas(.full).renderFrameBitmap(index).png())
            #expect(screen == expected, "frame \(index) of flow.png")
        }
    }
}
