import SwiftUI

struct HomeView: View {
    var onSelectRecipe: (Recipe) -> Void
    var onOpenSettings: () -> Void
    @State private var recipes = Recipe.samples

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) { onSelectRecipe(recipe) }
        }
        .toolbar {
            Button("Settings", systemImage: "gear") { onOpenSettings() }
        }
    }
}
