import SwiftUI
import UIKit

struct DocumentsView: View {
    @State private var scanning = false
    @State private var documents: [String] = []

    var body: some View {
        List {
            ForEach(documents, id: \.self) { name in
                NavigationLink(destination: DocumentView(name: name)) {
                    Text(name)
                }
            }
            NavigationLink {
                PrinterSetupView()
            } label: {
                Label("Printers", systemImage: "printer")
            }
        }
        .navigationTitle("Documents")
        .toolbar {
            Button("Scan") { scanning = true }
        }
        .fullScreenCover(isPresented: $scanning) {
            ScannerView { pages in
                documents.append("Scan \(pages.count)")
            }
        }
    }
}

struct DocumentView: View {
    let name: String
    @State private var sharing = false

    var body: some View {
        VStack {
            Text(name)
            PreviewRepresentable(name: name)
        }
        .toolbar {
            Button("Share") { sharing = true }
        }
        .sheet(isPresented: $sharing) {
            ShareSheet(items: [name])
        }
    }
}

struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
