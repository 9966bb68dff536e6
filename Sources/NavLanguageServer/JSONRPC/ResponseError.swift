/// A JSON-RPC error answer: a code of the protocol's and a message for the person.
struct ResponseError: Error, Codable, Sendable, Equatable {
    var code: Int
    var message: String

    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "navviz lsp does not implement `\(method)`")
    }
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized: send `initialize` first")
    /// A request cancelled (`$/cancelRequest`) before its turn came: not computed.
    static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled before it was computed")
    /// A request the server understood and refuses (a rename to a name in use).
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
}
