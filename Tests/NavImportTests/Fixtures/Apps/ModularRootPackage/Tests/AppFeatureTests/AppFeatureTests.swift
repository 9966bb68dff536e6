import XCTest
@testable import AppFeature
@testable import Models

@MainActor
final class AppFeatureTests: XCTestCase {
    func testRefreshKeepsNewestFirst() async {
        let older = Article(title: "Older", summary: "", publishedAt: .distantPast)
        let newer = Article(title: "Newer", summary: "", publishedAt: .now)
        let store = ArticleStore(articles: [older, newer])

        await store.refresh()

        XCTAssertEqual(store.articles.map(\.title), ["Newer", "Older"])
    }

    func testAppViewBuilds() {
        _ = AppView().body
    }
}
