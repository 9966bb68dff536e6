import UIKit

final class ShowViewController: UITableViewController {
    private let show: Show

    init(show: Show) {
        self.show = show
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let episode = EpisodeViewController(episode: show.episodes[indexPath.row])
        navigationController?.pushViewController(episode, animated: true)
    }
}
