import SafariServices
import SwiftUI
import UIKit

protocol SettingsCoordinatorDelegate: AnyObject {
    func showSync()
    func showCitationSettings()
    func showStorageSettings()
    func showPrivacyPolicy()
    func showLogoutAlert()
}

final class SettingsViewModel: ObservableObject {
    @Published var isLoggedIn = true
}

final class SettingsCoordinator: NSObject {
    weak var navigationController: UINavigationController?
    private let viewModel = SettingsViewModel()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func start(animated: Bool) {
        var view = SettingsListView()
        view.coordinatorDelegate = self
        let controller = UIHostingController(rootView: view.environmentObject(viewModel))
        navigationController?.setViewControllers([controller], animated: animated)
    }

    private func pushDefaultSize<V: View>(view: V) {
        let controller = UIHostingController(rootView: view)
        controller.preferredContentSize = CGSize(width: 580, height: 560)
        navigationController?.pushViewController(controller, animated: true)
    }
}

extension SettingsCoordinator: SettingsCoordinatorDelegate {
    func showSync() {
        var view = SyncSettingsView()
        view.coordinatorDelegate = self
        let controller = DisappearActionHostingController(rootView: view.environmentObject(viewModel))
        controller.willDisappear = {
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        }
        navigationController?.pushViewController(controller, animated: true)
    }

    func showCitationSettings() {
        var view = CiteSettingsView()
        view.coordinatorDelegate = self
        pushDefaultSize(view: view.environmentObject(viewModel))
    }

    func showStorageSettings() {
        pushDefaultSize(view: StorageSettingsView())
    }

    func showPrivacyPolicy() {
        let controller = SFSafariViewController(url: URL(string: "https://example.org/privacy")!)
        navigationController?.present(controller, animated: true)
    }

    func showLogoutAlert() {
        let controller = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        controller.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
            self?.viewModel.isLoggedIn = false
        })
        controller.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        navigationController?.present(controller, animated: true)
    }
}
