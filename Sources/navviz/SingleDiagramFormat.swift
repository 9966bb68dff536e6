/// The formats `--map` and `--step N` print one diagram in.
enum SingleDiagramFormat: String, CaseIterable {
    case svg, png
    /// The DOT text navviz gives Graphviz.
    case dot
}
