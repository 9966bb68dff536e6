// Writes navviz's manual pages from its own command definitions, with every option's
// default and roff's em dashes, and without internal commands (scripts/generate-docs):
//   navviz --experimental-dump-help | navviz-manual --date 2026-11-27 DIR
// Not part of the product: swift-argument-parser's own generator leaves out defaults,
// drops non-ASCII characters and writes a page for every command, hidden ones included.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
/// "2026-11-27" → "November 27, 2026", as `.Dd` writes a date.
func pageDate(_ iso: String) -> String? {
    let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
    let parts = iso.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
    return "\(months[parts[1] - 1]) \(parts[2]), \(parts[0])"
}

guard arguments.count == 3, arguments[0] == "--date", let date = pageDate(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: navviz --experimental-dump-help | navviz-manual --date YYYY-MM-DD FOLDER\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[2])
let help = try JSONDecoder().decode(ToolHelp.self, from: FileHandle.standardInput.readDataToEndOfFile())

/// The command and every command under it that the help shows.
func shown(_ command: CommandHelp) -> [CommandHelp] {
    [command] + (command.subcommands ?? []).filter(\.isShown).flatMap(shown)
}

try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
for command in shown(help.command) {
    let page = ManualPage(command: command, date: date)
    try Data(page.text.utf8).write(to: folder.appendingPathComponent(page.fileName))
}
