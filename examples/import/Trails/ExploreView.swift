import SwiftUI

struct ExploreView: View {
    @EnvironmentObject private var store: TrailStore
    @State private var path: [Route] = []
    @State private var showingFilters = false

    var body: some View {
        NavigationStack(path: $path) {
            List(store.trails) { trail in
                NavigationLink(value: Route.trail(trail)) {
                    TrailRow(trail: trail)
                }
            }
            .navigationTitle("Explore")
            .toolbar {
                Button("Filters") { showingFilters = true }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .trail(let trail):
                    TrailDetailView(trail: trail)
                case .region(let name):
                    RegionView(name: name)
                }
            }
            .sheet(isPresented: $showingFilters) {
                FiltersView()
            }
        }
    }
}

struct TrailRow: View {
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading) {
            Text(trail.name).font(.headline)
            Text(trail.region).font(.subheadline)
        }
    }
}
