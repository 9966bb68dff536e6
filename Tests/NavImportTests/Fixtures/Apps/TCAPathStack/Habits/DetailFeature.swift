import ComposableArchitecture
import SwiftUI

@Reducer
struct DetailFeature {
    @ObservableState
    struct State {
        var habit: Habit
    }

    enum Action {
        case checkInButtonTapped
        case delegate(Delegate)
        case editButtonTapped

        enum Delegate {
            case editHabit(Habit)
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .checkInButtonTapped:
                state.habit.streak += 1
                return .none

            case .editButtonTapped:
                return .send(.delegate(.editHabit(state.habit)))

            case .delegate:
                return .none
            }
        }
    }
}

struct DetailView: View {
    let store: StoreOf<DetailFeature>

    var body: some View {
        Form {
            Section {
                HStack {
                    Text(store.habit.emoji)
                        .font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text(store.habit.title)
                            .font(.headline)
                        Text("\(store.habit.streak) day streak")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            Section {
                Button("Check In for Today") {
                    store.send(.checkInButtonTapped)
                }
            }
        }
        .navigationTitle(store.habit.title)
        .toolbar {
            Button("Edit") {
                store.send(.editButtonTapped)
            }
        }
    }
}
