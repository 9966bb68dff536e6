import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
    @Reducer
    enum Path {
        case detail(DetailFeature)
        case edit(EditFeature)
    }

    @ObservableState
    struct State {
        var path = StackState<Path.State>()
        var list = ListFeature.State()
    }

    enum Action {
        case list(ListFeature.Action)
        case path(StackActionOf<Path>)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.list, action: \.list) {
            ListFeature()
        }
        Reduce { state, action in
            switch action {
            case let .path(.element(_, action: .detail(.delegate(.editHabit(habit))))):
                state.path.append(.edit(EditFeature.State(habit: habit)))
                return .none

            case let .path(.element(_, action: .edit(.delegate(.saved(habit))))):
                state.list.habits[id: habit.id] = habit
                return .none

            case .list, .path:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}

struct AppView: View {
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            ListView(store: store.scope(state: \.list, action: \.list))
        } destination: { store in
            switch store.case {
            case let .detail(store):
                DetailView(store: store)
            case let .edit(store):
                EditView(store: store)
            }
        }
    }
}
