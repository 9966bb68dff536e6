import Foundation
import NavCodeFacts
import NavCodeImport
import NavImport

/// Where findings are: files relative to the app's repository root (the nearest folder
/// above the app's that holds `.git`, else the app's folder), and each call's column and
/// text, from the Swift the import read, for the fingerprint.
final class LintLocations {
    /// Absolute, with no trailing `/`.
    private let root: String
    private var lines: [String: [Substring]] = [:]
    /// The app's files by name, as the import's sites name them (`PhotoViewController.swift:18`),
    /// each with the types it declares, which tell apart two files of one name.
    private var files: [String: [(path: String, types: Set<String>)]] = [:]
    /// How many findings of the same rule, file, call text and function came before, for the fingerprint.
    private var ranks: [String: Int] = [:]

    init(_ found: ImportFiles) {
        let folder = URL(fileURLWithPath: found.folders.first ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        var candidate = folder
        var root = folder
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) {
                root = candidate
                break
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        self.root = root.path.hasSuffix("/") ? String(root.path.dropLast()) : root.path
    }

    /// The app's files: its Swift (what the import read of each, and its bytes) and its storyboards and xibs.
    func add(_ code: CodeFacts, bytes: [String: [UInt8]], documents: [String]) {
        guard files.isEmpty else { return }
        for file in code.files { files[file.fileName, default: []].append((file.path, Set(file.types.map(\.name)))) }
        for path in documents { files[URL(fileURLWithPath: path).lastPathComponent, default: []].append((path, [])) }
        for (path, content) in bytes {
            lines[path] = String(decoding: content, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
    }

    /// The path of the file a site names: the one of that name that declares the function's type, else the first.
    private func path(of name: String, function: String?) -> String {
        guard lines[name] == nil, let candidates = files[name] else { return name }
        let owner = function?.split(separator: ".").first.map(String.init)
        return candidates.first { owner.map($0.types.contains) ?? false }?.path ?? candidates[0].path
    }

    /// `path` from the repository root; a path outside it as given.
    func relative(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
    }

    func finding(_ finding: TourFinding, device: LintDevice) -> LintFinding {
        let rule = LintRule(finding.rule ?? "R41")
        let call = finding.call
        let source = path(of: call.file, function: call.function)
        let text = lineText(source, call.line)
        let file = relative(source)
        let callText = text.map { $0.trimmingCharacters(in: .whitespaces) } ?? call.method
        let key = [rule.id, file, callText, call.function ?? ""].joined(separator: "\u{1F}")
        ranks[key, default: 0] += 1
        return LintFinding(
            rule: rule.id, title: rule.title, severity: Self.severity(finding.kind), message: finding.message, file: file, line: call.line,
            column: text.map { Self.column(of: call.method, in: $0) } ?? 1, device: device, ios: finding.ios,
            path: finding.path.map { step in
                LintPathStep(
                    file: relative(path(of: step.file, function: step.function)), line: step.line,
                    call: step.method + (step.function.map { " in \($0)" } ?? ""))
            },
            fingerprint: LintFingerprint.of(rule: rule.id, file: file, callText: callText, function: call.function ?? "", rank: ranks[key]!))
    }

    private func lineText(_ file: String, _ line: Int) -> String? {
        guard let lines = lines[file], line >= 1, line <= lines.count else { return nil }
        return String(lines[line - 1]).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
    }

    /// The 1-based column of `method`'s call on the line (`present(`), else of its name, else of the line's first character.
    private static func column(of method: String, in text: String) -> Int {
        let range = method.isEmpty ? nil : text.range(of: method + "(") ?? text.range(of: method)
        let start = range?.lowerBound ?? text.firstIndex { !$0.isWhitespace } ?? text.startIndex
        return text.distance(from: text.startIndex, to: start) + 1
    }

    private static func severity(_ kind: TourFinding.Kind) -> LintSeverity {
        switch kind {
        case .exception: .error
        case .warning: .warning
        case .lint: .note
        }
    }
}
