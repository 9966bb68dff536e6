import Foundation

struct Product: Hashable {
    let id: String
    let name: String
}

final class Session {
    var isLoggedIn: Bool { UserDefaults.standard.string(forKey: "token") != nil }
}
