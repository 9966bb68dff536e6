import Foundation

struct Article: Hashable {
    let id: String
    let title: String
    let url: URL
}

final class Drafts {
    static let shared = Drafts()
    func clear() {}
}

final class Analytics {
    static let shared = Analytics()
    func start() {}
}
