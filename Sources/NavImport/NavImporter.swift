import NavCodeFacts
import NavCodeImport
import NavLanguage
import NavStoryboard

/// `navviz import`: storyboards or a `_printHierarchy` dump in, `.nav` text out. The
/// text is parsed before it is returned, so an import never hands on a flow navviz
/// cannot read.
public enum NavImporter {
    /// The `.nav` text of `inputs`: one or more storyboards of an app, or one dump.
    /// `format` overrides what the content looks like; `initial` names the scene the
    /// storyboards start at (an id or a name).
    public static func text(of inputs: [ImportInput], format: ImportFormat? = nil, initial: String? = nil) throws(InputError) -> String {
        try imported(inputs, format: format, initial: initial).text
    }

    /// The `.nav` text of `inputs`, as `text(of:)`, and what the import did.
    public static func imported(_ inputs: [ImportInput], format: ImportFormat? = nil, initial: String? = nil) throws(InputError) -> ImportResult {
        guard let first = inputs.first else { throw InputError(path: "", message: "no file to import") }
        let result = try documentImport(of: inputs, format: format, initial: initial)
        return ImportResult(text: try checked(result.text, first.path), summary: result.summary)
    }

    /// The `.nav` text of an app's code: what its Swift files say (`code`, from
    /// navviz-swift-reader), with `inputs`, its storyboards, xibs and Info.plist. `notes`
    /// (what was not read) open the flow.
    public static func text(of inputs: [ImportInput], code: CodeFacts, title: String, notes: [String] = []) throws(InputError) -> String {
        try imported(app: inputs, infoPlist: nil, code: code, title: title, notes: notes).text
    }

    /// An app's folder imported, as `text(of:code:title:notes:)`: a storyboard, xib or
    /// Info.plist that cannot be read is skipped with a warning, a reference that leads
    /// nowhere left out with one; nothing is imported only when nothing could be read.
    /// `lint`: what the simulator says of each step is kept (`findings`), for `navviz lint`.
    public static func imported(
        app inputs: [ImportInput], infoPlist: ImportInput?, code: CodeFacts, title: String, notes: [String] = [],
        device: TargetDevice = TargetDevice(), unreadObjectiveC: Int = 0, lint: Bool = false
    ) throws(InputError) -> ImportResult {
        var storyboards: [Storyboard] = []
        var xibs: [Xib] = []
        var info = infoPlist.map(AppInfo.init(plist:)) ?? AppInfo()
        var warnings: [ImportWarning] = []
        var notes = notes
        for input in inputs {
            do throws(InputError) {
                if input.path.hasSuffix(".xib") {
                    xibs.append(try XibReader.read(input))
                } else if input.fileName == "Info.plist" {
                    info = AppInfo(plist: input)
                } else if ImportFormat.detect(input) == .storyboard {
                    let (storyboard, problems) = try StoryboardReader.readSkippingBrokenReferences(input)
                    storyboards.append(storyboard)
                    for problem in problems {
                        warnings.append(ImportWarning(source: input.source, diagnostic: problem))
                        notes.append("\(input.fileName):\(problem.location.line) left out: \(problem.message)")
                    }
                } else {
                    throw InputError(
                        path: input.path, message: "\(input.path) is not a storyboard or a xib: a _printHierarchy dump is imported alone")
                }
            } catch {
                let diagnostic =
                    error.diagnostics.first.map {
                        Diagnostic(.warning, "navviz import skips this file: \($0.message)", at: $0.location, expected: $0.expected, help: $0.help)
                    }
                    ?? Diagnostic(
                        .warning, "navviz import skips this file: \(error.message ?? "it cannot be read")", at: SourceLocation(line: 1, column: 1))
                warnings.append(ImportWarning(source: input.source, diagnostic: diagnostic))
                notes.append(
                    "skipped \(input.fileName):\(diagnostic.location.line): \(error.diagnostics.first?.message ?? error.message ?? "it cannot be read")"
                )
            }
        }
        let (text, summary, counts, findings) = try CodeImporter.imported(
            title: title, code: code, storyboards: storyboards, xibs: xibs, info: info, notes: notes,
            reading: AppReading(device: device, unreadObjectiveC: unreadObjectiveC, lint: lint))
        return ImportResult(
            text: try checked(text, code.files.first?.path ?? inputs.first?.path ?? ""),
            summary: ImportSummary(description: summary, betterInitial: nil, counts: counts), warnings: warnings, findings: findings)
    }

    private static func documentImport(of inputs: [ImportInput], format: ImportFormat?, initial: String?) throws(InputError) -> ImportResult {
        let first = inputs[0]
        var formats: [ImportFormat] = []
        for input in inputs {
            guard let detected = format ?? ImportFormat.detect(input) else {
                throw InputError(
                    input.source,
                    Diagnostic(
                        .error, "cannot tell what \(input.fileName) is", at: SourceLocation(line: 1, column: 1),
                        expected: "a storyboard (XML) or a `_printHierarchy` dump",
                        help: "pass --from storyboard or --from hierarchy"))
            }
            formats.append(detected)
        }
        switch formats[0] {
        case .storyboard:
            if let other = formats.firstIndex(of: .hierarchy) {
                throw InputError(
                    path: inputs[other].path,
                    message: "\(inputs[other].path) is a dump, \(first.path) a storyboard: import storyboards together, and a dump alone")
            }
            var storyboards: [Storyboard] = []
            for input in inputs { storyboards.append(try StoryboardReader.read(input)) }
            return try StoryboardImporter.imported(storyboards, initial: initial)
        case .hierarchy:
            guard inputs.count == 1 else {
                throw InputError(path: inputs[1].path, message: "a dump is one window's hierarchy: import one dump at a time")
            }
            return try HierarchyImporter.imported(first, lines: DumpReader.read(first))
        }
    }

    /// `text`, once parsed: an import never hands on a line navviz cannot read.
    private static func checked(_ text: String, _ path: String) throws(InputError) -> String {
        let parsed = Parser.parse(SourceFile(path: "import.nav", text: text))
        if let error = parsed.errors.first {
            throw InputError(path: path, message: "navviz import wrote a line navviz cannot read (a bug, please report it): \(error) in:\n\(text)")
        }
        return text
    }
}
