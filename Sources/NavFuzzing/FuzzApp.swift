import Foundation
import NavCodeFacts
import NavImport
import NavStoryboard
import NavSwiftReader

/// The `app` fuzz target's input: an app's folder as text, each file a line `--- PATH` and
/// its content. A path is kept to letters, digits, `.`, `-`, `_` and `/` (no `..`), so that
/// everything is written inside the fuzzer's own folder; a line `--> PATH TARGET` makes a
/// symbolic link, and `--| PATH` a FIFO, which the import must skip.
struct FuzzApp {
    private var files: [(path: String, content: [UInt8])] = []
    private var links: [(path: String, target: String)] = []
    private var fifos: [String] = []

    init(_ bytes: [UInt8]) {
        var current: (path: String, content: [UInt8])?
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let text = String(decoding: line, as: UTF8.self)
            if text.hasPrefix("--- "), let path = Self.safe(text.dropFirst(4)) {
                if let current { files.append(current) }
                current = (path, [])
            } else if text.hasPrefix("--> ") {
                let parts = text.dropFirst(4).split(separator: " ", maxSplits: 1).map(String.init)
                if parts.count == 2, let path = Self.safe(parts[0][...]) { links.append((path, parts[1])) }
            } else if text.hasPrefix("--| "), let path = Self.safe(text.dropFirst(4)) {
                fifos.append(path)
            } else {
                current?.content += line + [0x0A]
            }
        }
        if let current { files.append(current) }
    }

    private static func safe(_ path: Substring) -> String? {
        let components = path.split(separator: "/")
        guard !components.isEmpty, components.count <= 4,
            components.allSatisfy({
                $0 != ".." && $0 != "." && $0.count <= 64
                    && $0.allSatisfy { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || "._-".contains($0) }
            })
        else { return nil }
        return components.joined(separator: "/")
    }

    /// Writes the folder, imports it, removes it; whether the import wrote a flow.
    func imported() -> Bool {
        // A folder of its own for each call: tests run this target in parallel in one process.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-fuzz-app-\(getpid())-\(UUID().uuidString)/App")
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (path, content) in files {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: url.path, contents: Data(content))
        }
        for (path, target) in links {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }
        for path in fifos {
            let url = folder.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            mkfifo(url.path, 0o600)
        }
        guard let found = try? ImportFiles([folder.path]) else { return false }
        func input(_ path: String) -> ImportInput? {
            guard case .success(let bytes)? = found.bytes(of: path, limit: ImportFiles.maximumDocumentSize) else { return nil }
            return ImportInput(path: path, text: String(decoding: bytes, as: UTF8.self))
        }
        let swift = found.swift.map { path in
            switch found.bytes(of: path, limit: ImportFiles.maximumSwiftSize) {
            case .success(let bytes)?: return SwiftFileReader.read(path: path, bytes: bytes)
            default: return SwiftFileFacts(path: path, problem: ParseProblem(line: 1, column: 1, message: "unreadable", isSyntaxError: false))
            }
        }
        let imported = try? NavImporter.imported(
            app: found.documents.compactMap(input), infoPlist: found.infoPlist.flatMap(input), code: CodeFacts(files: swift), title: "App",
            notes: found.notes)
        return imported != nil
    }
}
