/// What `navviz --experimental-dump-help` says about a command: the part of
/// swift-argument-parser's tool description (`ToolInfoV0`) a manual page needs.
struct ToolHelp: Decodable {
    var command: CommandHelp
}

struct CommandHelp: Decodable {
    var commandName: String
    var superCommands: [String]?
    var abstract: String?
    var discussion: String?
    /// False for a command kept out of the help: an internal one (`navviz layout-dot`).
    var shouldDisplay: Bool?
    var subcommands: [CommandHelp]?
    var arguments: [ArgumentHelp]?

    /// `navviz render`, the command line that names the command.
    var fullName: String { ((superCommands ?? []) + [commandName]).joined(separator: " ") }
    var isShown: Bool { shouldDisplay ?? true }
}

struct ArgumentHelp: Decodable {
    enum Kind: String, Decodable {
        case positional, option, flag
    }

    struct Name: Decodable {
        enum Kind: String, Decodable {
            case long, short, longWithSingleDash
        }

        var kind: Kind
        var name: String
    }

    var kind: Kind
    var shouldDisplay: Bool?
    var isOptional: Bool?
    var isRepeating: Bool?
    var names: [Name]?
    var preferredName: Name?
    var valueName: String?
    var defaultValue: String?
    var abstract: String?
    var discussion: String?

    var isShown: Bool { shouldDisplay ?? true }
}
