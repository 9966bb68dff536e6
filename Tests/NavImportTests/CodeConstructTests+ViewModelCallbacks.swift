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

    /// Hosting controllers that each hand their view a container holding the controller
    /// (`container.controller = self`): a view's `@EnvironmentObject` container is the one
    /// that holds the screen the view is on, not another hosting controller's.
    @Test func aViewsEnvironmentObjectIsTheOneHoldingItsOwnHostingController() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: HomeViewController())
                }
            }
            final class HostWrapper: ObservableObject {
                weak var controller: UIViewController?
            }
            final class HostingController<Content: View>: UIHostingController<AnyView> {
                init(rootView: Content) {
                    let container = HostWrapper()
                    super.init(rootView: AnyView(rootView.environmentObject(container)))
                    container.controller = self
                }
            }
            final class HomeViewController: UIViewController {
                let inviteScreen = HostingController(rootView: InviteView())
                let aboutScreen = HostingController(rootView: AboutView())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    inviteScreen.title = "Invite"
                    aboutScreen.title = "About"
                }
                @objc func invite() {
                    navigationController?.pushViewController(inviteScreen, animated: true)
                }
                @objc func about() {
                    navigationController?.pushViewController(aboutScreen, animated: true)
                }
            }
            struct InviteView: View {
                @EnvironmentObject var host: HostWrapper
                var body: some View {
                    Button("Share") { share() }
                }
                private func share() {
                    host.controller?.present(UIActivityViewController(activityItems: ["Join me"], applicationActivities: nil), animated: true)
                }
            }
            struct AboutView: View {
                var body: some View { Text("About") }
            }
            """)
        expectChecks(text)
        #expect(text.contains("InviteView present UIActivity: UIActivityViewController"), "\(text)")
        #expect(!text.contains("AboutView present"), "\(text)")
    }
}
