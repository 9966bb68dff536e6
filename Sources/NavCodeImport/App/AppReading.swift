import NavCodeFacts

/// How an app's code was read, beside what it says: the device it was read for (which
/// the flow then simulates) and the Objective-C files left unread (which may hold what
/// the Swift does not, such as the launch root).
package struct AppReading: Sendable {
    package var device: TargetDevice
    package var unreadObjectiveC: Int
    /// For `navviz lint`: what the simulator says of each step is kept as a finding, and on
    /// an iPad a popover the code anchors nowhere the import follows is first written
    /// without an anchor, so that UIKit's exception (R43, R59) is the simulator's.
    package var lint: Bool

    package init(device: TargetDevice = TargetDevice(), unreadObjectiveC: Int = 0, lint: Bool = false) {
        self.device = device
        self.unreadObjectiveC = unreadObjectiveC
        self.lint = lint
    }
}
