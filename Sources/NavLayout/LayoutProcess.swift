/// Lays out DOT with Graphviz's `dot` engine in another process, and draws it there.
public protocol LayoutProcess: Sendable {
    /// What Graphviz wrote for `dot` laid out (its `dot` output format). Throws
    /// `LayoutProcessFailed` when the process died or Graphviz said anything.
    func layOut(_ dot: String) throws -> String

    /// The SVG Graphviz draws of `dot` with every position given (`nop2`): what
    /// `MapLayout.drawHere` gives. Throws `LayoutProcessFailed` as `layOut` does.
    func draw(_ dot: String) throws -> [UInt8]

    /// Gets ready for a job (starts a process) while navviz does something else.
    func prepare()

    /// Ends the processes waiting for a job, once they have ended.
    func finish()
}

extension LayoutProcess {
    public func prepare() {}
    public func finish() {}
}

/// A layout process that died or reported a Graphviz error or warning.
public struct LayoutProcessFailed: Error, CustomStringConvertible {
    /// Graphviz's first message, or how the process ended.
    public var message: String

    public init(message: String) { self.message = message }

    public var description: String { message }
}
