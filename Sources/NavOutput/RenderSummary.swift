import NavLanguage
import UIKitModel

/// The line `navviz render` ends with: what it wrote where, and what the flow's own
/// checks said (its `expect` lines, UIKit's warnings, a crash).
public enum RenderSummary {
    public static func line(_ flow: Flow, formats: [OutputFormat], output: String, fileCount: Int) -> String {
        let drawsMap = OutputFormat.drawMap(formats)
        let what = "\(Quantity.of(flow.frames.count, "frame"))\(drawsMap ? " and the flow map" : "")"
        var parts = ["\(what) (\(formats.map(\.rawValue).joined(separator: ", "))) → \(output) (\(Quantity.of(fileCount, "file")))"]
        let failed = flow.failedExpectations
        if !flow.expectations.isEmpty {
            parts.append(
                failed.isEmpty
                    ? "\(Quantity.of(flow.expectations.count, "expectation")) passed"
                    : "\(failed.count) of \(Quantity.of(flow.expectations.count, "expectation")) FAILED: \(failedLines(failed)) (run navviz check for the details)"
            )
        }
        let warnings = flow.warnings.count
        if warnings > 0 { parts.append(Quantity.of(warnings, "UIKit warning")) }
        if let crash = flow.unexpectedException { parts.append("the app crashes at line \(crash.location.line)") }
        return "navviz: wrote " + parts.joined(separator: "; ")
    }

    /// "`expect top == Home` (line 7)", the first three failed expect lines, then how many more.
    private static func failedLines(_ failed: [ExpectationResult]) -> String {
        let shown = failed.prefix(3).map { "`\($0.assertion)` (line \($0.location.line))" }
        let more = failed.count > 3 ? ["\(failed.count - 3) more"] : []
        return (shown + more).joined(separator: ", ")
    }
}
