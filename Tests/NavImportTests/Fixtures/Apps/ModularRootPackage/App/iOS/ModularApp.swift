import AppFeature
import SwiftUI

@main
struct ModularApp: App {
    var body: some Scene {
        WindowGroup {
            AppView()
        }
    }
}
