import SwiftUI
import UIKit

/// SwiftUI screens in a UIKit navigation controller: the router pushes and presents
/// their hosting controllers when the views call back.
final class AppRouter {
    let navigationController = UINavigationController()

    func start() {
        let home = HomeView(
            onSelectRecipe: { [weak self] recipe in self?.showRecipe(recipe) },
            onOpenSettings: { [weak self] in self?.showSettings() }
        )
        navigationController.setViewControllers([UIHostingController(rootView: home)], animated: false)
    }

    private func showRecipe(_ recipe: Recipe) {
        let view = RecipeView(recipe: recipe, onStartTimer: { [weak self] minutes in
            self?.showTimer(minutes: minutes)
        })
        let hosting = UIHostingController(rootView: view)
        hosting.title = recipe.name
        navigationController.pushViewController(hosting, animated: true)
    }

    private func showTimer(minutes: Int) {
        let timer = TimerViewController(minutes: minutes)
        timer.modalPresentationStyle = .overFullScreen
        navigationController.present(timer, animated: true)
    }

    private func showSettings() {
        let settings = SettingsHostingController(onDone: { [weak self] in
            self?.navigationController.dismiss(animated: true)
        })
        let sheet = UINavigationController(rootViewController: settings)
        navigationController.present(sheet, animated: true)
    }
}
