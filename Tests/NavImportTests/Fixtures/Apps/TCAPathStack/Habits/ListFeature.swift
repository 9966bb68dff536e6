import ComposableArchitecture
import SwiftUI

@Reducer
struct ListFeature {
    @Reducer
    enum Destination {
        case add(AddFeature)
        case alert(AlertState<Alert>)
        case onboarding(OnboardingFeature)

        @CasePathable
        enum Alert {
            case confirmLogOut
        }
    }

    @ObservableState
    struct State {
        @Presents var destination: Destination.State?
        @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
        var habits: IdentifiedArrayOf<Habit> = [.mock]
    }

    enum Action {
        case addButtonTapped
        case delegate(Delegate)
        case destination(PresentationAction<Destination.Action>)
        case logOutButtonTapped
        case onAppear

        enum Delegate {
            case didLogOut
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                state.destination = .add(AddFeature.State())
                return .none

            case let .destination(.presented(.add(.delegate(.add(habit))))):
                state.habits.append(habit)
                return .none

            case .destination(.presented(.alert(.confirmLogOut))):
                return .send(.delegate(.didLogOut))

            case .logOutButtonTapped:
                state.destination = .alert(
                    AlertState {
                        TextState("Log out?")
                    } actions: {
                        ButtonState(role: .destructive, action: .confirmLogOut) {
                            TextState("Log Out")
                        }
                        ButtonState(role: .cancel) {
                            TextState("Cancel")
                        }
                    }
                )
                return .none

            case .onAppear:
                if !state.hasSeenOnboarding {
                    state.destination = .onboarding(OnboardingFeature.State())
                }
                return .none

            case .delegate, .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

struct ListView: View {
    @Bindable var store: StoreOf<ListFeature>

    var body: some View {
        List {
            ForEach(store.habits) { habit in
                NavigationLink(state: AppFeature.Path.State.detail(DetailFeature.State(habit: habit))) {
                    Label(habit.title, systemImage: "flame")
                        .badge(habit.streak)
                }
            }
        }
        .navigationTitle("Habits")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("Add") { store.send(.addButtonTapped) }
            }
            ToolbarItem(placement: .cancellationAction) {
                Button("Log Out") { store.send(.logOutButtonTapped) }
            }
        }
        .onAppear { store.send(.onAppear) }
        .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) {
            AddView(store: $0)
        }
        .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
        .fullScreenCover(item: $store.scope(state: \.destination?.onboarding, action: \.destination.onboarding)) { store in
            OnboardingView(store: store)
        }
    }
}
