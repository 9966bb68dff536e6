import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            GardenView(store: PlantStore())
        }
    }
}
