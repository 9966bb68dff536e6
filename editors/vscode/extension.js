"use strict";
// The navviz extension's language client: starts `navviz lsp` for .nav files and connects
// VS Code's providers to it. Written against VS Code's own API and Node's child_process
// alone — no `vscode-languageclient` package, which would need npm's registry — so it does
// the small part of the protocol navviz speaks: full-text sync, diagnostics, hover,
// definition, references, highlights (which also move `navviz watch`'s page to the
// cursor's step), rename, completion, symbols, folding and formatting.
const vscode = require("vscode");
const { spawn } = require("child_process");

/** JSON-RPC over the server's stdio, framed with Content-Length. */
class Connection {
  constructor(command, args, log) {
    this.pending = new Map();
    this.handlers = new Map();
    this.nextId = 0;
    this.buffer = Buffer.alloc(0);
    this.log = log;
    this.process = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    this.process.stdout.on("data", (chunk) => this.receive(chunk));
    this.process.stderr.on("data", (chunk) => log(chunk.toString().trimEnd()));
    this.process.on("error", (error) => log(`navviz lsp did not start (${command}): ${error.message}`));
    this.process.on("exit", (status) => {
      for (const { reject } of this.pending.values()) reject(new Error(`navviz lsp exited (${status})`));
      this.pending.clear();
    });
  }

  send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...message }), "utf8");
    this.process.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.process.stdin.write(body);
  }

  request(method, params) {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ id, method, params });
    });
  }

  notify(method, params) {
    this.send({ method, params });
  }

  onNotification(method, handler) {
    this.handlers.set(method, handler);
  }

  receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const match = /Content-Length: *(\d+)/i.exec(this.buffer.slice(0, end).toString("ascii"));
      const length = match ? Number(match[1]) : 0;
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.slice(end + 4, end + 4 + length).toString("utf8"));
      this.buffer = this.buffer.slice(end + 4 + length);
      if (message.id !== undefined && this.pending.has(message.id)) {
        const { resolve, reject } = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) reject(new Error(message.error.message));
        else resolve(message.result);
      } else if (message.method && this.handlers.has(message.method)) {
        this.handlers.get(message.method)(message.params);
      }
    }
  }
}

const position = (p) => new vscode.Position(p.line, p.character);
const range = (r) => new vscode.Range(position(r.start), position(r.end));
const location = (l) => new vscode.Location(vscode.Uri.parse(l.uri), range(l.range));
const at = (document, where) => ({
  textDocument: { uri: document.uri.toString() },
  position: { line: where.line, character: where.character },
});
const edits = (list) => (list || []).map((edit) => vscode.TextEdit.replace(range(edit.range), edit.newText));
const markdown = (content) => new vscode.MarkdownString(content.value);

function symbol(s) {
  const result = new vscode.DocumentSymbol(s.name, s.detail || "", s.kind - 1, range(s.range), range(s.selectionRange));
  result.children = (s.children || []).map(symbol);
  return result;
}

