import Foundation
import NavCodeFacts
import NavImport
import NavLanguage
import NavLayout
import NavOutput
import NavProcess

/// How `navviz import` reads what it is given and writes what it makes: a folder's files
/// as `AppFolder` reads them (regular files inside it, no link followed), a file given by
/// name as any input; Swift handed to navviz-swift-reader as bytes, so the reader opens
/// no path; the `.nav` written without replacing a file navviz import did not write.
extension ImportCommand {
    /// A storyboard, xib, Info.plist or dump, named as messages name it (`<stdin>` for `-`).
    func document(_ path: String, in found: ImportFiles) throws -> ImportInput {
        guard let read = found.bytes(of: path, limit: ImportFiles.maximumDocumentSize) else {
            let source = try InputFile.text(of: path, expected: "a storyboard, a xib or a _printHierarchy dump")
            return ImportInput(path: source.path, text: source.text)
        }
        switch read {
        case .success(let bytes):
            let source = try InputFile.decode(path: path, bytes: bytes)
            return ImportInput(path: source.path, text: source.text)
        case .failure(let failure):
            throw InputError(path: path, message: "cannot read \(path): it is \(failure)")
        }
    }

    /// What the app's Swift files say, and the bytes of each (for the warnings). A file
    /// navviz cannot read, or larger than `ImportFiles.maximumSwiftSize`, is skipped with
    /// a warning, as one that does not parse is.
    func swiftFacts(in found: ImportFiles) throws -> (code: CodeFacts, bytes: [String: [UInt8]]) {
        var sources: [SwiftSource] = []
        var refused: [String: ParseProblem] = [:]
        for path in found.swift {
            switch try found.bytes(of: path, limit: ImportFiles.maximumSwiftSize) ?? Self.namedSwiftFile(path) {
            case .success(let bytes): sources.append(SwiftSource(path: path, bytes: bytes))
            case .failure(let failure): refused[path] = ParseProblem(line: 1, column: 1, message: "it is \(failure)", isSyntaxError: false)
            }
        }
        let read = sources.isEmpty ? CodeFacts(files: []) : try SwiftReaderTool.facts(for: sources, report: Console.error)
        var facts = Dictionary(uniqueKeysWithValues: read.files.map { ($0.path, $0) })
        for (path, problem) in refused { facts[path] = SwiftFileFacts(path: path, problem: problem) }
        let bytes = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0.bytes) })
        return (CodeFacts(files: found.swift.map { facts[$0]! }), bytes)
    }

    /// A Swift file given by name, read as any input is.
    private static func namedSwiftFile(_ path: String) throws -> Result<[UInt8], AppFolder.ReadFailure> {
        let bytes = try InputFile.bytes(of: path, expected: "a Swift file")
        return bytes.count > ImportFiles.maximumSwiftSize ? .failure(.tooLarge(limit: ImportFiles.maximumSwiftSize)) : .success(bytes)
    }

    /// A Swift file navviz import skips: a warning at its first error, or at the limit it
    /// went past. The line quoted is from the bytes navviz read, never read again.
    func reportSkipped(_ code: CodeFacts, bytes: [String: [UInt8]]) {
        for file in code.files {
            guard let problem = file.problem else { continue }
            let message = problem.message.controlsEscaped
            let warning = Diagnostic(
                .warning,
                problem.isSyntaxError
                    ? "this file does not parse, so navviz import skips it: \(message)" : "navviz import skips this file: \(message)",
                at: SourceLocation(line: problem.line, column: problem.column))
            let text = String(decoding: bytes[file.path] ?? [], as: UTF8.self)
            Console.error(diagnostics.formatter.format(warning, in: SourceFile(path: file.path, text: text)))
        }
    }

    /// Writes the flow at `output`, replacing only a flow navviz import wrote there.
    func write(_ text: String, to output: String) throws {
        try StandaloneFile.write(Array(text.utf8), to: output, replacing: NavImporter.wrote, what: "a flow navviz import wrote")
    }
}
