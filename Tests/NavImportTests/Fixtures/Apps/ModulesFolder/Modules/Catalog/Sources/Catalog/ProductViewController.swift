import UIKit

public final class ProductViewController: UIViewController {
    private let product: Product
    private let cart: Cart

    public init(product: Product, cart: Cart = .shared) {
        self.product = product
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
        title = product.name
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Add to Cart"
        let addButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.addToCart()
        })
        addButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(addButton)
        NSLayoutConstraint.activate([
            addButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            addButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    private func addToCart() {
        cart.add(product)
        let feedback = UINotificationFeedbackGenerator()
        feedback.notificationOccurred(.success)
    }
}
