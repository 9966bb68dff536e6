import Foundation
import NavInput

/// `navviz lsp`: a Language Server Protocol server for `.nav` files on a pair of file
/// descriptors (standard input and output). Every message is handled in order on one
/// queue; diagnostics are published a moment after the last edit of a burst (debounced),
/// for the newest text only, and before any request still waiting when they are due. A
/// cancelled request, or a hover a later hover of its document supersedes, is answered
/// without being computed (`PendingRequests`). The server reads and writes no file:
/// documents come from the client, `InputFile`'s size limit bounds what it analyses, and
/// only the documents looked at last keep their analysis.
public final class LanguageServer: @unchecked Sendable {
    public struct Options: Sendable {
        /// Where `navviz watch` listens, for the preview to follow the cursor; nil for none.
        public var preview: String?
        /// How long after an edit diagnostics wait for the next one.
        public var debounce: DispatchTimeInterval
        public var strictness: Strictness?
        /// navviz's version, reported in `initialize`'s answer.
        public var version: String

        public init(
            preview: String? = PreviewCursor.defaultAddress, debounce: DispatchTimeInterval = .milliseconds(30), strictness: Strictness? = nil,
            version: String
        ) {
            self.preview = preview
            self.debounce = debounce
            self.strictness = strictness
            self.version = version
        }
    }

    private var options: Options
    private let input: Int32
    private let writer: MessageWriter
    private let log: @Sendable (String) -> Void
    private let queue = DispatchQueue(label: "navviz-lsp")
    private let finished = DispatchSemaphore(value: 0)
    private let pending = PendingRequests()
    private var exitStatus: Int32 = 0

    // The state, touched on `queue` only.
    private var initialized = false
    private var shuttingDown = false
    private var documents: [String: OpenDocument] = [:]
    private var preview: PreviewCursor?
    /// The last line the preview was told of, per document.
    private var previewLines: [String: Int] = [:]
    /// When each edited document's diagnostics are due: a moment after its last edit.
    private var diagnosticsDue: [String: DispatchTime] = [:]
    /// The documents that keep their analysis: a 200 KB flow's takes megabytes, and an
    /// editor may hold thousands open.
    private var analysed = RecentlyUsed<String>(capacity: LanguageServer.analysesKept)
    static let analysesKept = 8

    public init(options: Options, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.input = input
        writer = MessageWriter(descriptor: output)
        self.log = log
    }

    /// The largest message read: a document of `InputFile.maximumSize`, escaped as JSON.
    static let maximumMessageLength = 2 * InputFile.maximumSize + (1 << 20)

    /// Serves until the client sends `exit` or goes away; returns the exit status: 0 after
    /// `shutdown` and `exit`, 1 when the client left without `shutdown`, 2 when it sent
    /// something that is not the protocol.
    public func run() -> Int32 {
        let reader = Thread { [self] in readMessages() }
        reader.stackSize = 1 << 20
        reader.start()
        finished.wait()
        return queue.sync { exitStatus }
    }

    private func readMessages() {
        var reader = MessageReader(descriptor: input, maximumContentLength: Self.maximumMessageLength)
        while true {
            switch reader.next() {
            case .message(let data):
                let envelope = Result { () throws(ResponseError) in try IncomingMessage.decode(data) }
                if cancels(envelope, data) { continue }
                let ticket = ticket(for: envelope, data)
                queue.async { self.handle(envelope, data, ticket: ticket) }
                // Nothing is read after `exit`: the server ends with it, and whoever gave it
                // the input may close it (the fuzz target serves sessions one after another).
                if case .success(let message) = envelope, message.method == "exit" { return }
            case .end:
                return stop(shuttingDown ? 0 : 1, "the client closed the connection" + (shuttingDown ? "" : " without `shutdown`"))
            case .truncated:
                return stop(1, "the client closed the connection in the middle of a message")
            case .malformed(let what):
                return stop(2, "not a Language Server Protocol message: \(what); the protocol frames each message with a `Content-Length:` header")
            case .tooLarge(let length):
                return stop(
                    2, "a message of \(length >> 20) MB is more than navviz lsp reads (\(Self.maximumMessageLength >> 20) MB): no flow is that large")
            }
        }
    }

    /// Ends the server after the messages already read, with one line on the log.
    private func stop(_ status: Int32, _ reason: String) {
        queue.async {
            if !self.shuttingDown || status != 0 { self.log("navviz lsp: \(reason); exiting") }
            self.finish(status)
        }
    }

    private func finish(_ status: Int32) {
        exitStatus = status
        finished.signal()
    }

    // MARK: - Dispatch

