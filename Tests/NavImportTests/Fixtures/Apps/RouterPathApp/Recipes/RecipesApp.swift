import SwiftUI

@main
struct RecipesApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
    }
}
