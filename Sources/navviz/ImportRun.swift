import ArgumentParser
import Foundation
import NavCodeFacts
import NavImport
import NavLanguage
import NavLayout
import NavOutput
import NavProcess
import NavStoryboard

/// One import of what `navviz import` is given, for it and for `navviz diff --git REV
/// App/`: a folder's files as `AppFolder` reads them (regular files inside it, no link
/// followed), a file given by name as any input; Swift handed to navviz-swift-reader as
/// bytes, so the reader opens no path. Problems are reported as they are found; one that
/// stops the import exits with status 2.
struct ImportRun {
    var diagnostics: DiagnosticOptions
    /// `--target`: the app target to import where the project has several.
    var target: String?
    /// `--ios`, `--device`: what the app's code is read for; nil for the app's own default.
    var device: TargetDevice? = nil
    /// Where problems and notes are reported, a line (or a diagnostic's lines) at a time:
    /// stderr, or `navviz mcp`'s tool result.
    var report: (String) -> Void = Console.error

    /// The device the app's code is read for: the one the user named, else the app's own.
    func device(of found: ImportFiles) -> TargetDevice {
        device ?? found.targetDevice
    }

    /// The files to read from `paths`: an app's, as its project says.
    func files(_ paths: [String]) throws -> ImportFiles {
        let found: ImportFiles
        do {
            found = try ImportFiles(paths, target: target)
        } catch {
            diagnostics.report(error, to: report)
            throw ExitCode(ExitStatus.invalidInput)
        }
        for warning in found.selections.flatMap(\.warnings) { diagnostics.report(warning, to: report) }
        guard !found.isEmpty else {
            let objectiveC = found.objectiveC > 0 ? " (it has \(Quantity.of(found.objectiveC, "Objective-C file")), which navviz does not read)" : ""
            report("navviz: error: \(paths.joined(separator: ", ")) holds no .swift, .storyboard or .xib file\(objectiveC)")
            throw ExitCode(ExitStatus.invalidInput)
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
    func flow(of found: ImportFiles, format: ImportFormat? = nil, initial: String? = nil) throws -> (text: String, summary: ImportSummary?) {
        var inputs: [ImportInput] = []
        for path in found.documents {
            do {
                inputs.append(try found.input(path))
            } catch let error as InputError {
                // One unreadable file never stops an app's folder; a file given by name is the input itself.
                guard !found.folders.isEmpty else {
                    diagnostics.report(error, to: report)
                    throw ExitCode(ExitStatus.invalidInput)
                }
                report("navviz: warning: \(path): navviz import skips it: \(error.message ?? "it cannot be read")")
            }
        }
        // A folder is an app, read as one even without Swift (its storyboards, xibs, Info.plist).
        var code: CodeFacts?
        if !found.swift.isEmpty {
            let read = try diagnostics.exitingOnFailure(reportingTo: report) { try swiftFacts(in: found) }
            code = read.code
            reportSkipped(read.code, bytes: read.bytes)
        } else if !found.folders.isEmpty {
            code = CodeFacts(files: [])
        }
        do {
            guard let code else {
                let imported = try NavImporter.imported(inputs, format: format, initial: initial)
                return (imported.text, imported.summary)
            }
            let title = found.title ?? (found.swift + found.documents)[0].split(separator: "/").last.map(String.init) ?? "App"
            let infoPlist = found.infoPlist.flatMap { try? found.input($0) }
            let imported = try NavImporter.imported(
                app: inputs, infoPlist: infoPlist, code: code, title: title, notes: found.notes, device: device(of: found),
                unreadObjectiveC: found.objectiveC)
            for warning in imported.warnings { report(diagnostics.formatter.format(warning.diagnostic, in: warning.source)) }
            // What was read, which app, what the flow shows of it: the first thing to check.
            let app = found.selections.map { [$0.target.map { "target \($0)" }, $0.skippedDescription].compactMap { $0 } }.joined()
            let summary = ImportSummary(
                description: "\(title)" + (app.isEmpty ? "" : " (\(app.joined(separator: "; ")))") + ": \(imported.summary.description)",
                betterInitial: nil, counts: imported.summary.counts)
            return (imported.text, summary)
        } catch {
            diagnostics.report(error, to: report)
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// What the app's Swift files say, and the bytes of each (for the warnings). A file
    /// navviz cannot read, or larger than `ImportFiles.maximumSwiftSize`, is skipped with
    /// a warning, as one that does not parse is.
    func swiftFacts(in found: ImportFiles) throws -> (code: CodeFacts, bytes: [String: [UInt8]]) {
        try found.codeFacts { try SwiftReaderTool.facts(for: $0, device: device(of: found), report: report) }
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
            report(diagnostics.formatter.format(warning, in: SourceFile(path: file.path, text: text)))
        }
    }
}
