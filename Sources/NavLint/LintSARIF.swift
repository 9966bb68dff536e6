import Foundation

/// A report as SARIF 2.1.0 for GitHub code scanning: one run whose driver lists the rules
/// found (with their help and docs/lint.md's section), a result per finding at its file
/// (relative to the repository root, `%SRCROOT%`) and 1-based line and column, its path as
/// a code flow, and its fingerprint, so a finding keeps its alert when lines move.
enum LintSARIF {
    static func log(_ report: LintReport) -> String {
        let ids = Array(Set(report.findings.map(\.rule))).sorted {
            ($0.first!, Int($0.dropFirst()) ?? 0, $0) < ($1.first!, Int($1.dropFirst()) ?? 0, $1)
        }
        let rules = ids.map { id -> Rule in
            let rule = LintRule(id)
            let level = report.findings.first { $0.rule == id }!.severity.rawValue
            return Rule(
                id: id, name: id, shortDescription: Text(text: rule.title), fullDescription: Text(text: rule.help),
                help: Text(text: rule.help + " See " + rule.documentation + "."), helpUri: rule.documentation,
                defaultConfiguration: Configuration(level: level))
        }
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.rule, ruleIndex: ids.firstIndex(of: finding.rule)!, level: finding.severity.rawValue,
                message: Text(text: "\(finding.message) [\(finding.rule) \(finding.title); \(finding.device.rawValue), iOS \(finding.ios)]"),
                locations: [location(finding.file, finding.line, finding.column, message: nil)],
                partialFingerprints: ["navvizFingerprint/v1": finding.fingerprint],
                codeFlows: finding.path.isEmpty
                    ? nil
                    : [
                        CodeFlow(threadFlows: [
                            ThreadFlow(
                                locations: finding.path.map { ThreadFlowLocation(location: location($0.file, $0.line, nil, message: $0.call)) })
                        ])
                    ],
                properties: ["device": finding.device.rawValue, "ios": String(finding.ios)])
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(name: "navviz", rules: rules)), results: results)])
        return LintJSON.text(log)
    }

    private static func location(_ file: String, _ line: Int, _ column: Int?, message: String?) -> Location {
        Location(
            physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(
                    uri: file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file, uriBaseId: "%SRCROOT%"),
                region: Region(startLine: max(1, line), startColumn: column.map { max(1, $0) })),
            message: message.map(Text.init))
    }

    // SARIF's objects, as far as navviz writes them.

    private struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    private struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }

    private struct Tool: Encodable {
        let driver: Driver
    }

    private struct Driver: Encodable {
        let name: String
        let rules: [Rule]
    }

    private struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let help: Text
        let helpUri: String
        let defaultConfiguration: Configuration
    }

    private struct Configuration: Encodable {
        let level: String
    }

    private struct Text: Encodable {
        let text: String
    }

    private struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        let partialFingerprints: [String: String]
        let codeFlows: [CodeFlow]?
        let properties: [String: String]
    }

    private struct Location: Encodable {
        let physicalLocation: PhysicalLocation
        let message: Text?
    }

    private struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    private struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String
    }

    private struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }

    private struct CodeFlow: Encodable {
        let threadFlows: [ThreadFlow]
    }

    private struct ThreadFlow: Encodable {
        let locations: [ThreadFlowLocation]
    }

    private struct ThreadFlowLocation: Encodable {
        let location: Location
    }
}
