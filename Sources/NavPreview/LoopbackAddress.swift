import FlyingSocks
import Foundation

/// The address `navviz watch` listens on: loopback only, since the preview serves the
/// flow's text to whoever connects.
struct LoopbackAddress: Sendable {
    let socketAddress: any SocketAddress
    /// The host as it goes in a URL (an IPv6 address in brackets).
    let urlHost: String

    init(host: String, port: UInt16) throws {
        switch host.lowercased() {
        case "localhost", "127.0.0.1":
            socketAddress = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
            urlHost = "127.0.0.1"
        case "::1", "[::1]":
            socketAddress = sockaddr_in6.loopback(port: port)
            urlHost = "[::1]"
        default:
            var address = in_addr()
            guard inet_pton(AF_INET, host, &address) == 1, UInt32(bigEndian: address.s_addr) >> 24 == 127 else {
                throw NotLoopback(host: host)
            }
            socketAddress = try sockaddr_in.inet(ip4: host, port: port)
            urlHost = host
        }
    }

    /// The `Host` values that name this server on `port`: its address or `localhost`,
    /// with the port (browsers leave out port 80).
    func hosts(port: UInt16) -> Set<String> {
        let names = [urlHost, "localhost"]
        return Set(names.map { "\($0):\(port)" } + (port == 80 ? names : []))
    }
}
