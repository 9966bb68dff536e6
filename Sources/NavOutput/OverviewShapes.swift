/// A focused step file's overview drawn as a few paths instead of a group per box.
///
/// Graphviz draws each of the overview's tiny boxes (`overview1`, `overview2`, …) as a node
/// of its own: a group, a title and a polygon, about 230 bytes for a rectangle a few pixels
/// wide, and a third of a step SVG of a 200-view-controller flow. Boxes drawn one after
/// another in the same style become one `<path>` with a subpath per box, the same points
/// in the same order, so the picture is the same and each colour stays where the theme's
/// CSS finds it.
enum OverviewShapes {
    /// The id of the group that holds the joined boxes.
    static let groupID = "overviewShapes"

    /// `band` (the band's elements, as `SVGParts` reads them) with its overview boxes
    /// joined into one group where the first of them was; `band` itself when it has none
    /// or one is not the polygon Graphviz draws for a box.
    static func joined(_ band: [(id: Substring, markup: String)]) -> [(id: Substring, markup: String)] {
        var paths: [(style: String, data: String)] = []
        var first: Int?
        for (index, element) in band.enumerated() where isBox(element.id) {
            guard let (style, points) = polygon(in: element.markup) else { return band }
            first = first ?? index
            let subpath = "M" + points + "Z"
            if let last = paths.last, last.style == style {
                paths[paths.count - 1].data += subpath
            } else {
                paths.append((style, subpath))
            }
        }
        guard let first else { return band }
        let lines =
            ["<g id=\"\(groupID)\" class=\"node overview\">", "<title>navviz:\(groupID)</title>"]
            + paths.map { "<path \($0.style) d=\"\($0.data)\"/>" } + ["</g>"]
        var joined = band.filter { !isBox($0.id) }
        joined.insert((Substring(groupID), lines.joined(separator: "\n")), at: first)
        return joined
    }

    /// `overview` followed by a number: one of the map's boxes (not the overview's frame
    /// or its window).
    private static func isBox(_ id: Substring) -> Bool {
        let number = id.dropFirst("overview".count)
        return id.hasPrefix("overview") && !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }

    /// The style attributes and points of a box's group: its title, then one polygon.
    /// Bytes, not String searches: a step file has dozens of boxes, a flow thousands of steps.
    private static func polygon(in markup: String) -> (style: String, points: String)? {
        let lines = Array(markup.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count == 4, lines[1].starts(with: "<title>".utf8), lines[3].elementsEqual("</g>".utf8) else { return nil }
        let shape = lines[2]
        let (open, marker, close) = (Array("<polygon ".utf8), Array(" points=\"".utf8), Array("\"/>".utf8))
        guard shape.starts(with: open), shape.count > open.count + marker.count + close.count,
            shape.suffix(close.count).elementsEqual(close)
        else { return nil }
        let body = shape.dropFirst(open.count).dropLast(close.count)
        guard let pointsStart = body.indices.first(where: { body[$0...].starts(with: marker) }) else { return nil }
        let (style, points) = (body[..<pointsStart], body[(pointsStart + marker.count)...])
        guard !style.contains(UInt8(ascii: "<")), !points.contains(UInt8(ascii: "\"")) else { return nil }
        return (String(decoding: style, as: UTF8.self), String(decoding: points, as: UTF8.self))
    }
}
