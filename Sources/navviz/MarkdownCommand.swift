import ArgumentParser
import Foundation
import NavDiagram
import NavOutput

/// `navviz markdown FILE.md... -o DIR`: diagrams for every ```nav block of the docs.
struct MarkdownCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "markdown",
        abstract: "Render the ```nav blocks of Markdown files and link the images after each block.",
        discussion: """
        Writes each FILE.md into DIR with an image after every ```nav block, and the images \
        into DIR/images/. The block's info string picks the picture: ```nav (the flow map), \
        ```nav flipbook (the animated SVG) or ```nav step=N (one frame). Image names come \
        from the block's content: stable across runs, and unchanged blocks are not rendered \
        again. A block with errors is reported at its line in the .md file and nothing is written.
        """
    )

    @Argument(help: "Markdown files.")
    var files: [String]

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String

    @Option(help: "light, dark, or auto: the images follow the reader's light or dark scheme (for a README on GitHub).")
    var theme: Theme = .light

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let embedder = MarkdownEmbedder(outputFolder: output, theme: theme)
        try diagnostics.exitingOnFailure {
            let summary = try embedder.run(files: files)
            print("navviz: \(summary.blocks) diagram\(summary.blocks == 1 ? "" : "s") in \(summary.files) file\(summary.files == 1 ? "" : "s") → \(output) (\(summary.rendered) rendered, \(summary.blocks - summary.rendered) unchanged)")
        }
    }
}
