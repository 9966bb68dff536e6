import Foundation

/// What the app runs on, decided once.
struct AppEnvironment {
    var isCatalyst: Bool = {
        #if targetEnvironment(macCatalyst)
        return true
        #else
        return false
        #endif
    }()

    var showsDebugMenu = false
}

var Current = AppEnvironment()
