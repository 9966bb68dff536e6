/// One problem `navviz lint` found: what UIKit does (or navviz's lint says) at a call of the
/// app's code, where, on which device, and the calls that reach it. Its JSON is the
/// contract the other front ends (`navviz mcp`) hand on.
package struct LintFinding: Codable, Equatable, Sendable {
    /// `R43` (docs/semantics.md) or `L1` (navviz's own, docs/lint.md).
    package var rule: String
    package var title: String
    package var severity: LintSeverity
    /// UIKit's own text where UIKit has one.
    package var message: String
    /// Relative to the app's repository root (or the folder given), `/`-separated.
    package var file: String
    /// 1-based.
    package var line: Int
    package var column: Int
    package var device: LintDevice
    package var ios: Int
    /// The calls that reach it, outermost first; the last is the finding's own.
    package var path: [LintPathStep]
    /// Stable across line moves: rule, file, the call's text and the function it is in (`LintFingerprint`).
    package var fingerprint: String

    /// The order of a report: file, line, column, rule, device.
    static func < (lhs: LintFinding, rhs: LintFinding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.device.rawValue) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.device.rawValue)
    }
}

/// A call on the path to a finding.
package struct LintPathStep: Codable, Equatable, Sendable {
    package var file: String
    package var line: Int
    /// `present in ProfileViewController.share(_:)`: the call, and the function it is in when known.
    package var call: String
}

/// A crash is an error, a UIKit warning a warning, navviz's own lint a note.
package enum LintSeverity: String, Codable, Sendable, CaseIterable {
    case error, warning, note
}

/// The devices a finding is reported on, named as `--device` and a flow's `device` name them.
package enum LintDevice: String, Codable, Sendable, CaseIterable {
    case iphone, ipad

    /// The devices `--device` (or `lint_app`'s `device`) names: `iphone`, `ipad`, or `all`; nil for another name.
    package static func named(_ name: String) -> [LintDevice]? {
        name == "all" ? allCases : LintDevice(rawValue: name).map { [$0] }
    }
}
