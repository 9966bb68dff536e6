import ArgumentParser
import NavDiagram
import NavLanguage
import NavLayout
import NavOutput

/// `navviz markdown FILE.md... -o DIR`: diagrams for every ```nav block of the docs.
struct MarkdownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Render the ```nav blocks of Markdown files and link the images after each block.",
        discussion: """
            Writes each FILE.md into DIR with an image after every ```nav block, and the images \
            into DIR/images/. Blocks are found by CommonMark's rules: a ```nav line in an indented \
            code block, in another fence or in a code span is not a block. The block's info string \
            picks the picture: ```nav (the flow map), ```nav flipbook (the animated SVG) or \
            ```nav step=N (one frame). Image names come from the block's content: stable across \
            runs, and unchanged blocks are not rendered again. Images that an earlier run linked \
            and that no Markdown file in DIR links any more are removed. A block with errors is \
            reported at its line in the .md file and nothing is written.

            --check writes nothing and exits 1 when DIR is out of date (for CI).
            """
    )

    @Argument(help: "Markdown files.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String

    @OptionGroup var drawingOptions: DrawingOptions

    @Option(help: ArgumentHelp("The maps' legend: compact (one line, the default for docs), full or none.", valueName: "legend"))
    var legend: LegendStyle = MarkdownEmbedder.docs.legend

    @Flag(help: "Write nothing; exit 1 if a written file or image in DIR is missing or stale.")
    var check = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let embedder = MarkdownEmbedder(outputFolder: output, style: drawingOptions.style(legend: legend), mapLayout: Navviz.mapLayout)
        if check {
            let summary = try diagnostics.exitingOnFailure { try embedder.check(files: files) }
            guard summary.stale.isEmpty else {
                for path in summary.stale { Console.error("navviz: stale: \(path)") }
                Console.error("navviz: \(output) is out of date; run `navviz markdown` without --check")
                throw ExitCode(ExitStatus.checkFailed)
            }
            print("navviz: \(Quantity.of(summary.blocks, "diagram")) in \(Quantity.of(summary.files, "file")): \(output) is up to date")
            return
        }
        try diagnostics.exitingOnFailure {
            let summary = try embedder.run(files: files)
            for note in summary.notes { Console.error("navviz: note: \(note)") }
            let removed = summary.removed == 0 ? "" : ", \(summary.removed) stale removed"
            print(
                "navviz: \(Quantity.of(summary.blocks, "diagram")) in \(Quantity.of(summary.files, "file")) → \(output) (\(summary.rendered) rendered, \(summary.blocks - summary.rendered) unchanged\(removed))"
            )
        }
    }
}
