import Foundation
import NavLint
import Testing

/// Which devices lint checks: those the app target is built for (`TARGETED_DEVICE_FAMILY`), or `--device`.
@Suite struct LintDeviceTests {
    private static let popoverRules: Set<String> = ["R43", "R59"]

    @Test func iPhoneOnlyTargetReportsNoIPadPopoverCrash() throws {
        let app = try LintFixtures.copy("PhotoShare", "Wrong")
        try LintFixtures.writeProject(in: app, sources: "Gallery", families: "1")
        let report = try LintFixtures.lint([app.path])
        #expect(report.devices == [.iphone])
        #expect(!report.findings.contains { Self.popoverRules.contains($0.rule) }, "\(report.json())")
    }

    @Test func universalTargetReportsThemOnTheIPad() throws {
        let app = try LintFixtures.copy("PhotoShare", "Wrong")
        try LintFixtures.writeProject(in: app, sources: "Gallery", families: "1,2")
        let report = try LintFixtures.lint([app.path])
        #expect(report.devices == [.iphone, .ipad])
        let popovers = report.findings.filter { Self.popoverRules.contains($0.rule) }
        #expect(Set(popovers.map(\.rule)) == Self.popoverRules)
        #expect(popovers.allSatisfy { $0.device == .ipad && $0.severity == .error })
        // Outside a repository, files are named from the app's folder.
        #expect(popovers.allSatisfy { $0.file == "Gallery/PhotoViewController.swift" }, "\(popovers.map(\.file))")
    }

    @Test func deviceOptionNarrowsTheTarget() throws {
        let app = try LintFixtures.copy("PhotoShare", "Wrong")
        try LintFixtures.writeProject(in: app, sources: "Gallery", families: "1,2")
        let report = try LintFixtures.lint([app.path], devices: [.iphone])
        #expect(report.devices == [.iphone])
        #expect(!report.findings.contains { Self.popoverRules.contains($0.rule) })
    }

    /// A folder with no project: nothing says which devices, so both are checked.
    @Test func folderWithoutProjectChecksBoth() throws {
        let report = try LintFixtures.lint([LintFixtures.path("PhotoShare", "Wrong")])
        #expect(report.devices == [.iphone, .ipad])
    }
}
