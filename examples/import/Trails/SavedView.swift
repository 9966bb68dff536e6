import SwiftUI

struct SavedView: View {
    @EnvironmentObject private var store: TrailStore
    @State private var confirmingClear = false

    var body: some View {
        List(store.saved) { trail in
            NavigationLink(destination: TrailDetailView(trail: trail)) {
                TrailRow(trail: trail)
            }
        }
        .navigationTitle("Saved")
        .toolbar {
            Button("Clear") { confirmingClear = true }
        }
        .alert("Clear saved trails?", isPresented: $confirmingClear) {
            Button("Clear", role: .destructive) { store.saved = [] }
            Button("Cancel", role: .cancel) {}
        }
    }
}
