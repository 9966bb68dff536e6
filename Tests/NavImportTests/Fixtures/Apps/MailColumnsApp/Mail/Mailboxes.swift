import SwiftUI

struct MailboxList: View {
    let mailboxes = ["Inbox", "Sent", "Archive"]

    var body: some View {
        List(mailboxes, id: \.self) { mailbox in
            NavigationLink {
                MessageList(mailbox: mailbox)
            } label: {
                Label(mailbox, systemImage: "tray")
            }
        }
        .navigationTitle("Mailboxes")
    }
}

struct MessageList: View {
    let mailbox: String

    var body: some View {
        List(0..<20, id: \.self) { index in
            NavigationLink("Message \(index)") {
                MessageView(index: index)
            }
        }
        .navigationTitle(mailbox)
    }
}

struct MessageView: View {
    let index: Int
    @State private var confirmingDelete = false

    var body: some View {
        Text("Message \(index)")
            .toolbar {
                Button("Delete", role: .destructive) { confirmingDelete = true }
            }
            .confirmationDialog("Delete this message?", isPresented: $confirmingDelete) {
                Button("Delete", role: .destructive) {}
            }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form { TextField("To", text: .constant("")) }
                .toolbar {
                    Button("Send") { dismiss() }
                }
        }
    }
}
