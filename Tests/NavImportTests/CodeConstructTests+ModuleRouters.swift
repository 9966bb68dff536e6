import Testing

/// VIPER modules: a router's static `createModule()` wires a view, its presenter and the router
/// (`view.presenter = presenter`, `presenter.router = router`, `router.viewController = view`);
/// the view's actions ask the presenter, which asks the router it holds to push or present.
extension CodeConstructTests {
    @Test func aPresenterAsksTheRouterItHoldsToPushAndPresent() throws {
        let text = try imported(
            """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UINavigationController(rootViewController: HomeRouter.createModule())
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }

            protocol HomeViewProtocol: AnyObject {}
            protocol HomePresenterProtocol: AnyObject {
                func didSelectArticle(id: Int)
                func didTapSettings()
            }
            protocol HomeRouterProtocol: AnyObject {
                func navigateToArticle(id: Int)
                func presentSettings()
            }

            final class HomeViewController: UIViewController, HomeViewProtocol {
                var presenter: HomePresenterProtocol?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(settingsTapped))
                }
                @objc private func settingsTapped() {
                    presenter?.didTapSettings()
                }
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    presenter?.didSelectArticle(id: indexPath.row)
                }
            }

            final class HomePresenter: HomePresenterProtocol {
                weak var view: HomeViewProtocol?
                var router: HomeRouterProtocol?
                func didSelectArticle(id: Int) {
                    router?.navigateToArticle(id: id)
                }
                func didTapSettings() {
                    router?.presentSettings()
                }
            }

            final class HomeRouter: HomeRouterProtocol {
                weak var viewController: UIViewController?

                static func createModule() -> UIViewController {
                    let view = HomeViewController()
                    let presenter = HomePresenter()
                    let router = HomeRouter()
                    view.presenter = presenter
                    presenter.view = view
                    presenter.router = router
                    router.viewController = view
                    return view
                }

                func navigateToArticle(id: Int) {
                    let article = ArticleRouter.createModule(id: id)
                    viewController?.navigationController?.pushViewController(article, animated: true)
                }

                func presentSettings() {
                    let settings = UINavigationController(rootViewController: SettingsViewController())
                    viewController?.present(settings, animated: true)
                }
            }

            final class ArticleViewController: UIViewController {
                var presenter: ArticlePresenter?
                @IBAction func close() { presenter?.close() }
            }

            final class ArticlePresenter {
                var router: ArticleRouter?
                func close() { router?.close() }
            }

            final class ArticleRouter {
                weak var viewController: UIViewController?
                static func createModule(id: Int) -> UIViewController {
                    let view = ArticleViewController()
                    let presenter = ArticlePresenter()
                    let router = ArticleRouter()
                    view.presenter = presenter
                    presenter.router = router
                    router.viewController = view
                    return view
                }
                func close() {
                    viewController?.navigationController?.popViewController(animated: true)
                }
            }

            final class SettingsViewController: UIViewController {}
            """)
        expectChecks(text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Home present nav SettingsNav [") }, "the settings button, through the presenter\n\(text)")
        #expect(lines.contains { $0.hasPrefix("HomeNav push Article: ArticleViewController") }, "\(text)")
        #expect(
            lines.contains { $0.hasPrefix("HomeNav pop ") && $0.contains("popViewController") }, "the article's close, through its router\n\(text)")
        #expect(!text.contains("runs on no path the tour follows"), "the routers are reached from the screens' actions")
    }
}
