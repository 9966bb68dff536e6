import ArgumentParser
import Foundation
import NavLanguage

/// A first argument that is a mistyped command (`navviz chek flow.nav`): render is the
/// default command, so without this check the typo would be taken for the flow file.
enum MistypedCommand {
    /// "unknown command 'chek'; did you mean `navviz check`?" when the first argument is
    /// no option, no file that exists, has no `.nav` extension and is close to the name
    /// of a command; nil otherwise.
    static func message(for arguments: [String], commands: [any ParsableCommand.Type]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !word.hasSuffix(".nav"),
            !FileManager.default.fileExists(atPath: word)
        else { return nil }
        let names = commands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word), let name = Suggestion.closest(to: word, in: names) else { return nil }
        return "unknown command '\(word)'; did you mean `navviz \(name)`?"
    }
}
