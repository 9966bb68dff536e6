import NavCodeFacts

/// What to lint: paths as `navviz import` takes them (an app's folder, an `.xcodeproj` or
/// `.xcworkspace`, files), on which devices and iOS version, and how its Swift is read.
package struct LintRequest: Sendable {
    package var paths: [String]
    /// The app target, where the project has several.
    package var target: String?
    /// The devices to check; nil for each one the app target supports (`ImportFiles.supportedIdioms`).
    package var devices: [LintDevice]?
    /// The iOS version; nil for the import's default (17, or the app's deployment target when later).
    package var ios: Int?
    /// Reads the app's Swift for a device: navviz-swift-reader in navviz, swift-syntax in-process in the tests.
    package var readSwift: @Sendable ([SwiftSource], TargetDevice) throws -> CodeFacts

    package init(
        paths: [String], target: String? = nil, devices: [LintDevice]? = nil, ios: Int? = nil,
        readSwift: @escaping @Sendable ([SwiftSource], TargetDevice) throws -> CodeFacts
    ) {
        self.paths = paths
        self.target = target
        self.devices = devices
        self.ios = ios
        self.readSwift = readSwift
    }
}

extension LintDevice {
    var idiom: TargetDevice.Idiom {
        self == .iphone ? .phone : .pad
    }

    init(_ idiom: TargetDevice.Idiom) {
        self = idiom == .phone ? .iphone : .ipad
    }
}
