/// A command line as a user pastes it into a shell: words with spaces or quotes are
/// single-quoted, so a suggested command runs as printed.
enum ShellCommand {
    static func line(_ words: [String]) -> String {
        words.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "-_./+:=,@".contains($0) } && !word.isEmpty
                ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
