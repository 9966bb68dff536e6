/// A target (or, without a project, a folder) the import does not read, with why: the
/// summary names each one, so a developer sees their extensions and watch app were
/// left out on purpose.
public struct SkippedTarget: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let reason: Reason

    public enum Reason: Equatable, Sendable, CustomStringConvertible {
        case appExtension(AppExtensionKind?)
        case watchApp
        case watchExtension
        case appClip
        case tests
        case uiTests
        /// An app for a platform other than iOS, which navviz does not model.
        case platform(XcodePlatform)
        /// Another iOS app in the folder; `--target` picks it.
        case otherApp
        /// A framework or library the app does not link.
        case notLinked
        /// A bundle, a command-line tool, an XPC service…
        case other(XcodeProductType)

        public var description: String {
            switch self {
            case .appExtension(let kind): kind?.description ?? "app extension"
            case .watchApp: "watch app"
            case .watchExtension: "watch extension"
            case .appClip: "App Clip"
            case .tests: "tests"
            case .uiTests: "UI tests"
            case .platform(let platform): "\(platform) app"
            case .otherApp: "another app; --target picks it"
            case .notLinked: "library the app's project does not link"
            case .other(.bundle): "bundle"
            case .other(.other(let identifier)) where identifier.hasSuffix(".tool"): "command-line tool"
            case .other(.other(let identifier)): identifier.split(separator: ".").last.map { String($0) } ?? identifier
            case .other: "not an app"
            }
        }
    }

    public var description: String {
        "\(name) (\(reason))"
    }
}
