import SwiftUI

struct GardenView: View {
    let store: PlantStore

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Seed packets", value: "seed-packets")
                NavigationLink("Planted in 2024", value: 2024)
                NavigationLink(value: store.featuredPlant()) {
                    Text("Plant of the week")
                }
                ForEach(Season.allCases, id: \.self) { season in
                    NavigationLink(season.rawValue.capitalized, value: season)
                }
            }
            .navigationTitle("Garden")
            .navigationDestination(for: String.self) { GuideView(topic: $0) }
            .navigationDestination(for: Int.self) { YearView(year: $0) }
            .navigationDestination(for: Plant.self) { PlantView(plant: $0) }
            .navigationDestination(for: Season.self) { SeasonView(season: $0, plants: store.plants(in: $0)) }
        }
    }
}
