import SwiftUI

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripsRootView()
        }
    }
}

struct Trip: Hashable {
    let name: String
}
