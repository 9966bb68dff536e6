import Foundation
import NavCodeFacts
import NavSwiftReader

// navviz-swift-reader [FILE.swift...]: what the files say about navigation, as JSON on
// stdout (NavCodeFacts). Without arguments it reads the paths from stdin, one a line,
// as `navviz import` gives them. A file that does not parse is reported in the JSON and
// skipped; the exit status is 0 unless the output cannot be written.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: navviz-swift-reader [FILE.swift...]
        Prints what the Swift files say about navigation (types, calls, locations) as JSON, for navviz import.
        Without arguments, reads the file paths from stdin, one a line.
        """)
    exit(0)
}
let paths =
    arguments.isEmpty
    ? (readLine(strippingNewline: true).map { first in
        var lines = [first]
        while let line = readLine(strippingNewline: true) { lines.append(line) }
        return lines
    } ?? []).filter { !$0.isEmpty } : arguments

let files = SwiftFilesReader.read(paths)
do {
    FileHandle.standardOutput.write(try CodeFacts(files: files).json())
} catch {
    FileHandle.standardError.write(Data("navviz-swift-reader: \(error)\n".utf8))
    exit(1)
}
