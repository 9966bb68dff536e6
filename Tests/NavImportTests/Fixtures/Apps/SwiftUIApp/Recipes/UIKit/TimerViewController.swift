import UIKit

/// The kitchen timer is UIKit: a big countdown over the recipe.
final class TimerViewController: UIViewController {
    private let minutes: Int

    init(minutes: Int) {
        self.minutes = minutes
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func stop() {
        dismiss(animated: true)
    }
}
