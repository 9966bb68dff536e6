/// The band at the top of a focused step file: its caption, and an overview of the whole
/// map with the window outlined. Drawn over whatever of the drawing reaches into it, so
/// the caption is never crossed by the layout's lines above the window.
public struct FocusBand: Sendable, Equatable {
    /// A view controller the step must show that lies too far for the window: a labelled
    /// box at the window's edge, towards it.
    struct Stub: Sendable, Equatable {
        /// The view controller's node key, which the stub's SVG title carries as the node's does.
        var key: String
        var text: String
        var box: Bounds
    }

    /// The band, the canvas's full width above the window.
    var box: Bounds
    /// The centre of the caption's room, at the band's left.
    var captionCentre: (x: Double, y: Double)
    /// Where the overview sits, at the band's right.
    var overview: Bounds
    /// The map drawn small in the overview, the same in every step file whose overview has its size.
    var picture: OverviewPicture
    /// The part of the map the step file shows, drawn small.
    var window: Bounds
    var stubs: [Stub]
    /// The part of the map the step file shows, in the layout's points, Graphviz's y axis
    /// pointing up: what the flipbook's camera shows for this step.
    public let focus: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    /// The box the window is built around: what the step added or removed, else the top
    /// view controller. The camera looks there when the pane cannot show the whole window
    /// at a readable size.
    public let anchor: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

    public static func == (lhs: FocusBand, rhs: FocusBand) -> Bool {
        lhs.box == rhs.box && lhs.captionCentre == rhs.captionCentre && lhs.overview == rhs.overview && lhs.picture == rhs.picture
            && lhs.window == rhs.window && lhs.stubs == rhs.stubs && lhs.focus == rhs.focus
            && lhs.anchor.map { [$0.0, $0.1, $0.2, $0.3] } == rhs.anchor.map { [$0.0, $0.1, $0.2, $0.3] }
    }
}

/// What a step must show: a box, and the stub that stands for it when it is a view
/// controller too far for the window.
typealias MustShow = (bounds: Bounds, stub: FarViewController?)

/// A view controller a step must show, with what finds it a stub when it lies too far
/// for the window: its box, and the arrows between it and others in the frame.
struct FarViewController {
    var key: String
    var name: String
    /// "top", "caller", or empty.
    var role: String
    var bounds: Bounds
    /// The frame's arrows (edge indices) with it at an end.
    var arrows: [Int]
    /// Those sure to be drawn with their label: not a removed arrow's ghost.
    var labelledArrows: [Int]
}
