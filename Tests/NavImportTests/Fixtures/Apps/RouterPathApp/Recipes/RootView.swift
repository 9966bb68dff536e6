import SwiftUI

struct RootView: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List {
                Button("Pasta") { router.navigate(to: .recipe(id: 1)) }
                Button("Ann") { router.navigate(to: .author(name: "Ann")) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .recipe(let id): RecipeView(id: id)
                case .author(let name): AuthorView(name: name)
                }
            }
        }
    }
}

struct RecipeView: View {
    let id: Int
    var body: some View { Text("Recipe") }
}

struct AuthorView: View {
    let name: String
    var body: some View { Text(name) }
}
