import Foundation

/// A platform a target builds for: navviz models UIKit on iOS and iPadOS (and so Mac
/// Catalyst), so an app built only for another platform is not the app it imports.
public enum XcodePlatform: String, CaseIterable, Comparable, Sendable {
    case iOS, macOS, watchOS, tvOS, visionOS, driverKit

    /// An SDK or platform name as build settings write it (`iphoneos`, `iphonesimulator`,
    /// `iphoneos17.2`, `xros`); nil for `auto` and unknown names.
    public init?(sdk: String) {
        let name = sdk.lowercased()
        let prefixes: [(String, XcodePlatform)] = [
            ("iphone", .iOS), ("macosx", .macOS), ("watch", .watchOS), ("appletv", .tvOS), ("xr", .visionOS), ("driverkit", .driverKit),
        ]
        guard let platform = prefixes.first(where: { name.hasPrefix($0.0) })?.1 else { return nil }
        self = platform
    }

    /// `TARGETED_DEVICE_FAMILY`'s numbers: 1 iPhone, 2 iPad, 3 TV, 4 watch, 7 Vision Pro.
    init?(deviceFamily: String) {
        switch deviceFamily.trimmingCharacters(in: .whitespaces) {
        case "1", "2": self = .iOS
        case "3": self = .tvOS
        case "4": self = .watchOS
        case "7": self = .visionOS
        default: return nil
        }
    }

    public static func < (lhs: XcodePlatform, rhs: XcodePlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
