import SwiftUI

struct BookDetailView: View {
    let book: Book

    var body: some View {
        List {
            LabeledContent("Author", value: book.author)
            LabeledContent("Pages", value: book.pages.formatted())
            LabeledContent("Status", value: book.isFinished ? "Finished" : "Reading")
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
