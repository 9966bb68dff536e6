import Foundation

struct Trail: Identifiable, Hashable {
    let id: UUID
    var name: String
    var region: String
}

enum Route: Hashable {
    case trail(Trail)
    case region(String)
}

final class TrailStore: ObservableObject {
    @Published var trails: [Trail] = []
    @Published var saved: [Trail] = []

    func remove(_ trail: Trail) {
        saved.removeAll { $0.id == trail.id }
    }
}
