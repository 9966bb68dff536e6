import SwiftUI

struct SettingsView: View {
    var onDone: () -> Void
    @AppStorage("units") private var metric = true

    var body: some View {
        Form {
            Toggle("Metric units", isOn: $metric)
        }
        .toolbar { Button("Done") { onDone() } }
    }
}
