import ArgumentParser
import Foundation
import NavLayout
import NavOutput
import NavPreview

/// `navviz watch FLOW.nav`: the flipbook on localhost, re-rendered on every save.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Serve a flow's flipbook on localhost and re-render it whenever the file is saved.",
        discussion: """
            Prints the address it serves (http://127.0.0.1:PORT/) and runs until stopped \
            (Ctrl-C). The open page reloads at the same step (#step=N) when the file changes; \
            when the saved file has errors, navviz's diagnostics show in the page and on stderr, \
            and the page keeps the last good drawing. When an `expect` line starts failing, it is \
            printed with its location and the page opens the step it fails at. The file is polled \
            a few times a second. With `navviz lsp` running in an editor, the page shows the step \
            under the editor's cursor (the server tells the watch's address the cursor's line; \
            `navviz lsp --preview`).
            Only loopback addresses are served: 127.0.0.1 (the default), 127.x.x.x, ::1 or localhost. \
            A port another program holds is an error (exit status 2) before anything is rendered; \
            --port 0 takes any free port and prints it.
            """
    )

    @Argument(help: "The .nav flow file.")
    var flow: String

    @Option(help: "The port (0: any free port; the address printed tells which).")
    var port: UInt16 = 8080

    @Option(help: "The loopback address to listen on.")
    var host: String = "127.0.0.1"

    @Option(help: "light, dark, or auto: the page follows the reader's light or dark scheme.")
    var theme: Theme = .light

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if flow == InputFile.standardInputPath {
            throw ValidationError("watch re-reads the file whenever it is saved: give a file, not - (standard input is read once)")
        }
        do {
            try FlowPreview.validate(host: host)
        } catch let error as NotLoopback {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        let preview = try FlowPreview(
            path: flow, host: host, port: port, style: DrawingStyle(theme: theme), mapLayout: Navviz.mapLayout, formatter: diagnostics.formatter
        ) { Console.error($0) }
        do {
            try preview.runUntilStopped { url in
                FileHandle.standardOutput.write(Data("navviz: watching \(flow): \(url) (Ctrl-C stops)\n".utf8))
            }
        } catch {
            // A port in use says so and how to pick another; nothing has been rendered.
            Console.error("navviz: error: cannot serve on \(host):\(port): \(error)")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }
}
