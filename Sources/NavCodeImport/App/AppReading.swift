import NavCodeFacts

/// How an app's code was read, beside what it says: the device it was read for (which
/// the flow then simulates) and the Objective-C files left unread (which may hold what
/// the Swift does not, such as the launch root).
package struct AppReading: Sendable {
    package var device: TargetDevice
    package var unreadObjectiveC: Int

    package init(device: TargetDevice = TargetDevice(), unreadObjectiveC: Int = 0) {
        self.device = device
        self.unreadObjectiveC = unreadObjectiveC
    }
}
