import SwiftUI
import UIKit

/// A hosting controller that tells its owner when it goes away (the keyboard is dismissed then).
final class DisappearActionHostingController<Content>: UIHostingController<Content> where Content: View {
    var willDisappear: (() -> Void)?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        willDisappear?()
    }
}
