import UIKit

final class EpisodeViewController: UIViewController {
    private let episode: Episode

    init(episode: Episode) {
        self.episode = episode
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func play() {
        let player = PlayerViewController(episode: episode)
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }

    @objc func more(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: episode.title, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Mark as Played", style: .default) { _ in Playback.markPlayed(self.episode) })
        sheet.addAction(UIAlertAction(title: "Remove Download", style: .destructive) { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }
}
