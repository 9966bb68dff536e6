import Foundation

/// Why the preview cannot listen on its port, found before anything is rendered: in use
/// by another program (often another `navviz watch`), or what the system said.
public struct PortUnavailable: Error, CustomStringConvertible {
    /// The system's error number; `EADDRINUSE` when another program listens on the port.
    public let code: Int32

    public var description: String {
        code == EADDRINUSE
            ? "the port is in use by another program (another navviz watch?): pick another with --port N, or --port 0 for any free port"
            : String(cString: strerror(code))
    }
}
