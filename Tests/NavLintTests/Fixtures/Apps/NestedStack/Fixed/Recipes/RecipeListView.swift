import SwiftUI

struct RecipeListView: View {
    let recipes = ["Bread", "Soup"]

    var body: some View {
        NavigationStack {
            List(recipes, id: \.self) { recipe in
                NavigationLink(recipe) {
                    RecipeView(name: recipe)
                }
            }
            .navigationTitle("Recipes")
        }
    }
}

struct RecipeView: View {
    let name: String

    var body: some View {
        Text(name)
            .navigationTitle(name)
    }
}
