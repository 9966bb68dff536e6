import Foundation
import NavCodeFacts
import NavImport
import NavLanguage
import NavMarkdown
import NavObjCReader
import NavStoryboard
import NavSwiftReader
import UIKitModel

/// The fuzz targets of navviz's parsers: each takes any bytes and must return, whatever
/// they are, without a crash, a sanitizer report or a hang. `scripts/fuzz` runs them under
/// libFuzzer (`navviz-fuzz`); the test suite replays their seed corpora
/// (`Tests/NavFuzzingTests/Seeds/<target>/`).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A `.nav` file: decoded, parsed, its diagnostics formatted, and, when valid,
    /// simulated and dumped with its appearance callbacks.
    case nav
    /// A `_printHierarchy` dump, imported as a `.nav` flow (which is parsed).
    case dump
    /// A storyboard, imported as a `.nav` flow (which is parsed).
    case storyboard
    /// A storyboard written on one line (its line breaks taken out), as a generator or a
    /// minifier writes one: every element's place is then found along one long line.
    case storyboardOneLine = "storyboard-oneline"
    /// A Markdown file's code blocks, as CommonMark finds them.
    case markdown
    /// A Swift file, read as navviz-swift-reader reads it (swift-syntax, on its large stack).
    case swift
    /// An Objective-C file, read as the import reads an app's `.m` files and headers.
    case objc
    /// An app's folder (`FuzzApp`: Swift files, storyboards, xibs, an Info.plist, in
    /// folders), written to disk and imported as `navviz import App/` imports it: listed
    /// and read through `AppFolder`, its Swift read as the reader reads it.
    case app
    /// A session of the language server (`FuzzLanguageServer`: a document, then edits of
    /// ranges and requests at positions, any numbers), served in-process.
    case lsp

    /// Runs the target on `bytes`; whether they were accepted (valid input), so that a
    /// corpus can be seen to reach both the accepting and the refusing paths.
    @discardableResult
    public func run(_ bytes: [UInt8]) -> Bool {
        switch self {
        case .nav:
            guard case .success(let source) = SourceFile.decode(path: "fuzz.nav", bytes: bytes) else { return false }
            let parsed = Parser.parse(source)
            guard !parsed.hasErrors else {
                _ = DiagnosticFormatter(style: .human, color: false).format(parsed.diagnostics, in: source)
                return false
            }
            HierarchyDump.write(parsed, source: source, callbacks: true) { _ in }
            return true
        case .dump:
            return (try? NavImporter.text(of: [ImportInput(path: "fuzz.txt", text: String(decoding: bytes, as: UTF8.self))], format: .hierarchy))
                != nil
        case .storyboard:
            return Self.importsStoryboard(bytes)
        case .storyboardOneLine:
            return Self.importsStoryboard(bytes.filter { $0 != 0x0A && $0 != 0x0D })
        case .markdown:
            return !MarkdownBlockParser.codeBlocks(in: String(decoding: bytes, as: UTF8.self)).isEmpty
        case .swift:
            return SwiftReaderSession.onLargeStack {
                let facts = SwiftFileReader.read(path: "Fuzz.swift", bytes: bytes)
                return facts.problem == nil && !(facts.types.isEmpty && facts.functions.isEmpty)
            }
        case .objc:
            let facts = ObjCFileReader.read(path: "Fuzz.m", text: String(decoding: bytes, as: UTF8.self))
            return facts.problem == nil && !facts.types.isEmpty
        case .app:
            return SwiftReaderSession.onLargeStack { FuzzApp(bytes).imported() }
        case .lsp:
            return FuzzLanguageServer(bytes).served()
        }
    }

    private static func importsStoryboard(_ bytes: [UInt8]) -> Bool {
        let input = ImportInput(path: "fuzz.storyboard", text: String(decoding: bytes, as: UTF8.self))
        return (try? NavImporter.text(of: [input], format: .storyboard)) != nil
    }
}
