import SwiftUI

struct RecipeView: View {
    let recipe: Recipe
    var onStartTimer: (Int) -> Void

    var body: some View {
        ScrollView {
            Text(recipe.steps)
            Button("Start a \(recipe.minutes)-minute timer") { onStartTimer(recipe.minutes) }
        }
    }
}
