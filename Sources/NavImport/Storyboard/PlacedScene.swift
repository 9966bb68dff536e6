import NavStoryboard

/// A scene's view controller as the imported flow places it, with the containers
/// around it that decide what its segues do.
struct PlacedScene: Sendable {
    let key: SceneKey
    let name: String
    /// Its `navigationController` (R1), or itself for a navigation controller: a `show` pushes there.
    let navigation: String?
    /// The tab bar controllers around it, outermost first, and the tab it is in.
    let tabs: [Tab]
    /// The navigation controller of the split view's detail column around it, where `showDetail` goes.
    let detailNavigation: String?

    struct Tab: Sendable, Equatable {
        let tabBar: String
        let index: Int
    }
}
