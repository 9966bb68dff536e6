/// An answer to a request: its result (JSON `null` when there is none) or an error.
struct Response<Result: Encodable>: Encodable {
    var id: RequestID?
    var outcome: Outcome

    enum Outcome {
        case result(Result?)
        case error(ResponseError)
    }

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, result, error
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // An error about a message whose id could not be read answers with a null id.
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        switch outcome {
        case .result(let result?): try container.encode(result, forKey: .result)
        case .result(nil): try container.encodeNil(forKey: .result)
        case .error(let error): try container.encode(error, forKey: .error)
        }
    }
}

/// A message the server sends unasked (`textDocument/publishDiagnostics`).
struct Notification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}
