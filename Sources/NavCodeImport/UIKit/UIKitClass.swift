import NavFlowWriting

/// UIKit's view-controller classes as the code import needs them: which are
/// containers, and which class names are view controllers at all.
enum UIKitClass {
    /// The kind of a framework class, nil for one that is no view controller
    /// (`UIWindow`, `UIStoryboard`, a SwiftUI view). Generic arguments are ignored.
    static func kind(of className: String) -> ViewControllerKind? {
        let base = Self.base(className)
        switch base {
        case "UINavigationController": return .navigation
        case "UITabBarController": return .tabBar
        case "UISplitViewController": return .split
        default:
            if viewControllers.contains(base) { return .plain }
            // The system frameworks' other view controllers (PHPickerViewController), and an app's
            // classes the import did not read (written in Objective-C), go by their names.
            return base.hasSuffix("ViewController") ? .plain : nil
        }
    }

    /// System view controllers that present as a popover on an iPad without a style of
    /// their own (R58), so they need an anchor there (R59): the share sheet.
    static func presentsAsPopover(_ className: String) -> Bool {
        ["UIActivityViewController", "UIDocumentMenuViewController"].contains(base(className))
    }

    /// `UIHostingController<SettingsView>` → `UIHostingController`.
    static func base(_ className: String) -> String {
        guard let angle = className.utf8.firstIndex(of: UInt8(ascii: "<")) else { return className }
        return String(className[..<angle])
    }

    /// The class a `.nav` line writes after the name; nil for the class the kind implies.
    static func written(_ className: String, kind: ViewControllerKind) -> String? {
        switch className {
        case "UINavigationController" where kind == .navigation, "UITabBarController" where kind == .tabBar,
            "UISplitViewController" where kind == .split, "UIViewController":
            return nil
        default: return NavNames.valid(base(className))
        }
    }

    private static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UIHostingController", "UIAlertController", "UIActivityViewController", "UIImagePickerController",
        "UIDocumentPickerViewController", "UISearchController", "UIReferenceLibraryViewController",
        "UIVideoEditorController", "UIDocumentBrowserViewController", "UICloudSharingController", "UIInputViewController",
        "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController", "AVPlayerViewController",
        "PHPickerViewController", "QLPreviewController", "CNContactViewController", "CNContactPickerViewController",
        "EKEventEditViewController", "EKEventViewController", "SKStoreProductViewController", "GKGameCenterViewController",
    ]
}
