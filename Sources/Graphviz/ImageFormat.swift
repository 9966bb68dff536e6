/// The formats a diagram is written in, from Graphviz up: the one list every layer
/// names (the binding, the drawing, `navviz render --format`, `--map`, `--step`).
public enum ImageFormat: String, Sendable, CaseIterable {
    case svg, png
    /// The graph as DOT text: from Graphviz, with its layout written into its attributes;
    /// from navviz, the DOT it gives Graphviz.
    case dot
}
