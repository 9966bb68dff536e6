import ArgumentParser
import Foundation
import NavImport
import NavLanguage
import NavLayout
import NavOutput
import NavProcess
import UIKitModel

/// How diagnostics are printed; shared by every command that reads `.nav` files.
struct DiagnosticOptions: ParsableArguments {
    enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(name: .customLong("diagnostics-format"), help: "human (source line and caret), gcc (one line each) or github (workflow annotations).")
    var format: DiagnosticFormatter.Style = .human

    @Option(help: "Colour diagnostics: auto (only on a terminal), always or never.")
    var color: ColorChoice = .auto

    var formatter: DiagnosticFormatter {
        let useColor: Bool
        switch color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto: useColor = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        return DiagnosticFormatter(style: format, color: useColor && format == .human)
    }

    /// Loads a flow; invalid input is reported and ends the command with exit status 2.
    /// `next` is the command's arguments for a flow, suggested after the import when
    /// `path` is something `navviz import` reads (`FlowFile`). `meanwhile` runs beside
    /// a `.streamed` load once the flow is valid (`LoadedFlow.load`).
    func load(
        _ path: String, recording: FlowSimulator.Recording = .frames, meanwhile: (@Sendable (Flow) -> Void)? = nil,
        next: (String) -> [String]
    ) throws -> LoadedFlow {
        try exitingOnFailure {
            try FlowFile.load(path, recording: recording, mapLayout: Navviz.mapLayout, meanwhile: meanwhile, next: next)
        }
    }

    /// Runs `body`. Invalid input is reported with its diagnostics, any other failure
    /// as one line, and either ends the command with exit status 2; navviz's own bugs
    /// (`InternalError`) end it with exit status 70 and say what to report.
    /// What is reported goes to `write` (stderr unless a caller collects it: `navviz mcp`).
    @discardableResult
    func exitingOnFailure<T>(reportingTo write: (String) -> Void = Console.error, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ExitCode {
            throw error
        } catch is ImportStopped {
            throw ExitCode(ExitStatus.invalidInput)
        } catch let error as InputError {
            report(error, to: write)
            throw ExitCode(ExitStatus.invalidInput)
        } catch let error as InternalError {
            write("navviz: internal error: \(error)")
            write(
                "This is a bug in navviz, not in your flow. Please report it with the .nav file, the command line and "
                    + "`navviz --version` (\(Navviz.configuration.version)) attached.")
            throw ExitCode(ExitStatus.internalError)
        } catch {
            write("navviz: error: \(FileSystemWords.sentence(for: error) ?? "\(error)")")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// Prints an input error's diagnostics to stderr, or hands their lines to `write`.
    func report(_ error: InputError, to write: (String) -> Void = Console.error) {
        for line in formatter.lines(for: error) { write(line) }
    }

    /// The import `navviz import` runs: its problems told as this command tells them, its
    /// Swift read by navviz-swift-reader.
    func appImport(target: String?, report: @escaping (String) -> Void = Console.error) -> AppImport {
        AppImport(target: target, formatter: formatter, report: report, readSwift: SwiftReaderTool.facts)
    }
}

extension DiagnosticFormatter.Style: ExpressibleByArgument {}
