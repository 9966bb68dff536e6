import ArgumentParser
import Foundation
import NavLayout
import NavOutput
import NavWorker

/// `navviz layout-dot < in.dot > out.dot`: the worker that runs one `dot` layout for its
/// parent (`ProcessLayout`), so that a Graphviz abort ends this process, not the render.
/// Hidden: people never run it.
struct LayoutDOTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-dot",
        abstract: "Lay out a DOT file with Graphviz's dot engine (used by navviz itself).",
        shouldDisplay: false
    )

    func run() throws {
        WorkerParent.follow()
        let dot = String(decoding: try FileHandle.standardInput.readToEnd() ?? Data(), as: UTF8.self)
        let (text, warnings) = try MapLayout.layOutHere(dot)
        try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        // The parent reads stderr: any Graphviz warning fails the layout, like an error.
        for warning in warnings { Console.error("Graphviz: \(warning)") }
    }
}
