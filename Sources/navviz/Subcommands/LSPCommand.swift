import ArgumentParser
import Foundation
import NavInput
import NavLanguageServer

/// `navviz lsp`: the language server an editor starts for `.nav` files.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
        discussion: """
            An editor starts `navviz lsp` for .nav files and speaks JSON-RPC to it on standard \
            input and output (Content-Length framing). It analyses each open document as `navviz \
            check` would, a moment after each edit, and answers:
              diagnostics    parse errors, lints, UIKit's warnings and exceptions at their step, \
            failing expect lines (expected/actual), with where each name they mention was made
              hover          a step: the hierarchy before and after as `navviz dump` prints it, \
            what UIKit decided, the callbacks sent; a name: its class, where it was made and \
            where it is; an operation, option, style or property: what UIKit does and its rule
              definition, references, rename   view-controller names (rename refuses a name in use)
              completion     names made above, the actor's operations (those UIKit would refuse \
            there struck through, with why), styles, options, set properties, expect forms
              symbols, folding, formatting     steps and groups; captions and comments aligned \
            as `navviz import` writes them

            With `navviz watch FLOW.nav` running, its page shows the step under the cursor: the \
            server tells the watch's loopback address the cursor's line (on hover and document \
            highlight, or the `navviz/cursor` notification). docs/editors.md configures Neovim, \
            Helix, Zed, Sublime Text, Emacs and VS Code.

            The server writes no file. It logs on stderr. Exit status: 0 after `shutdown` and \
            `exit`; 1 when the client goes away without `shutdown`; 2 when it sends something that \
            is not the protocol, or a message larger than any flow.
            """
    )

    @Option(
        help: ArgumentHelp(
            "Where `navviz watch` listens, for the preview to follow the cursor (HOST:PORT on loopback), or `off`.", valueName: "address"))
    var preview: String = "127.0.0.1:8080"

    @Option(
        name: .customLong("strict"),
        help: ArgumentHelp(
            "Show UIKit's warnings as errors (`--strict`), or navviz's lints as well (`--strict=lint`), as `check` fails on them.",
            valueName: "uikit|lint"))
    var strict: Strictness?

    func run() throws {
        // A client that goes away mid-answer must not kill the server before it logs why.
        signal(SIGPIPE, SIG_IGN)
        let options = LanguageServer.Options(preview: preview == "off" ? nil : preview, strictness: strict, version: Navviz.configuration.version)
        let server = LanguageServer(options: options) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