    /// On the reading thread, as a message comes: a `$/cancelRequest` marks its request at
    /// once, however many messages wait before it, and is not queued itself.
    private func cancels(_ envelope: Result<IncomingMessage, ResponseError>, _ data: Data) -> Bool {
        guard case .success(let message) = envelope, message.method == "$/cancelRequest" else { return false }
        if let cancelled = try? params(LSP.CancelParams.self, data, "$/cancelRequest") { pending.cancel(cancelled.id) }
        return true
    }

    /// A request's place in line, with the document of a hover; nil for other messages.
    private func ticket(for envelope: Result<IncomingMessage, ResponseError>, _ data: Data) -> Int? {
        guard case .success(let message) = envelope, let method = message.method, let id = message.id else { return nil }
        let hovered = method == "textDocument/hover" ? try? params(LSP.DocumentParams.self, data, method).textDocument.uri : nil
        return pending.add(id, hoverOf: hovered)
    }

    private func handle(_ envelope: Result<IncomingMessage, ResponseError>, _ data: Data, ticket: Int?) {
        publishDueDiagnostics()
        let message: IncomingMessage
        switch envelope {
        case .success(let decoded): message = decoded
        case .failure(let error):
            log("navviz lsp: \(error.message)")
            return writer.send(Response<Bool>(id: nil, outcome: .error(error)))
        }
        guard let method = message.method else {
            // An answer to a request of ours: the server sends none that need one.
            return
        }
        guard let id = message.id else { return notify(method, data) }
        switch ticket.map(pending.take) ?? .answer {
        case .cancelled: return writer.send(Response<Bool>(id: id, outcome: .error(.requestCancelled)))
        case .superseded: return respond(id, LSP.Hover?.none)
        case .answer: break
        }
        do {
            try answer(method, data, id: id)
        } catch {
            writer.send(Response<Bool>(id: id, outcome: .error(error)))
        }
    }

    private func respond(_ id: RequestID, _ result: (some Encodable)?) {
        writer.send(Response(id: id, outcome: .result(result)))
    }

    private func params<P: Decodable>(_ type: P.Type, _ data: Data, _ method: String) throws(ResponseError) -> P {
        try IncomingMessage.params(type, in: data, method: method)
    }

    /// A request about a position: the position and its document's analysis; the preview
    /// follows it when `followingCursor` (the requests editors send as the cursor moves).
    private func positioned(_ data: Data, _ method: String, followingCursor: Bool = false) throws(ResponseError) -> (LSP.Position, DocumentAnalysis) {
        let request = try params(LSP.TextDocumentPositionParams.self, data, method)
        let analysis = try document(request.textDocument.uri)
        if followingCursor { followCursor(request.textDocument.uri, request.position) }
        return (request.position, analysis)
    }

    private func document(_ uri: String) throws(ResponseError) -> DocumentAnalysis {
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open: send `textDocument/didOpen` first") }
        return analysis(of: document)
    }

    /// A document's analysis, made again if it was dropped; the analysis of the document
    /// looked at longest ago is dropped when more than `analysesKept` are held.
    private func analysis(of document: OpenDocument) -> DocumentAnalysis {
        if let pushedOut = analysed.use(document.uri) { documents[pushedOut]?.dropAnalysis() }
        return document.analysis
    }

    private func answer(_ method: String, _ data: Data, id: RequestID) throws(ResponseError) {
        if method == "initialize" { return respond(id, initialize(try params(LSP.InitializeParams.self, data, method))) }
        guard initialized else { throw .serverNotInitialized }
        if shuttingDown && method != "shutdown" { throw .invalidRequest("the server is shutting down") }
        switch method {
        case "shutdown":
            shuttingDown = true
            preview?.flush()
            respond(id, Bool?.none)
        case "textDocument/hover":
            let (position, analysis) = try positioned(data, method, followingCursor: true)
            respond(id, HoverProvider.hover(at: position, in: analysis))
        case "textDocument/definition":
            let (position, analysis) = try positioned(data, method)
            respond(id, NameRefactoring.definition(at: position, in: analysis))
        case "textDocument/references":
            let request = try params(LSP.ReferenceParams.self, data, method)
            respond(
                id,
                NameRefactoring.references(
                    at: request.position, includingDefinition: request.context?.includeDeclaration ?? true, in: try document(request.textDocument.uri)
                ))
        case "textDocument/documentHighlight":
            let (position, analysis) = try positioned(data, method, followingCursor: true)
            respond(id, NameRefactoring.highlights(at: position, in: analysis))
        case "textDocument/prepareRename":
            let (position, analysis) = try positioned(data, method)
            respond(id, NameRefactoring.prepareRename(at: position, in: analysis))
        case "textDocument/rename":
            let request = try params(LSP.RenameParams.self, data, method)
            respond(id, try NameRefactoring.rename(at: request.position, to: request.newName, in: try document(request.textDocument.uri)))
        case "textDocument/completion":
            let (position, analysis) = try positioned(data, method)
            respond(id, LSP.CompletionList(items: CompletionProvider.items(at: position, in: analysis)))
        case "textDocument/documentSymbol":
            let request = try params(LSP.DocumentParams.self, data, method)
            respond(id, Outline.symbols(in: try document(request.textDocument.uri)))
        case "textDocument/foldingRange":
            let request = try params(LSP.DocumentParams.self, data, method)
            respond(id, Outline.foldingRanges(in: try document(request.textDocument.uri)))
        case "textDocument/formatting":
            let request = try params(LSP.DocumentParams.self, data, method)
            respond(id, Formatter.edits(in: try document(request.textDocument.uri)))
        default:
            throw .methodNotFound(method)
        }
    }

