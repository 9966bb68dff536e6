import Foundation

/// A client of `navviz lsp` over its standard input and output, as an editor is: messages
/// framed with `Content-Length`, read on a thread of their own. Every wait has a limit, and
/// a watchdog ends the server, so a test that goes wrong fails instead of hanging.
final class LanguageServerClient: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    typealias JSON = [String: Any]

    /// The most a test waits for one message.
    static let waitLimit: Double = 60
    /// The most a server may run.
    static let timeLimit: Double = 180

    let folder: URL
    private let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let condition = NSCondition()
    /// Each message with its place in the order they came.
    private var received: [(arrival: Int, message: JSON)] = []
    private var arrivals = 0
    private var ended = false
    private var nextID = 0
    private let errorText: StreamReader

    /// Starts `navviz lsp` with `arguments` in a fresh folder of its own, which the test
    /// can check stays empty.
    init(arguments: [String] = ["--preview", "off"]) throws {
        folder = try temporaryFolder()
        process.executableURL = NavvizProcess.binary
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        errorText = StreamReader(errors.fileHandleForReading)
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeLimit) { [process] in
            if process.isRunning { process.terminate() }
        }
        let reader = Thread { [self] in readMessages() }
        reader.start()
    }

    private func readMessages() {
        let handle = output.fileHandleForReading
        var buffer = Data()
        func fill() -> Bool {
            let chunk = handle.availableData
            buffer += chunk
            return !chunk.isEmpty
        }
        reading: while true {
            while buffer.range(of: Data("\r\n\r\n".utf8)) == nil { if !fill() { break reading } }
            let headEnd = buffer.range(of: Data("\r\n\r\n".utf8))!
            let head = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
            guard let length = head.firstMatch(of: /Content-Length: (\d+)/).flatMap({ Int($0.1) }) else { break }
            buffer = Data(buffer[headEnd.upperBound...])
            while buffer.count < length { if !fill() { break reading } }
            let body = buffer.prefix(length)
            buffer = Data(buffer.dropFirst(length))
            guard let message = try? JSONSerialization.jsonObject(with: body) as? JSON else { break }
            condition.withLock {
                arrivals += 1
                received.append((arrivals, message))
                condition.broadcast()
            }
        }
        condition.withLock {
            ended = true
            condition.broadcast()
        }
    }

    func send(_ message: JSON) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Bytes as they are, framed or not.
    func sendRaw(_ bytes: Data) {
        try? input.fileHandleForWriting.write(contentsOf: bytes)
    }

    func notify(_ method: String, _ params: Any) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and returns its answer (`result` or `error` in it).
    @discardableResult
    func request(_ method: String, _ params: Any) throws -> JSON {
        nextID += 1
        let id = nextID
        try send(["id": id, "method": method, "params": params])
        return try next { ($0["id"] as? Int) == id }
    }

    /// The result of a request that must succeed.
    func result(_ method: String, _ params: Any) throws -> Any? {
        let answer = try request(method, params)
        if let error = answer["error"] { throw Failure("\(method) failed: \(error)") }
        return answer["result"] is NSNull ? nil : answer["result"]
    }

    /// The first message not yet taken that matches, waiting for it.
    func next(matching: (JSON) -> Bool) throws -> JSON {
        try arrival(matching: matching).message
    }

    /// The first message not yet taken that matches, and its place among all the messages
    /// the server sent (1 for the first).
    func arrival(matching: (JSON) -> Bool) throws -> (arrival: Int, message: JSON) {
        let deadline = Date().addingTimeInterval(Self.waitLimit)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: { matching($0.message) }) { return received.remove(at: index) }
            if ended { throw Failure("the server ended first; it logged: \(logText)") }
            guard condition.wait(until: deadline) else { throw Failure("no such message in \(Self.waitLimit) s; it logged: \(logText)") }
        }
    }

    /// The next diagnostics published for `uri` (at `version`, when given).
    func diagnostics(_ uri: String, version: Int? = nil) throws -> [JSON] {
        let message = try next { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? JSON else { return false }
            return params["uri"] as? String == uri && (version == nil || params["version"] as? Int == version)
        }
        return (message["params"] as! JSON)["diagnostics"] as! [JSON]
    }

    /// `initialize` and `initialized`, with `options` as the editor's initialization options.
    @discardableResult
    func initialize(options: JSON? = nil) throws -> JSON {
        var params: JSON = ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:] as JSON]
        if let options { params["initializationOptions"] = options }
        let answer = try result("initialize", params) as! JSON
        try notify("initialized", [:] as JSON)
        return answer
    }

    func open(_ uri: String, _ text: String, version: Int = 1) throws {
        try notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "nav", "version": version, "text": text]])
    }

    func change(_ uri: String, _ text: String, version: Int) throws {
        try notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
    }

    /// `{textDocument, position}` for a 0-based line and character.
    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    /// Closes the server's input and waits for it to end: its status and what it logged.
    func finish() -> (status: Int32, log: String) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return (process.terminationStatus, logText)
    }

    /// `shutdown`, `exit`, and the status.
    func shutDown() throws -> Int32 {
        _ = try result("shutdown", NSNull())
        try notify("exit", NSNull())
        return finish().status
    }

    private var collectedLog: String?

    /// What the server logged, once it has ended.
    private var logText: String {
        if process.isRunning { return "(still running)" }
        if let collectedLog { return collectedLog }
        let text = String(decoding: errorText.data(), as: UTF8.self)
        collectedLog = text
        return text
    }

    /// The server's resident memory now, in kilobytes (`VmRSS` in `/proc`, Linux).
    var residentKilobytes: Int? {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.dropFirst("VmRSS:".count).trimmingCharacters(in: .whitespaces).dropLast(3)) }
    }

    /// The files in the server's folder: it writes none.
    var filesWritten: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }
}
