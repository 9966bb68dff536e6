import SwiftUI
import UIKit

/// The UIKit scanner, shown from SwiftUI.
struct ScannerView: UIViewControllerRepresentable {
    var onFinish: ([UIImage]) -> Void

    func makeUIViewController(context: Context) -> ScannerViewController {
        let scanner = ScannerViewController()
        scanner.onFinish = onFinish
        return scanner
    }

    func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
}

final class ScannerViewController: UIViewController {
    var onFinish: (([UIImage]) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tips", style: .plain, target: self, action: #selector(showTips))
    }

    @objc private func showTips() {
        let alert = UIAlertController(title: "Hold steady", message: "Keep the page flat.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    @objc private func finish() {
        onFinish?([])
        dismiss(animated: true)
    }
}

struct PreviewRepresentable: UIViewControllerRepresentable {
    let name: String

    func makeUIViewController(context: Context) -> PreviewViewController {
        PreviewViewController()
    }

    func updateUIViewController(_ controller: PreviewViewController, context: Context) {}
}

final class PreviewViewController: UIViewController {}

struct PrinterSetupView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Button("Forget printer") { dismiss() }
        }
    }
}
