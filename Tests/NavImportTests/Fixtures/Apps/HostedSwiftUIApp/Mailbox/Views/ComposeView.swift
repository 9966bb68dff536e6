import SwiftUI

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var subject = ""
    @State private var attaching = false

    var body: some View {
        NavigationView {
            Form {
                TextField("Subject", text: $subject)
                Button("Attach photo") { attaching = true }
            }
            .navigationTitle("New message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .fullScreenCover(isPresented: $attaching) {
                AttachmentPicker()
            }
        }
    }
}

struct AttachmentPicker: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}
