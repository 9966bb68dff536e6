import NavLanguage

/// `navviz import`: storyboards or a `_printHierarchy` dump in, `.nav` text out. The
/// text is parsed before it is returned, so an import never hands on a flow navviz
/// cannot read.
public enum NavImporter {
    /// The `.nav` text of `inputs`: one or more storyboards of an app, or one dump.
    /// `format` overrides what the content looks like; `initial` names the scene the
    /// storyboards start at (an id or a name).
    public static func text(of inputs: [ImportInput], format: ImportFormat? = nil, initial: String? = nil) throws(ImportError) -> String {
        try imported(inputs, format: format, initial: initial).text
    }

    /// The `.nav` text of `inputs`, as `text(of:)`, and what the import did.
    public static func imported(_ inputs: [ImportInput], format: ImportFormat? = nil, initial: String? = nil) throws(ImportError) -> ImportResult {
        guard let first = inputs.first else { throw ImportError(path: "", message: "no file to import") }
        var formats: [ImportFormat] = []
        for input in inputs {
            guard let detected = format ?? ImportFormat.detect(input) else {
                throw ImportError(input, Diagnostic(.error, "cannot tell what \(input.fileName) is", at: SourceLocation(line: 1, column: 1),
                                                    expected: "a storyboard (XML) or a `_printHierarchy` dump",
                                                    help: "pass --from storyboard or --from hierarchy"))
            }
            formats.append(detected)
        }
        let result: ImportResult
        switch formats[0] {
        case .storyboard:
            if let other = formats.firstIndex(of: .hierarchy) {
                throw ImportError(path: inputs[other].path, message: "\(inputs[other].path) is a dump, \(first.path) a storyboard: import storyboards together, and a dump alone")
            }
            var storyboards: [Storyboard] = []
            for input in inputs { storyboards.append(try StoryboardReader.read(input)) }
            result = try StoryboardImporter.imported(storyboards, initial: initial)
        case .hierarchy:
            guard inputs.count == 1 else {
                throw ImportError(path: inputs[1].path, message: "a dump is one window's hierarchy: import one dump at a time")
            }
            result = try HierarchyImporter.imported(first, lines: DumpReader.read(first))
        }
        let parsed = Parser.parse(SourceFile(path: "import.nav", text: result.text))
        if let error = parsed.errors.first {
            throw ImportError(path: first.path, message: "navviz import wrote a line navviz cannot read (a bug, please report it): \(error) in:\n\(result.text)")
        }
        return result
    }
}
