import ComposableArchitecture
import SwiftUI

@Reducer
struct LoginFeature {
    @ObservableState
    struct State {
        var email = ""
        var password = ""
        var isLoggingIn = false
        var twoFactor: TwoFactorFeature.State?
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case delegate(Delegate)
        case loginButtonTapped
        case loginResponse(needsTwoFactor: Bool)
        case twoFactor(TwoFactorFeature.Action)

        enum Delegate {
            case didLogIn
        }
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .loginButtonTapped:
                state.isLoggingIn = true
                return .run { [email = state.email] send in
                    try await clock.sleep(for: .seconds(1))
                    await send(.loginResponse(needsTwoFactor: email.hasSuffix("@work.com")))
                }

            case let .loginResponse(needsTwoFactor):
                state.isLoggingIn = false
                guard needsTwoFactor else { return .send(.delegate(.didLogIn)) }
                state.twoFactor = TwoFactorFeature.State()
                return .none

            case .twoFactor(.verifyButtonTapped):
                return .send(.delegate(.didLogIn))

            case .binding, .delegate, .twoFactor:
                return .none
            }
        }
        .ifLet(\.twoFactor, action: \.twoFactor) {
            TwoFactorFeature()
        }
    }
}

@Reducer
struct TwoFactorFeature {
    struct State: Equatable {
        @BindingState var code = ""
    }

    enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case verifyButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct LoginView: View {
    @Bindable var store: StoreOf<LoginFeature>

    var body: some View {
        IfLetStore(store.scope(state: \.twoFactor, action: \.twoFactor)) { twoFactorStore in
            TwoFactorView(store: twoFactorStore)
        } else: {
            Form {
                TextField("Email", text: $store.email)
                    .textContentType(.emailAddress)
                SecureField("Password", text: $store.password)
                Button("Log In") { store.send(.loginButtonTapped) }
                    .disabled(store.isLoggingIn)
            }
        }
    }
}

struct TwoFactorView: View {
    let store: StoreOf<TwoFactorFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Form {
                TextField("Code", text: viewStore.$code)
                    .keyboardType(.numberPad)
                Button("Verify") { viewStore.send(.verifyButtonTapped) }
                    .disabled(viewStore.code.count < 6)
            }
        }
    }
}
