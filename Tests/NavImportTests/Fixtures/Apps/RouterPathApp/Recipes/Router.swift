import SwiftUI

enum Route: Hashable {
    case recipe(id: Int)
    case author(name: String)
}

@Observable
final class Router {
    var path: [Route] = []

    func navigate(to route: Route) {
        path.append(route)
    }
}
