import NavCodeFacts
import NavLanguage

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
        var storyboards: [Storyboard] = []
        var xibs: [Xib] = []
        var info = AppInfo()
        for input in inputs {
            if input.path.hasSuffix(".xib") {
                xibs.append(try XibReader.read(input))
            } else if input.fileName == "Info.plist" {
                info = AppInfo(plist: input)
            } else if ImportFormat.detect(input) == .storyboard {
                storyboards.append(try StoryboardReader.read(input))
            } else {
                throw InputError(path: input.path, message: "\(input.path) is not a storyboard or a xib: a _printHierarchy dump is imported alone")
            }
        }
        let text = try CodeImporter.text(title: title, code: code, storyboards: storyboards, xibs: xibs, info: info, notes: notes)
        return try checked(text, code.files.first?.path ?? inputs.first?.path ?? "")
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
