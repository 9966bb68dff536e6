import Foundation
import NavLint
import Testing

/// The formats: text like a compiler, the contract's JSON, and SARIF 2.1.0 that
/// sarif-pydantic (PyPI) and GitHub's needs accept (scripts/check-sarif.py).
@Suite struct LintFormatTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func report() throws -> LintReport {
        try LintFixtures.lint([LintFixtures.path("PhotoShare", "Wrong")].map { $0 })
    }

    @Test func textIsLikeACompilersThenTheDeviceAndPath() throws {
        let report = try self.report()
        let text = LintFormat.text.render(report)
        let first = try #require(report.findings.first)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[0] == "\(first.file):\(first.line):\(first.column): \(first.severity.rawValue): \(first.message) [\(first.rule) \(first.title)]")
        #expect(lines[1] == "    on \(first.device.rawValue), iOS \(first.ios)")
        #expect(lines[2].hasPrefix("    path: \(first.path[0].file):\(first.path[0].line): "))
        #expect(lines.filter { $0.contains(": error: ") }.count == report.findings.filter { $0.severity == .error }.count)
    }

    @Test func jsonIsTheContractsDeterministically() throws {
        let report = try self.report()
        let json = report.json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "app", "findings"])
        #expect(object["version"] as? Int == 1)
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(
            Set(finding.keys) == ["rule", "title", "severity", "message", "file", "line", "column", "device", "ios", "path", "fingerprint"])
        #expect(try JSONDecoder().decode(LintReport.self, from: Data(json.utf8)).findings == report.findings)
        #expect(try self.report().json() == json)
    }

    @Test func sarifIsValidForGitHub() throws {
        let report = try self.report()
        let sarif = LintFormat.sarif.render(report)
        try expectSARIF(sarif, valid: true)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        let location = try #require(((results[0]["locations"] as? [[String: Any]])?[0]["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == report.findings[0].file)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == report.findings[0].line)
        let flows = try #require(results[0]["codeFlows"] as? [[String: Any]])
        #expect(!flows.isEmpty)
    }

    /// The validation fails where it should: a SARIF GitHub could not show is refused.
    @Test(arguments: [
        ("\"startLine\" : ", "\"startLine\" : 0, \"x\" : "),
        ("\"ruleId\" : \"R43\"", "\"ruleId\" : \"R999\""),
        ("\"uri\" : \"", "\"uri\" : \"/"),
        ("\"level\" : \"error\"", "\"level\" : \"fatal\""),
        ("\"results\"", "\"resultz\""),
    ])
    func brokenSarifIsRefused(broken: (String, String)) throws {
        let sarif = LintFormat.sarif.render(try report())
        #expect(sarif.contains(broken.0))
        try expectSARIF(sarif.replacingOccurrences(of: broken.0, with: broken.1), valid: false)
    }

    private func expectSARIF(_ sarif: String, valid: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navviz-lint-\(UUID().uuidString).sarif")
        try sarif.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.repository.appendingPathComponent("scripts/check-sarif.py").path, file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            !message.contains("sarif-pydantic is missing"), "run scripts/ensure-python-packages sarif-pydantic==0.6.2", sourceLocation: sourceLocation
        )
        #expect((process.terminationStatus == 0) == valid, "check-sarif: \(message)", sourceLocation: sourceLocation)
    }
}
