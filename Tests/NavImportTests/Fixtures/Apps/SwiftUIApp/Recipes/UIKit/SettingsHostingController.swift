import SwiftUI

/// Settings, a SwiftUI form in its own hosting controller subclass.
final class SettingsHostingController: UIHostingController<SettingsView> {
    init(onDone: @escaping () -> Void) {
        super.init(rootView: SettingsView(onDone: onDone))
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
