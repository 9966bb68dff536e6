import Catalog
import UIKit

public final class CartViewController: UITableViewController {
    private let cart: Cart

    public init(cart: Cart = .shared) {
        self.cart = cart
        super.init(style: .plain)
        title = "Cart"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Checkout",
            style: .done,
            target: self,
            action: #selector(checkoutTapped)
        )
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(cartDidChange),
            name: .cartDidChange,
            object: cart
        )
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cart.items.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = cart.items[indexPath.row].name
        cell.contentConfiguration = content
        return cell
    }

    @objc private func cartDidChange() {
        tableView.reloadData()
        navigationController?.tabBarItem.badgeValue = cart.items.isEmpty ? nil : "\(cart.items.count)"
    }

    @objc private func checkoutTapped() {
        guard !cart.items.isEmpty else { return }
        let payment = PaymentViewController(amount: cart.total)
        payment.modalPresentationStyle = .fullScreen
        payment.onPaid = { [weak self] in
            self?.cart.removeAll()
        }
        present(payment, animated: true)
    }
}
