import Foundation
import NavCodeFacts
import NavSwiftReader
import NavWorker

// navviz-swift-reader: what Swift files say about navigation, for `navviz import`, which
// starts it. Its standard input holds the files' paths and texts (`SwiftSource.framed`:
// navviz reads the files, the reader opens none); its standard output says, a JSON line
// at a time, which file it starts and what each says (`SwiftReaderMessage`). A file that
// does not parse is reported and skipped; the exit status is 0 unless the input is not
// what navviz writes or the output cannot be written.
WorkerParent.follow()
let arguments = Array(CommandLine.arguments.dropFirst())
guard let device = TargetDevice(arguments: arguments) else {
    print(
        """
        usage: navviz-swift-reader [--ios N] [--idiom phone|pad] < FILES
        Reads Swift files for navviz import, which starts it: FILES is each file's header line \
        (`<path bytes> <text bytes>`), path and text; the output is a JSON line per step. Of the \
        branches only one of which runs (#if, if #available, the idiom), the one that runs on an \
        iOS N (17) device of that idiom (phone) is read.
        """)
    exit(arguments.allSatisfy { $0 == "--help" || $0 == "-h" } ? 0 : 2)
}
if case .failure(let failure) = SwiftReaderSession.run(input: STDIN_FILENO, output: STDOUT_FILENO, device: device) {
    FileHandle.standardError.write(Data("navviz-swift-reader: \(failure)\n".utf8))
    exit(1)
}
