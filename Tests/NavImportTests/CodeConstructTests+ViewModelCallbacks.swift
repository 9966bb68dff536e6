import Testing

/// A hosting controller that hands its SwiftUI views a view model and wires the model's
/// callbacks to its own navigation: a view reads the model as an `@EnvironmentObject`, and
/// the model's own `pushViewController(_:)` (no UIKit call: it is no view controller) asks
/// the controller to push.
extension CodeConstructTests {
    @Test func aViewModelsOwnPushAsksTheHostingControllerThatGaveItToItsViews() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let model = SettingsModel()
                    window?.rootViewController = UINavigationController(rootViewController: SettingsHostingController(model: model))
                }
            }
            final class SettingsModel: ObservableObject {
                var onPush: ((UIViewController) -> Void)?
                func showFonts() {
                    pushViewController(FontsViewController())
                }
                private func pushViewController(_ controller: UIViewController) {
                    onPush?(controller)
                }
            }
            final class SettingsHostingController: UIHostingController<AnyView> {
                let model: SettingsModel
                init(model: SettingsModel) {
                    self.model = model
                    super.init(rootView: AnyView(SettingsRootView().environmentObject(model)))
                    model.onPush = { [weak self] controller in
                        self?.navigationController?.pushViewController(controller, animated: true)
                    }
                }
            }
            struct SettingsRootView: View {
                @EnvironmentObject var model: SettingsModel
                var body: some View {
                    List {
                        Button("Fonts") { model.showFonts() }
                    }
                }
            }
            final class FontsViewController: UIViewController {}
            """)
        expectChecks(text)
        #expect(text.contains("SettingsRootView push Fonts: FontsViewController # App.swift:23 pushViewController, asked at App.swift:11"), "\(text)")
        #expect(!text.contains("not a view controller"))
    }
}
