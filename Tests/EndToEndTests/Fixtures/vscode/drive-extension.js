"use strict";
// Runs editors/vscode/extension.js outside VS Code: a stand-in for the `vscode` module
// (the part of its API the extension uses) records what the extension registers, then
// this script opens a .nav document and calls the providers as VS Code would, against the
// real `navviz lsp` (NAVVIZ_BINARY). Prints one JSON object of results; any failure or a
// wait past 60 s exits non-zero. Run by VSCodeExtensionTests (EndToEndTests).
const Module = require("module");
const path = require("path");
const fs = require("fs");

const providers = {};
const published = new Map();
let diagnosticsSeen;
const diagnosticsArrived = new Promise((resolve) => (diagnosticsSeen = resolve));
class Position { constructor(line, character) { Object.assign(this, { line, character }); } }
class Range { constructor(start, end) { Object.assign(this, { start, end }); } }
const register = (name) => (selector, provider) => { providers[name] = provider; return { dispose() {} }; };
const vscode = {
  Position, Range,
  Location: class { constructor(uri, range) { Object.assign(this, { uri, range }); } },
  Uri: { parse: (text) => ({ text, toString: () => text }) },
  TextEdit: { replace: (range, newText) => ({ range, newText }) },
  MarkdownString: class { constructor(value) { this.value = value; } },
  DocumentSymbol: class { constructor(name, detail, kind, range, selectionRange) { Object.assign(this, { name, detail, kind, range, selectionRange }); } },
  Diagnostic: class { constructor(range, message, severity) { Object.assign(this, { range, message, severity }); } },
  DiagnosticRelatedInformation: class { constructor(location, message) { Object.assign(this, { location, message }); } },
  Hover: class { constructor(contents, range) { Object.assign(this, { contents, range }); } },
  DocumentHighlight: class { constructor(range, kind) { Object.assign(this, { range, kind }); } },
  WorkspaceEdit: class { constructor() { this.entries = []; } set(uri, edits) { this.entries.push([uri.toString(), edits]); } },
  CompletionItem: class { constructor(label, kind) { Object.assign(this, { label, kind }); } },
  FoldingRange: class { constructor(start, end, kind) { Object.assign(this, { start, end, kind }); } },
  FoldingRangeKind: { Region: 3 },
  window: { createOutputChannel: () => ({ appendLine: (line) => process.stderr.write(line + "\n"), dispose() {} }) },
  workspace: {
    getConfiguration: () => ({ get: (key) => ({ path: process.env.NAVVIZ_BINARY, preview: "off" })[key] }),
    textDocuments: [],
    onDidOpenTextDocument: () => ({ dispose() {} }),
    onDidChangeTextDocument: () => ({ dispose() {} }),
    onDidCloseTextDocument: () => ({ dispose() {} }),
  },
  languages: {
    createDiagnosticCollection: () => ({
      set: (uri, list) => { published.set(uri.toString(), list); if (list.length) diagnosticsSeen(); },
      dispose() {},
    }),
    registerHoverProvider: register("hover"),
    registerDefinitionProvider: register("definition"),
    registerReferenceProvider: register("references"),
    registerDocumentHighlightProvider: register("highlights"),
    registerRenameProvider: register("rename"),
    registerCompletionItemProvider: register("completion"),
    registerDocumentSymbolProvider: register("symbols"),
    registerFoldingRangeProvider: register("folding"),
    registerDocumentFormattingEditProvider: register("formatting"),
  },
};
const load = Module._load;
Module._load = function (request, ...rest) { return request === "vscode" ? vscode : load.call(this, request, ...rest); };

setTimeout(() => { console.error("drive-extension: no result in 60 s"); process.exit(3); }, 60000).unref();

(async () => {
  const file = process.env.NAVVIZ_FLOW;
  const text = fs.readFileSync(file, "utf8");
  const uri = "file://" + file;
  const document = { uri: vscode.Uri.parse(uri), languageId: "nav", version: 1, getText: () => text };
  vscode.workspace.textDocuments.push(document);
  const extension = require(path.resolve(process.env.NAVVIZ_EXTENSION));
  const context = { subscriptions: [] };
  extension.activate(context);
  await diagnosticsArrived;
  const results = {
    diagnostics: published.get(uri).map((d) => `${d.range.start.line}:${d.range.start.character} ${d.severity} ${d.message.split("\n")[0]}`),
    hover: (await providers.hover.provideHover(document, new Position(2, 6))).contents.value.split("\n")[0],
    definition: (await providers.definition.provideDefinition(document, new Position(2, 1))).range.start,
    completion: (await providers.completion.provideCompletionItems(document, new Position(5, 4))).map((i) => i.label + (i.tags ? "(refused)" : "")),
    rename: (await providers.rename.provideRenameEdits(document, new Position(1, 11), "Basket")).entries[0][1].map((e) => `${e.range.start.line}:${e.range.start.character}`),
    symbols: (await providers.symbols.provideDocumentSymbols(document)).map((s) => s.name),
    formatting: (await providers.formatting.provideDocumentFormattingEdits(document, { tabSize: 4, insertSpaces: true })).length,
  };
  for (const subscription of context.subscriptions) await subscription.dispose();
  console.log(JSON.stringify(results));
})().catch((error) => { console.error("drive-extension: " + error.stack); process.exit(2); });
