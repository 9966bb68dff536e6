import SwiftUI

struct GuideView: View {
    let topic: String

    var body: some View {
        Text(topic)
    }
}

struct YearView: View {
    let year: Int

    var body: some View {
        Text(year, format: .number.grouping(.never))
    }
}

struct PlantView: View {
    let plant: Plant

    var body: some View {
        Text(plant.name)
    }
}

struct SeasonView: View {
    let season: Season
    let plants: [Plant]

    var body: some View {
        List(plants, id: \.name) { plant in
            NavigationLink(plant.name, value: plant)
        }
        .navigationTitle(season.rawValue.capitalized)
    }
}
