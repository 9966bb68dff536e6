/// How long the animations and the flipbook's play button show each frame: long
/// enough to read a caption, short enough to watch a whole flow.
enum AnimationTiming {
    static let frameMilliseconds = 2000
}
