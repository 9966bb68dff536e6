import ComposableArchitecture
import SwiftUI

@Reducer
struct AddFeature {
    @ObservableState
    struct State {
        var habit = Habit(id: UUID(), title: "")
    }

    enum Action: BindableAction {
        case addButtonTapped
        case binding(BindingAction<State>)
        case cancelButtonTapped
        case delegate(Delegate)

        enum Delegate {
            case add(Habit)
        }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                return .run { [habit = state.habit] send in
                    await send(.delegate(.add(habit)))
                    await dismiss()
                }

            case .cancelButtonTapped:
                return .run { _ in await dismiss() }

            case .binding, .delegate:
                return .none
            }
        }
    }
}

struct AddView: View {
    @Bindable var store: StoreOf<AddFeature>

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $store.habit.title)
                TextField("Emoji", text: $store.habit.emoji)
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { store.send(.cancelButtonTapped) }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") { store.send(.addButtonTapped) }
                        .disabled(store.habit.title.isEmpty)
                }
            }
        }
    }
}

@Reducer
struct EditFeature {
    @ObservableState
    struct State {
        var habit: Habit
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case delegate(Delegate)
        case saveButtonTapped

        enum Delegate {
            case saved(Habit)
        }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .saveButtonTapped:
                return .run { [habit = state.habit] send in
                    await send(.delegate(.saved(habit)))
                    await dismiss()
                }

            case .binding, .delegate:
                return .none
            }
        }
    }
}

struct EditView: View {
    @Bindable var store: StoreOf<EditFeature>

    var body: some View {
        Form {
            TextField("Title", text: $store.habit.title)
            TextField("Emoji", text: $store.habit.emoji)
        }
        .navigationTitle("Edit Habit")
        .toolbar {
            Button("Save") { store.send(.saveButtonTapped) }
        }
    }
}
