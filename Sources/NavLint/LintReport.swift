/// What `navviz lint` found in an app, in the order of `LintFinding.<`.
package struct LintReport: Codable, Equatable, Sendable {
    package var version = 1
    /// The app folder's name (or the project's).
    package var app: String
    package var findings: [LintFinding]
    /// The devices checked, for the text's summary (not in the JSON, which says each finding's).
    package var devices: [LintDevice] = []

    private enum CodingKeys: String, CodingKey {
        case version, app, findings
    }

    package init(app: String, findings: [LintFinding], devices: [LintDevice] = []) {
        self.app = app
        self.findings = findings.sorted(by: <)
        self.devices = devices
    }

    /// An error or a warning is left: `navviz lint` exits 1 (a note alone does not fail).
    package var fails: Bool {
        findings.contains { $0.severity != .note }
    }

    /// The report as JSON: keys sorted, two-space indent, the same bytes for the same report.
    package func json() -> String {
        LintJSON.text(self)
    }
}
