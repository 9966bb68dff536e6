import Foundation

/// What an app's Info.plist says about its storyboards: the one it starts with and its launch screen.
package struct AppInfo: Sendable {
    package var mainStoryboard: String?
    package var launchStoryboard: String?
    /// An Info.plist was read: without a main storyboard there, UIKit loads none.
    package var isRead = false

    package init(mainStoryboard: String? = nil, launchStoryboard: String? = nil) {
        self.mainStoryboard = mainStoryboard
        self.launchStoryboard = launchStoryboard
    }

    /// The keys of an Info.plist (`UIMainStoryboardFile`, the scene manifest's
    /// `UISceneStoryboardFile`, `UILaunchStoryboardName`); nothing for a file that is no property list.
    package init(plist: ImportInput) {
        guard let list = try? PropertyListSerialization.propertyList(from: Data(plist.text.utf8), format: nil) as? [String: Any] else { return }
        isRead = true
        launchStoryboard = list["UILaunchStoryboardName"] as? String
        let manifest = list["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let application = (configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])?.first
        mainStoryboard = application?["UISceneStoryboardFile"] as? String ?? list["UIMainStoryboardFile"] as? String
    }
}
