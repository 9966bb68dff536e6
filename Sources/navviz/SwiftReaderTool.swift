import NavLanguage
import Foundation
import NavCodeFacts
import NavLayout

/// navviz-swift-reader, the separate executable that reads Swift for `navviz import`
/// (navviz itself does not link swift-syntax, whose release build takes minutes). It is
/// found next to navviz; when navviz runs from a package checkout and it is missing, it
/// is built there once.
enum SwiftReaderTool {
    static let name = "navviz-swift-reader"

    /// What the Swift files at `paths` say. In a checkout, a reader older than navviz
    /// (its JSON is not the one navviz reads) is built again, once.
    static func facts(for paths: [String]) throws -> CodeFacts {
        let reader = try locate()
        let (status, json) = try run(reader, paths)
        if status == 0, let facts = try? CodeFacts(json: json), facts.format == CodeFacts.currentFormat { return facts }
        if status == 0, let checkout = checkout(of: reader.deletingLastPathComponent()) {
            try build(
                in: checkout, configuration: reader.deletingLastPathComponent().lastPathComponent, reader: reader, "again: it is older than navviz")
            let (again, rebuilt) = try run(reader, paths)
            if again == 0, let facts = try? CodeFacts(json: rebuilt), facts.format == CodeFacts.currentFormat { return facts }
        }
        throw InputError(
            path: reader.path, source: nil, diagnostics: [],
            message: status == 0
                ? "\(reader.path) is from another version of navviz (its output is not the JSON this navviz reads); "
                    + "build it again with `swift build -c release --product \(name)` in navviz's checkout"
                : "\(reader.path) failed (exit status \(status))")
    }

    /// Runs the reader with the paths on its stdin; its exit status and stdout.
    private static func run(_ reader: URL, _ paths: [String]) throws -> (Int32, Data) {
        let process = Process()
        process.executableURL = reader
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let list = Data(paths.map { $0 + "\n" }.joined().utf8)
        // Written while the output is read, so neither pipe fills up and blocks the other side.
        let writer = Thread {
            input.fileHandleForWriting.write(list)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, json)
    }

    private static func locate() throws -> URL {
        let own = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        let folder = own.deletingLastPathComponent()
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
        try build(in: checkout, configuration: folder.lastPathComponent, reader: reader, "to read the Swift files, once")
        return reader
    }

    /// `swift build --product navviz-swift-reader` in navviz's checkout, saying so first.
    private static func build(in checkout: (package: URL, scratch: URL), configuration: String, reader: URL, _ why: String) throws {
        Console.error(
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
