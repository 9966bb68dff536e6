import ArgumentParser

/// `--ios N` of `navviz import` and `navviz lint`: an iOS version a flow can say.
enum IOSVersion {
    static func validate(_ ios: Int?) throws {
        if let ios, !(9...30).contains(ios) {
            throw ValidationError("--ios \(ios) is no iOS version a flow can say: give 9 to 30 (17 is the default)")
        }
    }
}
