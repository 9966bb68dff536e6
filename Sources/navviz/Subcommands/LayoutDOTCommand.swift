import ArgumentParser
import Foundation
import NavLayout
import NavOutput
import NavWorker

/// `navviz layout-dot`: the worker that runs `dot` layouts, and draws DOT whose every
/// position is given as SVG, for its parent (`ProcessLayout`), so that a Graphviz abort
/// ends this process, not the render. It takes job after job on its standard input and
/// answers each on its standard output (`LayoutJob`) until the parent closes them: one
/// process, started ahead, lays the map out and then draws sheets. Hidden: people never
/// run it.
struct LayoutDOTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-dot",
        abstract: "Lay out and draw DOT with Graphviz (used by navviz itself).",
        shouldDisplay: false
    )

    func run() throws {
        WorkerParent.follow()
        // Started ahead of its first job: Graphviz is ready when it comes.
        MapLayout.warmUp()
        while let (kind, dot) = try LayoutJob.next(from: STDIN_FILENO) {
            var bytes: [UInt8] = []
            var answer = LayoutJob.Answer.done
            do {
                let warnings: [String]
                switch kind {
                case .layOut:
                    let laidOut = try MapLayout.layOutHere(dot)
                    (bytes, warnings) = (Array(laidOut.text.utf8), laidOut.warnings)
                case .draw:
                    (bytes, warnings) = try MapLayout.drawHere(dot)
                }
                // The parent reads stderr: any Graphviz warning fails the job, like an error.
                for warning in warnings { Console.error("Graphviz: \(warning)") }
            } catch {
                Console.error("\(error)")
                (bytes, answer) = ([], .failed)
            }
            try LayoutJob.answer(answer, bytes, to: STDOUT_FILENO)
        }
    }
}
