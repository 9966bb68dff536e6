import NavCodeFacts
import SwiftIfConfig
import SwiftSyntax

/// What `#if` asks of the build, answered as for the app built for an iOS device (a
/// release build: no custom flags such as `DEBUG`), so each `#if` keeps the one clause
/// that build compiles.
struct DeviceBuildConfiguration: BuildConfiguration {
    /// Modules of other platforms: `#if canImport(AppKit)` is a Mac branch.
    private static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices"]

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        !Self.otherPlatformModules.contains(importPath.first?.1 ?? "")
    }

    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    /// Neither the simulator nor Mac Catalyst.
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }

    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6) }
    var compilerVersion: VersionTuple { VersionTuple(6, 1) }

    /// The clause of `node` the build compiles; nil when none is (`#if os(macOS)` alone).
    func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        node.activeClause(in: self).clause
    }
}
