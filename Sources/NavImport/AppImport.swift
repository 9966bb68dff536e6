import NavCodeFacts
import NavLanguage
import NavStoryboard

/// One import of what `navviz import` is given, for it, `navviz diff --git REV App/` and
/// `navviz mcp`'s `import_app`: a folder's files as `AppFolder` reads them (regular files
/// inside it, no link followed), a file given by name as any input. Problems are reported
/// as they are found; one that stops the import is thrown as `ImportStopped` once told.
public struct AppImport {
    /// `--target`: the app target to import where the project has several.
    public var target: String?
    /// `--ios`, `--device`: what the app's code is read for; nil for the app's own default.
    public var device: TargetDevice?
    /// How diagnostics in the app's files are written.
    public var formatter: DiagnosticFormatter
    /// Where problems and notes go, a line (or a diagnostic's lines) at a time: stderr, or
    /// `navviz mcp`'s tool result.
    public var report: (String) -> Void
    /// Reads the app's Swift for a device, telling `report` what it does meanwhile:
    /// navviz-swift-reader in navviz, swift-syntax in-process in the tests.
    public var readSwift: ([SwiftSource], TargetDevice, (String) -> Void) throws -> CodeFacts

    public init(
        target: String?, formatter: DiagnosticFormatter, report: @escaping (String) -> Void,
        readSwift: @escaping ([SwiftSource], TargetDevice, (String) -> Void) throws -> CodeFacts
    ) {
        self.target = target
        self.formatter = formatter
        self.report = report
        self.readSwift = readSwift
    }

    /// The device the app's code is read for: the one the user named, else the app's own.
    public func device(of found: ImportFiles) -> TargetDevice {
        device ?? found.targetDevice
    }

    /// The files to read from `paths`: an app's, as its project says.
    public func files(_ paths: [String]) throws -> ImportFiles {
        let found = try stoppingOnInputError { try ImportFiles(paths, target: target) }
        for warning in found.selections.flatMap(\.warnings) { tell(warning) }
        guard !found.isEmpty else {
            let objectiveC =
                found.objectiveC > 0
                ? " (it has \(Quantity.of(found.objectiveC, "Objective-C file")) of no app target, or Objective-C++, which navviz does not read)" : ""
            report("navviz: error: \(paths.joined(separator: ", ")) holds no .swift, .m, .storyboard or .xib file\(objectiveC)")
            throw ImportStopped()
        }
        if let app = found.appFolderOfLoneSwiftFile {
            report(
                "navviz: note: \(found.swift[0]) is one file of an app, so the flow shows only what it does alone; "
                    + "`navviz import \(app)` reads the whole app")
        }
        return found
    }

    /// The `.nav` text of `found` and its summary line: an app's folder (code, documents,
    /// Info.plist), else storyboards or a dump read as `format` from `initial`.
    public func flow(of found: ImportFiles, format: ImportFormat? = nil, initial: String? = nil) throws -> (text: String, summary: ImportSummary?) {
        var inputs: [ImportInput] = []
        for path in found.documents {
            do {
                inputs.append(try found.input(path))
            } catch let error as InputError {
                // One unreadable file never stops an app's folder; a file given by name is the input itself.
                guard !found.folders.isEmpty else {
                    tell(error)
                    throw ImportStopped()
                }
                report("navviz: warning: \(path): navviz import skips it: \(error.message ?? "it cannot be read")")
            }
        }
        // A folder is an app, read as one even without Swift (its storyboards, xibs, Info.plist).
        var code: CodeFacts?
        if !found.swift.isEmpty || !found.objectiveCFiles.isEmpty {
            let read = try stoppingOnInputError { try found.codeFacts { try readSwift($0, device(of: found), report) } }
            code = read.code
            reportSkipped(read.code, bytes: read.bytes)
        } else if !found.folders.isEmpty {
            code = CodeFacts(files: [])
        }
        return try stoppingOnInputError {
            guard let code else {
                let imported = try NavImporter.imported(inputs, format: format, initial: initial)
                return (imported.text, imported.summary)
            }
            let title = found.title ?? (found.swift + found.documents)[0].split(separator: "/").last.map(String.init) ?? "App"
            let infoPlist = found.infoPlist.flatMap { try? found.input($0) }
            let imported = try NavImporter.imported(
                app: inputs, infoPlist: infoPlist, code: code, title: title, notes: found.notes, device: device(of: found),
                unreadObjectiveC: found.objectiveC)
            for warning in imported.warnings { report(formatter.format(warning.diagnostic, in: warning.source)) }
            // What was read, which app, what the flow shows of it: the first thing to check.
            let app = found.selections.map { [$0.target.map { "target \($0)" }, $0.skippedDescription].compactMap { $0 } }.joined()
            let summary = ImportSummary(
                description: "\(title)" + (app.isEmpty ? "" : " (\(app.joined(separator: "; ")))") + ": \(imported.summary.description)",
                betterInitial: nil, counts: imported.summary.counts)
            return (imported.text, summary)
        }
    }

    /// A Swift file navviz import skips: a warning at its first error, or at the limit it
    /// went past. The line quoted is from the bytes navviz read, never read again.
    private func reportSkipped(_ code: CodeFacts, bytes: [String: [UInt8]]) {
        for file in code.files {
            guard let problem = file.problem else { continue }
            let message = problem.message.controlsEscaped
            let warning = Diagnostic(
                .warning,
                problem.isSyntaxError
                    ? "this file does not parse, so navviz import skips it: \(message)" : "navviz import skips this file: \(message)",
                at: SourceLocation(line: problem.line, column: problem.column))
            let text = String(decoding: bytes[file.path] ?? [], as: UTF8.self)
            report(formatter.format(warning, in: SourceFile(path: file.path, text: text)))
        }
    }

    /// Runs `body`; input it refuses is told and stops the import.
    private func stoppingOnInputError<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as InputError {
            tell(error)
            throw ImportStopped()
        }
    }

    private func tell(_ error: InputError) {
        for line in formatter.lines(for: error) { report(line) }
    }
}

/// An import that stopped on input it cannot read, once it has said why.
public struct ImportStopped: Error {
    public init() {}
}
