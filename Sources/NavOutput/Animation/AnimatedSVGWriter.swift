import NavLanguage

/// `flow.svg`: every frame stacked over one viewBox, each element's variants switched
/// on and off with CSS keyframes, so it animates without script, also through an
/// `<img>` tag. Ids and class names carry a namespace derived from the content, so
/// two of these can share a page. A viewer without CSS animations shows frame 0.
struct AnimatedSVGWriter: OutputWriter {
    static let fileName = "flow.svg"

    var topLevelFiles: [String] { [Self.fileName] }

    func files(for flow: RenderedFlow) throws -> [OutputFile] {
        guard let layers = flow.layers, layers.hasCaptions else { throw FlipbookError.noFrames }
        return [OutputFile(Self.fileName, flow.svg.animation(layers, title: flow.flow.title))]
    }

    static func document(_ layers: FrameLayers, title: String?) -> String {
        let namespace = "nv" + ContentHash.hex(layers.variants)
        let rows = (0..<layers.frameCount).map(layers.row)
        let frameCount = rows.count
        let duration = AnimationTiming.frameMilliseconds * frameCount

        // Which frames show each variant; variants that show in the same frames share
        // one animation, and those shown in every frame need none.
        var pattern: [Int: [Bool]] = [:]
        for (frame, row) in rows.enumerated() {
            for variant in row where variant != 0 {
                pattern[variant, default: Array(repeating: false, count: frameCount)][frame] = true
            }
        }
        var animations: [[Bool]: Int] = [:]
        var style = [".\(namespace)-a{animation-duration:\(duration)ms;animation-timing-function:step-end;animation-iteration-count:infinite}"]
        var body: [String] = []
        var drawn: Set<Int> = []
        for slot in layers.slots.indices {
            for row in rows {
                let variant = row[slot]
                guard variant != 0, drawn.insert(variant).inserted else { continue }
                let shows = pattern[variant]!
                let markup = namespaced(layers.variants[variant], prefix: "\(namespace)-\(variant)-")
                if !shows.contains(false) {
                    body.append(markup)
                    continue
                }
                let animation =
                    animations[shows]
                    ?? {
                        let number = animations.count
                        animations[shows] = number
                        style.append("@keyframes \(namespace)-k\(number){\(keyframes(shows))}")
                        style.append(".\(namespace)-k\(number){animation-name:\(namespace)-k\(number)}")
                        return number
                    }()
                body.append("<g class=\"\(namespace)-a \(namespace)-k\(animation)\" opacity=\"\(shows[0] ? 1 : 0)\">\n\(markup)\n</g>")
            }
        }
        let canvas = layers.canvas
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(canvas.width)" height="\(canvas.height)" viewBox="\(canvas.viewBox)">
            <title>\(HTMLEscaping.text(title ?? "navviz flow")) (\(Quantity.of(frameCount, "frame")), animated)</title>
            <style>
            \(style.joined(separator: "\n"))
            </style>
            <g transform="\(canvas.transform)">
            \(body.joined(separator: "\n"))
            </g>
            </svg>

            """
    }

    /// `0%{opacity:1}25%{opacity:0}...`: a keyframe wherever visibility changes.
    private static func keyframes(_ shows: [Bool]) -> String {
        var result = ""
        for (frame, visible) in shows.enumerated() where frame == 0 || visible != shows[frame - 1] {
            result += "\(percent(frame, of: shows.count)){opacity:\(visible ? 1 : 0)}"
        }
        return result + "100%{opacity:\(shows.last! ? 1 : 0)}"
    }

    /// `frame / count` as a CSS percentage with up to four decimals, without floating point.
    private static func percent(_ frame: Int, of count: Int) -> String {
        let tenThousandths = frame * 1_000_000 / count
        var fraction = String(tenThousandths % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(tenThousandths / 10_000)" + (fraction.isEmpty ? "" : "." + fraction) + "%"
    }

    /// Prefixes every id in `markup`, and the references to them.
    private static func namespaced(_ markup: String, prefix: String) -> String {
        markup
            .replacing(/\sid="([^"]*)"/) { " id=\"\(prefix)\($0.1)\"" }
            .replacing(/url\(#([^)]*)\)/) { "url(#\(prefix)\($0.1))" }
            .replacing(/href="#([^"]*)"/) { "href=\"#\(prefix)\($0.1)\"" }
    }
}
