import Graphviz

/// Graphviz's one list of formats, by the name the layers above NavLayout use: they
/// speak NavLayout's words and never import Graphviz.
public typealias ImageFormat = Graphviz.ImageFormat
