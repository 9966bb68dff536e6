import Foundation
import NavCodeFacts
import NavCodeImport
import NavImport
import NavLanguage

/// `navviz lint`: the app imported as `navviz import` imports it, once for each device,
/// and what UIKit and navviz's lint say of the tour's steps reported at the app's calls,
/// with the checks that need no path (`CodeChecks`, and `UnanchoredPopovers` on an iPad). A finding reached on several paths,
/// or on both devices, is reported once, with the first.
package enum NavLinter {
    /// The findings in `request`'s app. Input that cannot be read throws `InputError`.
    package static func lint(_ request: LintRequest) throws -> LintReport {
        let found = try ImportFiles(request.paths, target: request.target)
        guard !found.isEmpty else {
            throw InputError(
                path: request.paths.joined(separator: ", "),
                message: "\(request.paths.joined(separator: ", ")) holds no .swift, .storyboard or .xib file")
        }
        let devices = request.devices ?? found.supportedIdioms.map(LintDevice.init)
        // One unreadable file never stops an app's folder; a file given by name is the input itself.
        let documents = try found.documents.compactMap { path in
            found.folders.isEmpty ? try found.input(path) : try? found.input(path)
        }
        let infoPlist = found.infoPlist.flatMap { try? found.input($0) }
        let title = found.title ?? "App"
        // Each device is read and toured on a thread of its own: the tours share nothing.
        let perDevice = ConcurrentResults<DeviceLint>(count: devices.count)
        DispatchQueue.concurrentPerform(iterations: devices.count) { index in
            perDevice.set(
                index,
                Result {
                    let device = devices[index]
                    let target = TargetDevice(ios: request.ios ?? found.targetDevice.ios, idiom: device.idiom)
                    let (code, bytes) = try found.codeFacts { try request.readSwift($0, target) }
                    let imported = try NavImporter.imported(
                        app: documents, infoPlist: infoPlist, code: code, title: title, device: target, unreadObjectiveC: found.objectiveC,
                        lint: true)
                    // What one function or view shows is the same on every device: said with the first.
                    var checks = index == 0 ? CodeChecks.findings(in: code, windowRoots: windowRoots(of: imported.text), ios: target.ios) : []
                    // A popover needs its anchor on an iPad only, in the code read for one.
                    if device == .ipad { checks += UnanchoredPopovers.findings(in: code, ios: target.ios) }
                    return DeviceLint(code: code, bytes: bytes, findings: imported.findings + checks)
                })
        }
        let locations = LintLocations(found)
        var findings: [LintFinding] = []
        var seen: Set<String> = []
        for (index, device) in devices.enumerated() {
            let linted = try perDevice.get(index)
            locations.add(linted.code, bytes: linted.bytes, documents: found.documents)
            for finding in linted.findings {
                let lint = locations.finding(finding, device: device)
                guard seen.insert("\(lint.rule) \(lint.file):\(lint.line):\(lint.column)").inserted else { continue }
                findings.append(lint)
            }
        }
        return LintReport(app: title, findings: findings, devices: devices)
    }

    /// The classes of the window's roots an imported flow shows (`root Onboarding: OnboardingViewController`).
    private static func windowRoots(of flow: String) -> Set<String> {
        Set(
            Parser.parse(SourceFile(path: "imported.nav", text: flow)).syntax.statements.compactMap { statement in
                guard case .root(let expression, _) = statement.kind else { return nil }
                return expression.declaration?.className
            })
    }

    /// What one device's tour and checks found, with the code read for it.
    private struct DeviceLint: Sendable {
        var code: CodeFacts
        var bytes: [String: [UInt8]]
        var findings: [TourFinding]
    }
}
