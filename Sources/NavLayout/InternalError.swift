import Graphviz

/// A failure that is navviz's bug, not the user's: the input was valid, and navviz's own
/// invariants or its use of Graphviz broke. The command line reports these apart from
/// invalid input (exit status 70) and asks for a bug report.
public protocol InternalError: Error {}

/// navviz writes every DOT text Graphviz sees, so Graphviz refusing one is navviz's bug.
extension GraphvizError: InternalError {}