function activate(context) {
  const output = vscode.window.createOutputChannel("navviz");
  const settings = vscode.workspace.getConfiguration("navviz");
  const connection = new Connection(settings.get("path") || "navviz", ["lsp", "--preview", settings.get("preview") || "127.0.0.1:8080"], (line) =>
    output.appendLine(line));
  const diagnostics = vscode.languages.createDiagnosticCollection("navviz");
  const selector = { language: "nav" };
  const ready = connection.request("initialize", { processId: process.pid, rootUri: null, capabilities: {} }).then(() =>
    connection.notify("initialized", {}));
  const versions = new Map();

  connection.onNotification("textDocument/publishDiagnostics", (params) => {
    diagnostics.set(
      vscode.Uri.parse(params.uri),
      params.diagnostics.map((d) => {
        const item = new vscode.Diagnostic(range(d.range), d.message, d.severity - 1);
        item.source = "navviz";
        if (d.code) item.code = d.code;
        item.relatedInformation = (d.relatedInformation || []).map(
          (r) => new vscode.DiagnosticRelatedInformation(location(r.location), r.message));
        return item;
      }));
  });

  const open = (document) => {
    if (document.languageId !== "nav") return;
    versions.set(document.uri.toString(), document.version);
    ready.then(() =>
      connection.notify("textDocument/didOpen", {
        textDocument: { uri: document.uri.toString(), languageId: "nav", version: document.version, text: document.getText() },
      }));
  };
  vscode.workspace.textDocuments.forEach(open);
  context.subscriptions.push(
    output,
    diagnostics,
    vscode.workspace.onDidOpenTextDocument(open),
    vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.document.languageId !== "nav") return;
      connection.notify("textDocument/didChange", {
        textDocument: { uri: event.document.uri.toString(), version: event.document.version },
        contentChanges: [{ text: event.document.getText() }],
      });
    }),
    vscode.workspace.onDidCloseTextDocument((document) => {
      if (document.languageId !== "nav") return;
      connection.notify("textDocument/didClose", { textDocument: { uri: document.uri.toString() } });
    }),
    vscode.languages.registerHoverProvider(selector, {
      provideHover: (document, where) =>
        connection.request("textDocument/hover", at(document, where)).then((hover) =>
          hover && new vscode.Hover(markdown(hover.contents), hover.range && range(hover.range))),
    }),
    vscode.languages.registerDefinitionProvider(selector, {
      provideDefinition: (document, where) =>
        connection.request("textDocument/definition", at(document, where)).then((found) => found && location(found)),
    }),
    vscode.languages.registerReferenceProvider(selector, {
      provideReferences: (document, where, options) =>
        connection
          .request("textDocument/references", { ...at(document, where), context: { includeDeclaration: options.includeDeclaration } })
          .then((found) => (found || []).map(location)),
    }),
    vscode.languages.registerDocumentHighlightProvider(selector, {
      provideDocumentHighlights: (document, where) =>
        connection
          .request("textDocument/documentHighlight", at(document, where))
          .then((found) => (found || []).map((h) => new vscode.DocumentHighlight(range(h.range), h.kind - 1))),
    }),
    vscode.languages.registerRenameProvider(selector, {
      prepareRename: (document, where) =>
        connection.request("textDocument/prepareRename", at(document, where)).then((found) => {
          if (!found) throw new Error("navviz renames view-controller names");
          return { range: range(found.range), placeholder: found.placeholder };
        }),
      provideRenameEdits: (document, where, newName) =>
        connection.request("textDocument/rename", { ...at(document, where), newName }).then((edit) => {
          const result = new vscode.WorkspaceEdit();
          for (const [uri, list] of Object.entries(edit.changes || {})) result.set(vscode.Uri.parse(uri), edits(list));
          return result;
        }),
    }),
    vscode.languages.registerCompletionItemProvider(
      selector,
      {
        provideCompletionItems: (document, where) =>
          connection.request("textDocument/completion", at(document, where)).then((list) =>
            (list.items || []).map((i) => {
              const item = new vscode.CompletionItem(i.label, i.kind - 1);
              item.detail = i.detail;
              if (i.documentation) item.documentation = markdown(i.documentation);
              if (i.tags) item.tags = i.tags;
              if (i.sortText) item.sortText = i.sortText;
              if (i.insertText) item.insertText = i.insertText;
              return item;
            })),
      },
      ".", ":", " ", "["),
    vscode.languages.registerDocumentSymbolProvider(selector, {
      provideDocumentSymbols: (document) =>
        connection.request("textDocument/documentSymbol", { textDocument: { uri: document.uri.toString() } }).then((found) => (found || []).map(symbol)),
    }),
    vscode.languages.registerFoldingRangeProvider(selector, {
      provideFoldingRanges: (document) =>
        connection
          .request("textDocument/foldingRange", { textDocument: { uri: document.uri.toString() } })
          .then((found) => (found || []).map((f) => new vscode.FoldingRange(f.startLine, f.endLine, vscode.FoldingRangeKind.Region))),
    }),
    vscode.languages.registerDocumentFormattingEditProvider(selector, {
      provideDocumentFormattingEdits: (document, options) =>
        connection.request("textDocument/formatting", { textDocument: { uri: document.uri.toString() }, options }).then(edits),
    }),
    {
      dispose: () =>
        connection
          .request("shutdown", null)
          .then(() => connection.notify("exit", null))
          .catch(() => connection.process.kill()),
    });
  return connection;
}

function deactivate() {}

module.exports = { activate, deactivate };
