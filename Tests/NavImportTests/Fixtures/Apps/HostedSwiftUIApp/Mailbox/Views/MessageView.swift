import SwiftUI

struct MessageView: View {
    let message: Message
    @State private var showingInfo = false
    @State private var confirmingDelete = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            Text(message.subject).font(.title)
            Text(message.body)
            NavigationLink("Show thread") {
                ThreadView(message: message)
            }
        }
        .toolbar {
            Button("Info") { showingInfo = true }
            Button("Delete", role: .destructive) { confirmingDelete = true }
        }
        .sheet(isPresented: $showingInfo) {
            MessageInfoView(message: message)
                .presentationDetents([.medium])
        }
        .alert("Delete message?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) { dismiss() }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct ThreadView: View {
    let message: Message

    var body: some View {
        Text(message.subject)
    }
}

struct MessageInfoView: View {
    let message: Message
    @State private var showingHeaders = false

    var body: some View {
        List {
            Text("From: someone")
            Button("Headers") { showingHeaders = true }
        }
        .sheet(isPresented: $showingHeaders) {
            Text("Received: …")
        }
    }
}
