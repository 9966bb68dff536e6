import SwiftUI

struct TrailDetailView: View {
    @EnvironmentObject private var store: TrailStore
    @Environment(\.dismiss) private var dismiss
    let trail: Trail
    @State private var showingMap = false
    @State private var confirmingRemove = false

    var body: some View {
        ScrollView {
            Text(trail.name).font(.largeTitle)
            NavigationLink(value: Route.region(trail.region)) {
                Text(trail.region)
            }
        }
        .toolbar {
            Button("Map") { showingMap = true }
            Button("Remove", role: .destructive) { confirmingRemove = true }
        }
        .fullScreenCover(isPresented: $showingMap) {
            TrailMapView(trail: trail)
        }
        .confirmationDialog("Remove trail?", isPresented: $confirmingRemove) {
            Button("Remove", role: .destructive) {
                store.remove(trail)
                dismiss()
            }
        }
    }
}

struct RegionView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}
