import Foundation
import NavCodeFacts
import NavLanguage

/// navviz-swift-reader, the separate executable that reads Swift for `navviz import`
/// (navviz itself does not link swift-syntax, whose release build takes minutes). It is
/// found next to navviz; when navviz runs from a package checkout and it is missing, it
/// is built there once.
public enum SwiftReaderTool {
    static let name = "navviz-swift-reader"

    /// How long the reader may take over one file before navviz ends it and skips the file.
    /// `NAVVIZ_SWIFT_READER_SECONDS` sets another limit.
    public static var secondsPerFile: Double {
        ReadingTimeLimit.seconds(ProcessInfo.processInfo.environment["NAVVIZ_SWIFT_READER_SECONDS"], least: 0.01)
    }

    /// What the Swift files say, in their order: a batch of them per core, each read by
    /// its own reader process (`SwiftReaderBatch`). In a checkout, a reader older than
    /// navviz (its output is not what navviz reads) is built again, once. `report` hears
    /// what navviz does meanwhile (building the reader). `device`: of the branches only one
    /// of which runs (`#if`, `if #available`), the reader reads the one that runs there.
    public static func facts(for sources: [SwiftSource], device: TargetDevice, report: (String) -> Void) throws -> CodeFacts {
        let reader = try locate(report: report)
        do {
            return try read(sources, with: reader, device: device)
        } catch is SwiftReaderBatch.OtherVersion {
            if let checkout = checkout(of: reader.deletingLastPathComponent()) {
                try build(
                    in: checkout, configuration: reader.deletingLastPathComponent().lastPathComponent, reader: reader,
                    "again: it is older than navviz", report: report)
                if let facts = try? read(sources, with: reader, device: device) { return facts }
            }
            throw InputError(
                path: reader.path,
                message: "\(reader.path) is from another version of navviz (its output is not what this navviz reads); "
                    + "build it again with `swift build -c release --product \(name)` in navviz's checkout")
        } catch let failed as SwiftReaderBatch.Failed {
            throw InputError(path: reader.path, message: failed.message)
        }
    }

    /// The files in batches, one per core (a few files need one), read side by side.
    private static func read(_ sources: [SwiftSource], with reader: URL, device: TargetDevice) throws -> CodeFacts {
        let count = max(1, min(ProcessInfo.processInfo.activeProcessorCount, sources.count / 8))
        // Round robin over the files, largest first, so the batches take about as long.
        let order = sources.indices.sorted { (sources[$0].bytes.count, $1) > (sources[$1].bytes.count, $0) }
        let batches = (0..<count).map { batch in stride(from: batch, to: order.count, by: count).map { order[$0] } }
        let results = ConcurrentResults<[SwiftFileFacts]>(count: count)
        let seconds = secondsPerFile
        DispatchQueue.concurrentPerform(iterations: count) { batch in
            let indices = batches[batch]
            results.set(
                batch,
                Result {
                    try SwiftReaderBatch(reader: reader, sources: indices.map { sources[$0] }, device: device, secondsPerFile: seconds).read()
                })
        }
        var files = [SwiftFileFacts?](repeating: nil, count: sources.count)
        for (batch, indices) in batches.enumerated() {
            for (index, facts) in zip(indices, try results.get(batch)) { files[index] = facts }
        }
        return CodeFacts(files: files.map { $0! })
    }

    private static func locate(report: (String) -> Void) throws -> URL {
        let folder = NavvizExecutable.url.deletingLastPathComponent()
        let reader = folder.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: reader.path) { return reader }
        guard let checkout = checkout(of: folder) else {
            // Installed into PREFIX/bin: `make install` with that PREFIX puts the reader beside it.
            let install =
                folder.lastPathComponent == "bin"
                ? "`make install PREFIX=\(folder.deletingLastPathComponent().path)` installs both side by side, or " : ""
            throw InputError(
                path: folder.path, source: nil, diagnostics: [],
                message:
                    "navviz import reads Swift files with \(name), which is not next to navviz in \(folder.path). In navviz's checkout, "
                    + install + "`swift build -c release --product \(name)` builds it: copy .build/release/\(name) next to navviz")
        }
        try build(in: checkout, configuration: folder.lastPathComponent, reader: reader, "to read the Swift files, once", report: report)
        return reader
    }

    /// `swift build --product navviz-swift-reader` in navviz's checkout, saying so first.
    private static func build(
        in checkout: (package: URL, scratch: URL), configuration: String, reader: URL, _ why: String, report: (String) -> Void
    ) throws {
        report(
            "navviz import: building \(name) (swift-syntax) \(why) (its first build takes about "
                + (configuration == "release" ? "7 minutes" : "2 minutes") + " on 2 cores)")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = [
            "swift", "build", "-c", configuration, "--product", name,
            "--package-path", checkout.package.path, "--scratch-path", checkout.scratch.path,
        ]
        build.standardOutput = FileHandle.standardError
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: reader.path) else {
            throw InputError(
                path: checkout.package.path, source: nil, diagnostics: [],
                message:
                    "building \(name) failed (exit status \(build.terminationStatus)); see swift build's output above")
        }
    }

    /// The package and build folder navviz was built in, when `folder` is `<package>/.build…/[<triple>/]<configuration>`.
    private static func checkout(of folder: URL) -> (package: URL, scratch: URL)? {
        var scratch = folder.deletingLastPathComponent()
        for _ in 0..<2 {
            let package = scratch.deletingLastPathComponent()
            let manifest = package.appendingPathComponent("Package.swift")
            if scratch.lastPathComponent.hasPrefix(".build"),
                let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("\"\(name)\"")
            {
                return (package, scratch)
            }
            scratch = package
        }
        return nil
    }
}
