import Foundation

/// How `navviz lint` writes its findings.
package enum LintFormat: String, CaseIterable, Sendable {
    /// As a compiler does: `File.swift:LINE:COL: error: message [R43 title]`, then the device and the path.
    case text
    /// The contract's JSON (`LintReport.json()`).
    case json
    /// SARIF 2.1.0, for GitHub code scanning (`LintSARIF`).
    case sarif

    package func render(_ report: LintReport) -> String {
        switch self {
        case .text: Self.text(report)
        case .json: report.json()
        case .sarif: LintSARIF.log(report)
        }
    }

    private static func text(_ report: LintReport) -> String {
        var output = ""
        for finding in report.findings {
            output +=
                "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule) \(finding.title)]\n"
            output += "    on \(finding.device.rawValue), iOS \(finding.ios)\n"
            for (index, step) in finding.path.enumerated() {
                output += (index == 0 ? "    path: " : "          ") + "\(step.file):\(step.line): \(step.call)\n"
            }
        }
        return output
    }
}

extension LintFormat {
    /// Whether `bytes` are a file `navviz lint` wrote (a report in any format, or a
    /// baseline), which `-o` and `--write-baseline` may replace; an empty file too.
    package static func wrote(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.isEmpty { return true }
        if let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] {
            return object["findings"] != nil || object["runs"] != nil && text.contains("\"name\" : \"navviz\"")
        }
        return text.split(separator: "\n").allSatisfy { line in
            line.hasPrefix("    ") || [": error: ", ": warning: ", ": note: "].contains { line.contains($0) }
        }
    }
}
