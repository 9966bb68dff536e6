import Foundation
import NavStoryboard

/// What an Info.plist says its bundle is. An extension's kind lives there, not in the
/// project (Xcode builds every extension as `app-extension`), and without a project the
/// Info.plist files are what marks an extension's or a watch app's folder.
enum BundleKind: Equatable {
    case appExtension(AppExtensionKind?)
    case watchApp
    case watchExtension
    /// An app, or a property list that says nothing of these.
    case other

    /// Reads an XML or binary property list (a file that is neither says nothing).
    init(infoPlist text: String) {
        guard let list = try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any] else {
            self = .other
            return
        }
        if let point = (list["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
            ?? (list["EXAppExtensionAttributes"] as? [String: Any])?["EXExtensionPointIdentifier"] as? String
        {
            // A WatchKit extension is an app extension whose point is the watch.
            self = point == "com.apple.watchkit" ? .watchExtension : .appExtension(AppExtensionKind(extensionPoint: point))
        } else if list["NSExtension"] != nil || list["EXAppExtensionAttributes"] != nil {
            self = .appExtension(nil)
        } else if list["WKWatchKitApp"] != nil || list["WKApplication"] != nil || list["WKWatchOnly"] != nil {
            self = .watchApp
        } else {
            self = .other
        }
    }

    /// Whether a storyboard is a watch app's interface (WatchKit's document type), read
    /// from its text, as its name says nothing (`Interface.storyboard`).
    static func isWatchStoryboard(_ text: String) -> Bool {
        text.prefix(1_000).contains("com.apple.InterfaceBuilder.WatchKit.Storyboard")
    }
}
