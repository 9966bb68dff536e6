import Models
import SwiftUI

struct FeedView: View {
    let store: ArticleStore

    var body: some View {
        NavigationStack {
            List(store.articles) { article in
                NavigationLink {
                    ArticleView(article: article)
                } label: {
                    ArticleRow(article: article)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Feed")
            .refreshable { await store.refresh() }
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.title)
                .font(.headline)
            Text(article.publishedAt, style: .relative)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct ArticleView: View {
    let article: Article

    var body: some View {
        ScrollView {
            Text(article.summary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
        .navigationTitle(article.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
