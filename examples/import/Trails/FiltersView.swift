import SwiftUI

struct FiltersView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var maximumLength = 10.0

    var body: some View {
        NavigationStack {
            Form {
                Slider(value: $maximumLength, in: 1...50)
            }
            .navigationTitle("Filters")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
        .presentationDetents([.medium, .large])
    }
}
