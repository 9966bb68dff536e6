/// The image formats Graphviz draws a diagram in.
public enum ImageFormat: String, Sendable, CaseIterable {
    case svg, png
}
