/// Sheets and captions are the parts of frames on the one shared layout; a drawing laid
/// out per frame has none, and asking for them is navviz's bug.
struct DrawingNotStable: Error, InternalError, CustomStringConvertible {
    var description: String { "sheets and captions are drawn on the stable layout only" }
}
