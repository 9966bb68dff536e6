/// `--host` named an address other machines could reach.
public struct NotLoopback: Error, CustomStringConvertible {
    public let host: String
    public var description: String {
        "--host \(host) is not a loopback address: navviz watch serves on 127.0.0.1, another 127.x.x.x address, ::1 or localhost only"
    }
}