    private func notify(_ method: String, _ data: Data) {
        if method == "exit" {
            if !shuttingDown { log("navviz lsp: `exit` without `shutdown`; exiting") }
            return finish(shuttingDown ? 0 : 1)
        }
        guard initialized else { return }
        do {
            switch method {
            case "textDocument/didOpen":
                let item = try params(LSP.DidOpenTextDocumentParams.self, data, method).textDocument
                documents[item.uri] = OpenDocument(uri: item.uri, version: item.version, text: item.text)
                diagnosticsDue[item.uri] = nil
                publishDiagnostics(item.uri)
            case "textDocument/didChange":
                let change = try params(LSP.DidChangeTextDocumentParams.self, data, method)
                guard let document = documents[change.textDocument.uri] else { return }
                document.change(to: change.textDocument.version, change.contentChanges)
                let due = DispatchTime.now() + options.debounce
                diagnosticsDue[document.uri] = due
                queue.asyncAfter(deadline: due) { [self] in publishDueDiagnostics() }
            case "textDocument/didClose":
                let uri = try params(LSP.DidCloseTextDocumentParams.self, data, method).textDocument.uri
                documents[uri] = nil
                previewLines[uri] = nil
                diagnosticsDue[uri] = nil
                analysed.forget(uri)
                writer.send(Notification(method: "textDocument/publishDiagnostics", params: LSP.PublishDiagnosticsParams(uri: uri, diagnostics: [])))
            case "navviz/cursor":
                let cursor = try params(LSP.CursorParams.self, data, method)
                followCursor(cursor.textDocument.uri, cursor.position)
            default:
                // `initialized`, `textDocument/didSave`, settings: nothing to do.
                break
            }
        } catch {
            log("navviz lsp: \(error.message)")
        }
    }

    // MARK: - Lifecycle

    private func initialize(_ request: LSP.InitializeParams) -> LSP.InitializeResult {
        initialized = true
        let settings = request.initializationOptions
        if let strict = settings?.strict {
            options.strictness = Strictness(rawValue: strict)
            if options.strictness == nil { log("navviz lsp: `strict: \(strict)` is not a strictness (uikit, lint); ignored") }
        }
        switch settings?.preview {
        case .off?: options.preview = nil
        case .address(let address)?: options.preview = address
        case nil: break
        }
        if let address = options.preview {
            do {
                preview = try PreviewCursor(address: address, log: log)
            } catch {
                log("navviz lsp: \(error); the preview does not follow the cursor")
            }
        }
        return LSP.InitializeResult(capabilities: LSP.ServerCapabilities(), serverInfo: LSP.ServerInfo(name: "navviz", version: options.version))
    }

    // MARK: - Diagnostics and the preview

    /// Publishes the diagnostics whose time has come; run before every message, so requests
    /// waiting in line do not hold them back.
    private func publishDueDiagnostics() {
        let now = DispatchTime.now()
        for (uri, due) in diagnosticsDue.sorted(by: { $0.key < $1.key }) where due <= now {
            diagnosticsDue[uri] = nil
            publishDiagnostics(uri)
        }
    }

    private func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        let diagnostics = PublishedDiagnostics.of(analysis(of: document), strictness: options.strictness)
        writer.send(
            Notification(
                method: "textDocument/publishDiagnostics",
                params: LSP.PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics)))
    }

    /// Tells `navviz watch` the cursor's line when it moved to another line.
    private func followCursor(_ uri: String, _ position: LSP.Position) {
        guard let preview, let document = documents[uri], previewLines[uri] != position.line + 1 else { return }
        previewLines[uri] = position.line + 1
        preview.moved(to: position.line + 1, in: document.uri)
    }
}
