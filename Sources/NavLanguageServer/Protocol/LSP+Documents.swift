extension LSP {
    struct TextDocumentItem: Decodable {
        var uri: String
        var languageId: String?
        var version: Int
        var text: String
    }

    struct DidOpenTextDocumentParams: Decodable {
        var textDocument: TextDocumentItem
    }

    struct VersionedTextDocumentIdentifier: Decodable {
        var uri: String
        var version: Int
    }

    /// With full sync every change is the whole text; a client that sends a range anyway
    /// has it applied.
    struct TextDocumentContentChangeEvent: Decodable {
        var range: Range?
        var text: String
    }

    struct DidChangeTextDocumentParams: Decodable {
        var textDocument: VersionedTextDocumentIdentifier
        var contentChanges: [TextDocumentContentChangeEvent]
    }

    struct DidCloseTextDocumentParams: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct DiagnosticRelatedInformation: Encodable, Hashable {
        var location: Location
        var message: String
    }

    struct Diagnostic: Encodable, Hashable {
        var range: Range
        /// 1 error, 2 warning, 3 information.
        var severity: Int
        /// The rule of docs/semantics.md, when one decided it.
        var code: String?
        var source = "navviz"
        var message: String
        var relatedInformation: [DiagnosticRelatedInformation]?
    }

    struct PublishDiagnosticsParams: Encodable {
        var uri: String
        var version: Int?
        var diagnostics: [Diagnostic]
    }

    struct Hover: Encodable {
        var contents: MarkupContent
        var range: Range?
    }

    struct ReferenceParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var position: Position
        var context: ReferenceContext?
    }

    struct ReferenceContext: Decodable {
        var includeDeclaration: Bool
    }

    struct RenameParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var position: Position
        var newName: String
    }

    struct PrepareRenameResult: Encodable {
        var range: Range
        var placeholder: String
    }

    struct WorkspaceEdit: Encodable {
        var changes: [String: [TextEdit]]
    }

    struct DocumentHighlight: Encodable, Hashable {
        var range: Range
        /// 1 text, 2 read, 3 write: the mention that creates the instance is a write.
        var kind: Int
    }

    struct DocumentParams: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    struct DocumentSymbol: Encodable {
        var name: String
        var detail: String?
        /// 2 module (the window's root), 12 function (a step), 3 namespace (a `step` group),
        /// 24 event (a line of a group), 15 string (the title).
        var kind: Int
        var range: Range
        var selectionRange: Range
        var children: [DocumentSymbol]?
    }

    struct FoldingRange: Encodable, Hashable {
        var startLine: Int
        var endLine: Int
        var kind: String?
    }

    struct CompletionItem: Encodable, Hashable {
        var label: String
        /// 2 method (an operation), 6 variable (a name), 10 property, 12 value, 14 keyword,
        /// 15 snippet-like form (an `expect` form), 20 enum member (a style).
        var kind: Int
        var detail: String?
        var documentation: MarkupContent?
        /// `[1]` (deprecated, shown struck through) for an operation UIKit would refuse here.
        var tags: [Int]?
        var sortText: String?
        var insertText: String?
    }

    struct CompletionList: Encodable {
        var isIncomplete = false
        var items: [CompletionItem]
    }

    /// `navviz/cursor`: the client says where the cursor is (an editor that sends no
    /// `textDocument/documentHighlight` as the cursor moves can send this instead).
    struct CursorParams: Decodable {
        var textDocument: TextDocumentIdentifier
        var position: Position
    }
}
