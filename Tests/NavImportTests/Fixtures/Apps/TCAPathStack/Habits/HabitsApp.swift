import ComposableArchitecture
import SwiftUI

@main
struct HabitsApp: App {
    @MainActor
    static let store = Store(initialState: RootFeature.State()) {
        RootFeature()
            ._printChanges()
    }

    var body: some Scene {
        WindowGroup {
            RootView(store: Self.store)
        }
    }
}

struct Habit: Equatable, Identifiable, Codable {
    let id: UUID
    var title: String
    var emoji = "✅"
    var streak = 0
}

extension Habit {
    static let mock = Habit(id: UUID(), title: "Read 20 pages", emoji: "📚", streak: 4)
}
