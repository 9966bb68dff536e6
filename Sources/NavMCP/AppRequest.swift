/// What `import_app` and `lint_app` are asked for: an app as `navviz import` takes it, and
/// the device and iOS version its code is read for (nil: the app's own).
public struct AppRequest: Sendable, Equatable {
    /// The device a request names, as the command line's `--device` does.
    public enum Device: String, Sendable, CaseIterable {
        case iphone, ipad
        /// Every device the app's target supports (`lint_app` only).
        case all
    }

    /// An app's folder, an .xcodeproj or .xcworkspace, storyboards or a `_printHierarchy` dump.
    public var path: String
    public var device: Device?
    public var ios: Int?

    public init(path: String, device: Device? = nil, ios: Int? = nil) {
        (self.path, self.device, self.ios) = (path, device, ios)
    }
}
