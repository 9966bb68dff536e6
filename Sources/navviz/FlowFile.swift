import NavImport
import NavInput
import NavLanguage
import NavLayout
import UIKitModel

/// Loads the `.nav` file a command is given. A storyboard, xib, Swift code, an app's
/// folder or a `_printHierarchy` dump given instead is refused in two lines that give
/// the `navviz import` command to run, not the errors of reading it as a flow.
enum FlowFile {
    /// `next` is the command's own arguments for the imported flow (`["check", path]`),
    /// run after the import in the suggested command line.
    static func load(
        _ path: String, recording: FlowSimulator.Recording, mapLayout: MapLayout = .inProcess,
        meanwhile: (@Sendable (Flow) -> Void)? = nil, next: (String) -> [String]
    ) throws -> LoadedFlow {
        try advising(path, next: next) {
            try LoadedFlow.load(path: path, recording: recording, mapLayout: mapLayout, meanwhile: meanwhile)
        }
    }

    /// The flow at `path` read, parsed and simulated through the input door, for the commands
    /// that draw nothing (`navviz check`): no layout stage.
    static func document(_ path: String, recording: FlowSimulator.Recording, next: (String) -> [String]) throws -> FlowDocument {
        try advising(path, next: next) { try FlowDocument.load(InputFile.text(of: path, expected: "a .nav file"), recording: recording) }
    }

    /// The flow at `path` read and parsed, not simulated (`navviz dump` simulates it as it prints).
    static func parse(_ path: String, next: (String) -> [String]) throws -> (SourceFile, ParseResult) {
        try advising(path, next: next) {
            let source = try InputFile.text(of: path, expected: "a .nav file")
            return (source, try FlowDocument.parse(source))
        }
    }

    /// `body`, or when it finds no flow at `path` but something `navviz import` reads, the advice to import it.
    private static func advising<T>(_ path: String, next: (String) -> [String], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as InputError {
            guard let input = ImportableInput.recognise(path: path, text: error.source?.text) else { throw error }
            throw InputError(path: path, source: nil, diagnostics: [], message: advice(for: input, next: next(input.flowPath)))
        }
    }

    /// "X is a storyboard, not a .nav flow", then the command that imports it and runs `next` on the result.
    static func advice(for input: ImportableInput, next: [String]) -> String {
        let what = input.importedPath == input.path ? "import it first" : "import the app's folder first"
        let name = input.path == "-" ? "standard input" : input.path
        return "\(name) is \(input.description), not a .nav flow\n  \(what): "
            + ShellCommand.line(["navviz"] + input.importArguments) + " && " + ShellCommand.line(["navviz"] + next)
    }
}
