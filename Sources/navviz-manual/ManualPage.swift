/// One mdoc(7) manual page for a command, written from its help: the description, the
/// arguments with their defaults, and the pages of its subcommands.
struct ManualPage {
    var command: CommandHelp
    /// The page's date, as `.Dd` writes it: "November 27, 2026".
    var date: String

    /// `navviz.render.1`.
    var fileName: String { command.fullName.replacingOccurrences(of: " ", with: ".") + ".1" }

    var text: String {
        var lines = [
            ".\\\" Written by navviz-manual (scripts/generate-docs) from navviz's own command definitions.",
            ".Dd \(date)",
            ".Dt \(command.fullName.replacingOccurrences(of: " ", with: ".").uppercased()) 1",
            ".Os",
            ".Sh NAME",
            ".Nm \(Self.quoted(command.fullName))",
        ]
        if let abstract = command.abstract { lines.append(".Nd \(Self.quoted(abstract))") }
        let arguments = (command.arguments ?? []).filter(\.isShown)
        let subcommands = (command.subcommands ?? []).filter(\.isShown)
        lines.append(".Sh SYNOPSIS")
        lines.append(".Nm")
        if !subcommands.isEmpty { lines.append(".Op Ar subcommand") }
        lines += arguments.map(Self.synopsis)
        if let discussion = command.discussion {
            lines.append(".Sh DESCRIPTION")
            lines += Self.paragraphs(discussion)
        }
        if !arguments.isEmpty {
            lines.append(".Sh OPTIONS")
            lines.append(".Bl -tag -width 6n")
            for argument in arguments {
                lines.append(".It " + Self.item(argument))
                var words = [argument.abstract, argument.discussion].compactMap { $0 }.filter { !$0.isEmpty }
                if let value = argument.defaultValue { words.append("The default is \(value).") }
                if !words.isEmpty { lines += Self.paragraphs(words.joined(separator: " ")) }
            }
            lines.append(".El")
        }
        if !subcommands.isEmpty {
            lines.append(".Sh COMMANDS")
            lines.append(".Bl -tag -width 6n")
            for subcommand in subcommands {
                lines.append(".It Xr \(subcommand.fullName.replacingOccurrences(of: " ", with: ".")) 1")
                if let abstract = subcommand.abstract { lines.append(Self.escaped(abstract)) }
            }
            lines.append(".El")
        }
        lines.append(".Sh \"SEE ALSO\"")
        let related =
            subcommands.isEmpty
            ? [command.superCommands?.joined(separator: ".") ?? "navviz"] : subcommands.map { $0.fullName.replacingOccurrences(of: " ", with: ".") }
        lines += related.enumerated().map { index, page in ".Xr \(page) 1" + (index < related.count - 1 ? " ," : "") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `.Op Fl -output Ar output`.
    static func synopsis(_ argument: ArgumentHelp) -> String {
        let value = argument.valueName ?? argument.preferredName?.name ?? "value"
        let form: String
        switch argument.kind {
        case .positional: form = "Ar \(value)" + (argument.isRepeating == true ? " ..." : "")
        case .option: form = "\(flag(argument.preferredName)) Ar \(value)"
        case .flag: form = flag(argument.preferredName)
        }
        return argument.isOptional == true || argument.kind != .positional ? ".Op \(form)" : ".\(form)"
    }

    /// `Fl o , Fl -output Ar output`: every name of an option, then its value.
    static func item(_ argument: ArgumentHelp) -> String {
        let value = argument.valueName ?? argument.preferredName?.name ?? "value"
        switch argument.kind {
        case .positional: return "Ar \(value)"
        case .flag, .option:
            let names = (argument.names ?? argument.preferredName.map { [$0] } ?? []).map { flag($0) }.joined(separator: " , ")
            return argument.kind == .option ? "\(names) Ar \(value)" : names
        }
    }

    static func flag(_ name: ArgumentHelp.Name?) -> String {
        guard let name else { return "Fl" }
        switch name.kind {
        case .short, .longWithSingleDash: return "Fl \(name.name)"
        case .long: return "Fl -\(name.name)"
        }
    }

    /// Paragraphs of text (blank lines between them); lines indented by two spaces or more,
    /// as help texts write examples and tables, kept as they are.
    static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        var literal = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = line.hasPrefix("  ")
            if indented != literal {
                lines.append(indented ? ".Bd -literal -offset indent" : ".Ed")
                literal = indented
            }
            if line.isEmpty {
                if !literal, lines.last != ".Pp" { lines.append(".Pp") }
            } else {
                lines.append(escaped(String(indented ? line.dropFirst(2) : line)))
            }
        }
        if literal { lines.append(".Ed") }
        while lines.last == ".Pp" { lines.removeLast() }
        return lines
    }

    /// A line of text mdoc prints as it is: backslashes escaped, a leading dot or quote
    /// kept from being read as a request, and the typographic characters of the help
    /// texts as roff's own (an em dash a formatter would drop otherwise).
    static func escaped(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            switch character {
            case "`":
                // A command in backquotes is one piece to copy: never broken at a space or hyphenated.
                inCode.toggle()
                result += inCode ? "`\\%" : "`"
            case " " where inCode: result += "\\ \\%"
            case "\\": result += "\\e"
            case "—": result += "\\(em"
            case "–": result += "\\(en"
            case "→": result += "\\(->"
            case "←": result += "\\(<-"
            case "…": result += "\\&..."
            case "·": result += "\\(pc"
            default: result.append(character)
            }
        }
        return result.first == "." || result.first == "'" ? "\\&" + result : result
    }

    /// A macro argument in quotes: `.Nd "…"`.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }
}
