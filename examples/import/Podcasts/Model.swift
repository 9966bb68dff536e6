import Foundation

struct Episode: Hashable {
    let title: String
    let url: URL
}

struct Show: Hashable {
    let title: String
    let episodes: [Episode]
}

enum Catalog {
    static func search(_ text: String) -> [Show] { [] }
}

enum Playback {
    static func play(_ episode: Episode) {}
    static func markPlayed(_ episode: Episode) {}
}
