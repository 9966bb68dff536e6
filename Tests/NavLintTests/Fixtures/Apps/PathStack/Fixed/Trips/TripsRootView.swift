import SwiftUI

/// The trips, in a stack a deep link drives through its path.
struct TripsRootView: View {
    @State private var path: [Trip] = []

    var body: some View {
        NavigationStack(path: $path) {
            TripListView()
                .navigationDestination(for: Trip.self) { trip in
                    TripView(trip: trip)
                }
        }
    }
}

struct TripListView: View {
    let trips = [Trip(name: "Lisbon"), Trip(name: "Oslo")]

    var body: some View {
        List(trips, id: \.self) { trip in
            NavigationLink(value: trip) {
                Text(trip.name)
            }
        }
    }
}

struct TripView: View {
    let trip: Trip

    var body: some View {
        Text(trip.name)
    }
}
