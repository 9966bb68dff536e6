import Foundation

/// A message from the client, read in two passes: its envelope (is it a request, what
/// method), then its `params` as the method's own type.
struct IncomingMessage: Decodable {
    var jsonrpc: String?
    var id: RequestID?
    var method: String?

    /// A request's or notification's parameters, as `Params`.
    struct Parameters<Params: Decodable>: Decodable {
        var params: Params
    }

    static func decode(_ data: Data) throws(ResponseError) -> IncomingMessage {
        do {
            return try JSONDecoder().decode(IncomingMessage.self, from: data)
        } catch {
            throw .parseError("the message is not a JSON-RPC object: \(Self.describe(error))")
        }
    }

    static func params<Params: Decodable>(_ type: Params.Type, in data: Data, method: String) throws(ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(Parameters<Params>.self, from: data).params
        } catch {
            throw .invalidParams("`\(method)`: \(Self.describe(error))")
        }
    }

    /// A decoding error in a sentence: what was missing or wrong, and where.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return keys.isEmpty ? "" : " at `\(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)`"
        }
        switch error {
        case .keyNotFound(let key, let context): return "`\(key.stringValue)` is missing" + path(context)
        case .typeMismatch(let type, let context): return "expected \(type)" + path(context)
        case .valueNotFound(let type, let context): return "expected \(type), got null" + path(context)
        case .dataCorrupted(let context):
            // A value the JSON holds but the protocol refuses (a position out of range) says why.
            return (context.codingPath.isEmpty || context.underlyingError != nil ? "not valid JSON" : context.debugDescription) + path(context)
        @unknown default: return "\(error)"
        }
    }
}
