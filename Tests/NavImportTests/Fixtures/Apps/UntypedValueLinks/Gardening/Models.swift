import Foundation

struct Plant: Hashable {
    let name: String
    let season: Season
}

enum Season: String, Hashable, CaseIterable {
    case spring, summer, autumn, winter
}

final class PlantStore {
    private var plants: [Plant] = [
        Plant(name: "Tomato", season: .summer),
        Plant(name: "Tulip", season: .spring),
    ]

    func featuredPlant() -> Plant {
        plants[0]
    }

    func plants(in season: Season) -> [Plant] {
        plants.filter { $0.season == season }
    }
}
