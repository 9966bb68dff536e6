import ArgumentParser
import Foundation
import NavLayout
import NavOutput
import NavWorker

/// `navviz layout-dot < in.dot > out.dot`: the worker that runs one `dot` layout for its
/// parent (`ProcessLayout`), so that a Graphviz abort ends this process, not the render;
/// with `--draw`, draws DOT whose every position is given as SVG (the parent's sheets, at
/// the same time as the parent draws others): several, each DOT and each SVG followed by
/// a NUL byte. Hidden: people never run it.
struct LayoutDOTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-dot",
        abstract: "Lay out a DOT file with Graphviz's dot engine (used by navviz itself).",
        shouldDisplay: false
    )

    @Flag(help: "Draw the DOT as SVG, every position given (nop2), instead of laying it out.")
    var draw = false

    func run() throws {
        WorkerParent.follow()
        let dot = String(decoding: try FileHandle.standardInput.readToEnd() ?? Data(), as: UTF8.self)
        var output: [UInt8] = []
        var warnings: [String] = []
        if draw {
            for picture in dot.split(separator: "\0", omittingEmptySubsequences: false) {
                let drawn = try MapLayout.drawHere(String(picture))
                output += drawn.svg + [0]
                warnings += drawn.warnings
            }
        } else {
            let laidOut = try MapLayout.layOutHere(dot)
            (output, warnings) = (Array(laidOut.text.utf8), laidOut.warnings)
        }
        try FileHandle.standardOutput.write(contentsOf: Data(output))
        // The parent reads stderr: any Graphviz warning fails the layout, like an error.
        for warning in warnings { Console.error("Graphviz: \(warning)") }
    }
}
