import ComposableArchitecture
import SwiftUI

@Reducer
struct RootFeature {
    @Reducer
    enum Screen {
        case login(LoginFeature)
        case main(AppFeature)
    }

    @ObservableState
    struct State {
        var screen: Screen.State = .login(LoginFeature.State())
    }

    enum Action {
        case screen(Screen.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.screen, action: \.screen) {
            Screen.body
        }
        Reduce { state, action in
            switch action {
            case .screen(.login(.delegate(.didLogIn))):
                state.screen = .main(AppFeature.State())
                return .none

            case .screen(.main(.list(.delegate(.didLogOut)))):
                state.screen = .login(LoginFeature.State())
                return .none

            case .screen:
                return .none
            }
        }
    }
}

struct RootView: View {
    let store: StoreOf<RootFeature>

    var body: some View {
        switch store.scope(state: \.screen, action: \.screen).case {
        case let .login(store):
            LoginView(store: store)
        case let .main(store):
            AppView(store: store)
        }
    }
}
