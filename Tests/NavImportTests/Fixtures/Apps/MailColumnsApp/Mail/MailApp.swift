import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            MailboxesSplitView()
        }
    }
}

/// Three columns: the mailboxes, a mailbox's messages, and the message.
struct MailboxesSplitView: View {
    @State private var composing = false

    var body: some View {
        NavigationSplitView {
            MailboxList()
        } content: {
            Text("Select a mailbox")
        } detail: {
            Text("No message selected")
        }
        .toolbar {
            Button("Compose") { composing = true }
        }
        .sheet(isPresented: $composing) {
            ComposeView()
        }
    }
}
