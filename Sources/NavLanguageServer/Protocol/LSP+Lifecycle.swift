extension LSP {
    struct InitializeParams: Decodable {
        var processId: Int?
        var rootUri: String?
        var initializationOptions: InitializationOptions?
    }

    /// What an editor's configuration may pass in `initializationOptions`.
    struct InitializationOptions: Decodable {
        /// Where `navviz watch` listens (`127.0.0.1:8080`), or `false` for no preview.
        var preview: PreviewSetting?
        /// `uikit` or `lint`: UIKit's warnings, or navviz's lints too, shown as errors.
        var strict: String?
    }

    enum PreviewSetting: Decodable, Equatable {
        case address(String)
        case off

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let enabled = try? container.decode(Bool.self) {
                self = enabled ? .address(PreviewCursor.defaultAddress) : .off
            } else {
                self = .address(try container.decode(String.self))
            }
        }
    }

    /// `$/cancelRequest`: the request whose answer the client no longer wants.
    struct CancelParams: Decodable {
        var id: RequestID
    }

    struct InitializeResult: Encodable {
        var capabilities: ServerCapabilities
        var serverInfo: ServerInfo
    }

    struct ServerInfo: Encodable {
        var name: String
        var version: String
    }

    struct ServerCapabilities: Encodable {
        /// Full text on every change (TextDocumentSyncKind.Full), with open and close.
        var textDocumentSync = TextDocumentSyncOptions()
        var hoverProvider = true
        var definitionProvider = true
        var referencesProvider = true
        var renameProvider = RenameOptions()
        var completionProvider = CompletionOptions()
        var documentSymbolProvider = true
        var foldingRangeProvider = true
        var documentFormattingProvider = true
        var documentHighlightProvider = true
        var positionEncoding = "utf-16"
    }

    struct TextDocumentSyncOptions: Encodable {
        var openClose = true
        var change = 1
        var save = true
    }

    struct RenameOptions: Encodable {
        var prepareProvider = true
    }

    struct CompletionOptions: Encodable {
        /// A name's property (`A.`), an option's value (`style: `), an operation after an actor.
        var triggerCharacters = [".", ":", " ", "["]
    }
}
