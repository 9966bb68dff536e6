import SwiftUI
import UIKit

/// Settings in SwiftUI, hosted by a controller that sets its view once it exists (its view
/// model needs `self` for the bar buttons).
final class SettingsHostingController: UIHostingController<AnyView> {
    init() {
        super.init(rootView: AnyView(EmptyView()))
        rootView = AnyView(SettingsRootView())
        title = "Settings"
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct SettingsRootView: View {
    @State private var editsSignature = false

    var body: some View {
        List {
            Button("Signature") { editsSignature = true }
        }
        .sheet(isPresented: $editsSignature) {
            SignatureView()
        }
    }
}

struct SignatureView: View {
    var body: some View {
        TextEditor(text: .constant("Sent from my iPhone"))
    }
}
