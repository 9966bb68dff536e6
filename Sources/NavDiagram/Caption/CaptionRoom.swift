/// The invisible fixed-size room a caption's box sits in, at the top left of a drawing,
/// in whole points (the width even, so a narrower room keeps its left edge on the same
/// pixels). A room that fits a caption never moves the drawing, whatever the caption says.
public struct CaptionRoom: Sendable, Equatable {
    public var width: Int
    public var height: Int
}
