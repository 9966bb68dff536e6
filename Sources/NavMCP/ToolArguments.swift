import MCP
import NavImport
import NavInput
import NavLanguage

/// A tool call's arguments, read against the tool's parameters: a missing, mistyped or
/// unknown argument is a `ToolFailure` that names it and says what it takes.
struct ToolArguments {
    let tool: NavvizTool
    let values: [String: Value]

    init(_ tool: NavvizTool, _ values: [String: Value]?) throws {
        (self.tool, self.values) = (tool, values ?? [:])
        let known = tool.parameters.map(\.name)
        if let unknown = self.values.keys.sorted().first(where: { !known.contains($0) }) {
            throw ToolFailure("\(tool.rawValue) has no argument `\(unknown)`; it takes \(Self.list(known))")
        }
        for parameter in tool.parameters where parameter.required && self.values[parameter.name] == nil {
            throw ToolFailure("\(tool.rawValue) needs the argument `\(parameter.name)`")
        }
    }

    func string(_ name: String) throws -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw mistyped(name, value, "a string") }
        return string
    }

    func integer(_ name: String) throws -> Int? {
        guard let value = values[name], !value.isNull else { return nil }
        if let integer = Self.integer(value) { return integer }
        throw mistyped(name, value, "an integer")
    }

    func flag(_ name: String) throws -> Bool {
        guard let value = values[name], !value.isNull else { return false }
        guard let flag = value.boolValue else { throw mistyped(name, value, "true or false") }
        return flag
    }

    /// One of the values `name`'s schema lists, as `T`.
    func choice<T: RawRepresentable>(_ name: String, as type: T.Type) throws -> T? where T.RawValue == String {
        guard let string = try string(name) else { return nil }
        let allowed = tool.parameters.first { $0.name == name }?.schema["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
        guard allowed.contains(string), let choice = T(rawValue: string) else {
            throw ToolFailure("`\(name)` cannot be \"\(string)\": give \(Self.list(allowed))")
        }
        return choice
    }

    /// `path`, `device` and `ios` of an app tool.
    func appRequest() throws -> AppRequest {
        let path = try string("path") ?? ""
        guard !path.isEmpty else { throw ToolFailure("`path` is empty: give the app's folder, project or storyboards") }
        let ios = try integer("ios")
        if let ios, !(9...30).contains(ios) {
            throw ToolFailure("`ios` \(ios) is no iOS version a flow can say: give 9 to 30 (17 is the default)")
        }
        return AppRequest(path: path, device: try choice("device", as: AppRequest.Device.self), ios: ios)
    }

    /// The flow a flow tool is given: `text` (named `<text>` in its diagnostics) or `path`,
    /// exactly one. A storyboard, Swift file or app folder given as `path` is refused with
    /// the advice to import it first.
    func flowSource() throws -> SourceFile {
        switch (try string("text"), try string("path")) {
        case (let text?, nil):
            return try Self.refusingInput { try InputFile.decode(path: Self.textName, bytes: Array(text.utf8)) }
        case (nil, let path?):
            do {
                return try InputFile.text(of: path, expected: "a .nav file")
            } catch let error as InputError {
                throw try importAdvice(for: error.source?.text) ?? ToolFailure(error)
            }
        case (nil, nil):
            throw ToolFailure("\(tool.rawValue) needs the flow: give `text` (the .nav text) or `path` (a .nav file)")
        case (_?, _?):
            throw ToolFailure("give `text` or `path`, not both")
        }
    }

    /// When the flow's `path` is something `navviz import` reads (a storyboard, Swift code,
    /// an app's folder, a dump), the advice to import it first, as the commands give it.
    func importAdvice(for text: String?) throws -> ToolFailure? {
        guard let path = try string("path"), let input = ImportableInput.recognise(path: path, text: text) else { return nil }
        return ToolFailure(
            "\(path) is \(input.description), not a .nav flow: call import_app with path \"\(input.importedPath)\" "
                + "first, then give \(tool.rawValue) the flow it returns as `text`")
    }

    /// How a flow given as `text` is named in its diagnostics.
    static let textName = "<text>"

    /// `step`: a number or a caption.
    func step() throws -> StepReference {
        let value = values["step"] ?? .null
        if let index = Self.integer(value) { return .index(index) }
        if let caption = value.stringValue { return .caption(caption) }
        throw mistyped("step", value, "a step number or a step's caption")
    }

    private static func integer(_ value: Value) -> Int? {
        if let integer = value.intValue { return integer }
        if let double = value.doubleValue, double.rounded() == double, abs(double) < 1e9 { return Int(double) }
        return nil
    }

    private static func refusingInput<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as InputError { throw ToolFailure(error) }
    }

    private func mistyped(_ name: String, _ value: Value, _ expected: String) -> ToolFailure {
        ToolFailure("`\(name)` must be \(expected), not \(value)")
    }

    /// "`a`, `b` or `c`".
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}
