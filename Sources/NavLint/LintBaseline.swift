import Foundation
import NavLanguage

/// Findings known and accepted (`--write-baseline FILE`), which `--baseline FILE` leaves
/// out: matched by rule, file and fingerprint, so a finding stays known when lines move
/// above it, and comes back when its call or function changes.
package struct LintBaseline: Codable, Equatable, Sendable {
    package var version = 1
    package var findings: [Entry]

    package struct Entry: Codable, Hashable, Sendable {
        package var rule: String
        package var file: String
        package var fingerprint: String
    }

    /// The findings of `report`, in its order.
    package init(_ report: LintReport) {
        findings = report.findings.map { Entry(rule: $0.rule, file: $0.file, fingerprint: $0.fingerprint) }
    }

    /// A baseline file's text; one that is not a baseline throws `InputError` located in it.
    package init(text: String, path: String) throws {
        do {
            self = try JSONDecoder().decode(LintBaseline.self, from: Data(text.utf8))
        } catch {
            throw InputError(path: path, message: "\(path) is not a navviz lint baseline (written by --write-baseline): \(Self.reason(error))")
        }
        guard version == 1 else { throw InputError(path: path, message: "\(path) is a baseline of version \(version); this navviz reads version 1") }
    }

    /// `report` less the findings this baseline knows; `suppressed` says how many.
    package func filter(_ report: LintReport) -> (report: LintReport, suppressed: Int) {
        let known = Set(findings)
        var kept = report
        kept.findings = report.findings.filter { !known.contains(Entry(rule: $0.rule, file: $0.file, fingerprint: $0.fingerprint)) }
        return (kept, report.findings.count - kept.findings.count)
    }

    package func json() -> String {
        LintJSON.text(self)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "it has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context): context.debugDescription
        case DecodingError.dataCorrupted: "it is not JSON"
        default: "it cannot be read"
        }
    }
}
