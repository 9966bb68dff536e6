import UIKit

final class PlayerViewController: UIViewController {
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Playback.play(episode)
    }

    @objc func close() {
        dismiss(animated: true)
    }
}
