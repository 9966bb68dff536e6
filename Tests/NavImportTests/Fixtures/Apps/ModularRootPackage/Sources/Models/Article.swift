import Foundation
import Observation

public struct Article: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var summary: String
    public var publishedAt: Date

    public init(id: UUID = UUID(), title: String, summary: String, publishedAt: Date = .now) {
        self.id = id
        self.title = title
        self.summary = summary
        self.publishedAt = publishedAt
    }
}

@MainActor
@Observable
public final class ArticleStore {
    public private(set) var articles: [Article]

    public init(articles: [Article] = Article.samples) {
        self.articles = articles
    }

    public func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
        articles.sort { $0.publishedAt > $1.publishedAt }
    }
}

public extension Article {
    static let samples: [Article] = [
        Article(title: "Swift 6 is here", summary: "Data-race safety by default."),
        Article(title: "Packages all the way down", summary: "Splitting an app into modules."),
    ]
}

public struct Account: Equatable, Sendable {
    public var name: String
    public var email: String

    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }

    public static let preview = Account(name: "Robin", email: "robin@example.com")
}
