import ComposableArchitecture
import SwiftUI

@Reducer
struct OnboardingFeature {
    @ObservableState
    struct State {
        @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
    }

    enum Action {
        case getStartedButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .getStartedButtonTapped:
                state.hasSeenOnboarding = true
                return .run { _ in await dismiss() }
            }
        }
    }
}

struct OnboardingView: View {
    let store: StoreOf<OnboardingFeature>

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: "flame.fill")
                .font(.system(size: 72))
                .foregroundStyle(.orange)
            Text("Build habits that stick")
                .font(.title.bold())
            Text("Check in every day to keep your streak alive.")
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
            Spacer()
            Button("Get Started") {
                store.send(.getStartedButtonTapped)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
