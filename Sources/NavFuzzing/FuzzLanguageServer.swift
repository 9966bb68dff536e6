import Foundation
import NavLanguageServer

/// The `lsp` fuzz target's input: a session of `navviz lsp` as text. What comes before the
/// first `--- ` line is the document opened; each line `--- OPERATION ARGUMENTS` is a
/// message, and the lines after it, up to the next, its text (an edit's, a new name's, a
/// raw message's). Positions are copied into the JSON as they are written when they look
/// like a number (`2147483648`, `-1`, `1e30`), so that the server's decoding meets what a
/// client could send; anything else is 0.
///
///     change L C L C   (an edit of a range)      replace   (the whole text)
///     hover|completion|definition|references|highlight|prepareRename|rename|cursor L C
///     symbols  folding  formatting  close  open  cancel ID
///     raw      (a message's JSON, as it is; not initialize, shutdown or exit)
struct FuzzLanguageServer {
    private var bodies: [String] = []
    private var requests = 0
    private static let uri = "file:///fuzz/Flow.nav"

    init(_ bytes: [UInt8]) {
        var operation: [String]?
        var text: [String] = []
        bodies.append(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{},"initializationOptions":{"preview":false}}}"#)
        bodies.append(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let decoded = String(decoding: line, as: UTF8.self)
            guard decoded.hasPrefix("--- ") else {
                text.append(decoded)
                continue
            }
            add(operation, text.joined(separator: "\n"))
            operation = decoded.dropFirst(4).split(separator: " ").map(String.init)
            text = []
        }
        add(operation, text.joined(separator: "\n"))
        bodies.append(#"{"jsonrpc":"2.0","id":\#(requests + 2),"method":"shutdown"}"#)
        bodies.append(#"{"jsonrpc":"2.0","method":"exit"}"#)
    }

    /// The message of `operation` (nil: the document first opened) with its text.
    private mutating func add(_ operation: [String]?, _ text: String) {
        let document = #"{"uri":\#(Self.quoted(Self.uri))}"#
        guard let operation else {
            return notify("textDocument/didOpen", #"{"textDocument":{"uri":\#(Self.quoted(Self.uri)),"version":1,"text":\#(Self.quoted(text))}}"#)
        }
        let name = operation.first ?? ""
        let numbers = operation.dropFirst().map(Self.number) + Array(repeating: "0", count: 4)
        let position = #"{"line":\#(numbers[0]),"character":\#(numbers[1])}"#
        let at = #"{"textDocument":\#(document),"position":\#(position)}"#
        let version = bodies.count
        switch name {
        case "change":
            let range = #"{"start":\#(position),"end":{"line":\#(numbers[2]),"character":\#(numbers[3])}}"#
            notify(
                "textDocument/didChange",
                #"{"textDocument":{"uri":\#(Self.quoted(Self.uri)),"version":\#(version)},"contentChanges":[{"range":\#(range),"text":\#(Self.quoted(text))}]}"#
            )
        case "replace":
            notify(
                "textDocument/didChange",
                #"{"textDocument":{"uri":\#(Self.quoted(Self.uri)),"version":\#(version)},"contentChanges":[{"text":\#(Self.quoted(text))}]}"#)
        case "open":
            notify("textDocument/didOpen", #"{"textDocument":{"uri":\#(Self.quoted(Self.uri)),"version":\#(version),"text":\#(Self.quoted(text))}}"#)
        case "close": notify("textDocument/didClose", #"{"textDocument":\#(document)}"#)
        case "cursor": notify("navviz/cursor", at)
        case "cancel": notify("$/cancelRequest", #"{"id":\#(numbers[0])}"#)
        case "hover", "completion", "definition", "references", "prepareRename":
            request("textDocument/\(name)", at)
        case "highlight": request("textDocument/documentHighlight", at)
        case "rename": request("textDocument/rename", #"{"textDocument":\#(document),"position":\#(position),"newName":\#(Self.quoted(text))}"#)
        case "symbols": request("textDocument/documentSymbol", #"{"textDocument":\#(document)}"#)
        case "folding": request("textDocument/foldingRange", #"{"textDocument":\#(document)}"#)
        case "formatting": request("textDocument/formatting", #"{"textDocument":\#(document),"options":{"tabSize":4,"insertSpaces":true}}"#)
        case "raw":
            // The session's own ends are the fuzzer's: an early `exit` would leave the server
            // writing after this input's files are closed, and `initialize` could name a preview's port.
            let method = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? [String: Any])?["method"]
            guard !["initialize", "shutdown", "exit"].contains(method as? String) else { return }
            bodies.append(text)
            requests += 1
        default: break
        }
    }

    private mutating func notify(_ method: String, _ params: String) {
        bodies.append(#"{"jsonrpc":"2.0","method":\#(Self.quoted(method)),"params":\#(params)}"#)
    }

    private mutating func request(_ method: String, _ params: String) {
        requests += 1
        bodies.append(#"{"jsonrpc":"2.0","id":\#(requests + 1),"method":\#(Self.quoted(method)),"params":\#(params)}"#)
    }

    /// A token that looks like a JSON number, as it is written; 0 otherwise.
    private static func number(_ token: String) -> String {
        !token.isEmpty && token.count <= 40 && token.allSatisfy({ "0123456789-+.eE".contains($0) }) ? token : "0"
    }

    private static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    /// Serves the session in-process, through files with no name; whether every request
    /// of it was answered with a result (none with an error), and there was one.
    func served() -> Bool {
        guard let input = tmpfile(), let output = tmpfile() else { return false }
        defer {
            fclose(input)
            fclose(output)
        }
        var framed: [UInt8] = []
        for body in bodies {
            framed += Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
        }
        guard framed.withUnsafeBytes({ write(fileno(input), $0.baseAddress, $0.count) }) == framed.count else { return false }
        lseek(fileno(input), 0, SEEK_SET)
        let server = LanguageServer(
            options: .init(preview: nil, debounce: .milliseconds(0), version: "fuzz"), input: fileno(input), output: fileno(output), log: { _ in })
        guard server.run() == 0 else { return false }
        let size = lseek(fileno(output), 0, SEEK_END)
        lseek(fileno(output), 0, SEEK_SET)
        var answers = [UInt8](repeating: 0, count: Int(max(0, size)))
        guard answers.withUnsafeMutableBytes({ read(fileno(output), $0.baseAddress, $0.count) }) == answers.count else { return false }
        return requests > 0 && !Self.anyError(in: answers)
    }

    /// Whether a framed answer in `answers` is an error.
    private static func anyError(in answers: [UInt8]) -> Bool {
        var rest = answers[...]
        let separator = Array("\r\n\r\n".utf8)
        while let head = rest.firstRange(of: separator) {
            let header = String(decoding: rest[..<head.lowerBound], as: UTF8.self)
            guard let length = Int(header.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") else { return true }
            let body = rest[head.upperBound...].prefix(length)
            if (try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])?["error"] != nil { return true }
            rest = rest[body.endIndex...]
        }
        return false
    }
}
