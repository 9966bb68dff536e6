/// What a view controller is to a flow: one of UIKit's containers, which a `.nav` line
/// opens with `nav`, `tabs` or `split`, or a plain view controller. Every reader
/// (storyboards, `_printHierarchy` dumps, the app's code) sorts view controllers into these.
package enum ViewControllerKind: Sendable, Equatable {
    case plain, navigation, tabBar, split
}
