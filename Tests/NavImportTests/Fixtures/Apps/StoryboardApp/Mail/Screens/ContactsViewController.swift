import UIKit

final class ContactsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "showContact", sender: self)
    }

    @IBAction func showGroups(_ sender: Any) {
        performSegue(withIdentifier: "showGroups", sender: sender)
    }
}

final class ContactViewController: UIViewController {
    @IBAction func call(_ sender: UIBarButtonItem) {
        let sheet = UIAlertController(title: "Call", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Mobile", style: .default) { _ in Dialer.call(.mobile) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }
}

final class OnboardingViewController: UIViewController {}
