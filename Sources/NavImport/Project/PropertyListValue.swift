/// A value of an old-style (OpenStep) property list, as `project.pbxproj` is written.
/// That format has no numbers or booleans: `YES` and `1` are strings, so four cases
/// hold all of it.
enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? {
        if case .string(let string) = self { string } else { nil }
    }

    var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let dictionary) = self { dictionary } else { nil }
    }

    /// An array's strings, its other elements left out; a lone string is read as a list
    /// of one, as build settings write one value without parentheses.
    var strings: [String] {
        switch self {
        case .string(let string): [string]
        case .array(let elements): elements.compactMap(\.string)
        default: []
        }
    }

    subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }
}
