import Foundation

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let steps: String
    let minutes: Int

    static let samples = [Recipe(id: 1, name: "Bread", steps: "Knead.", minutes: 45)]
}
