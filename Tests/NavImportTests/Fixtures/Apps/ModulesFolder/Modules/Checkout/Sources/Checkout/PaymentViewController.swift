import UIKit

final class PaymentViewController: UIViewController {
    private let amount: Decimal
    var onPaid: (() -> Void)?

    init(amount: Decimal) {
        self.amount = amount
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let payButton = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Pay \(amount)") { [weak self] _ in
            self?.pay()
        })
        let cancelButton = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Cancel") { [weak self] _ in
            self?.dismiss(animated: true)
        })

        let stack = UIStackView(arrangedSubviews: [payButton, cancelButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    private func pay() {
        onPaid?()
        dismiss(animated: true)
    }
}
