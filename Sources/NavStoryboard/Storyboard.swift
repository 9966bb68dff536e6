/// One storyboard file read: its view controllers in document order, by id.
package struct Storyboard: Sendable {
    package let input: ImportInput
    /// The name storyboard references use: the file name without `.storyboard`.
    package let name: String
    package let initialViewController: String?
    package let controllers: [StoryboardController]
    package let indexByID: [String: Int]
    /// What the storyboard calls its views and bar button items, by id: a popover's
    /// anchor is written with it (R43).
    package let elementLabels: [String: String]

    package init(input: ImportInput, initialViewController: String?, controllers: [StoryboardController], elementLabels: [String: String] = [:]) {
        self.input = input
        let fileName = input.fileName
        name = fileName.hasSuffix(".storyboard") ? String(fileName.dropLast(".storyboard".count)) : fileName
        self.initialViewController = initialViewController
        self.controllers = controllers
        self.elementLabels = elementLabels
        indexByID = Dictionary(controllers.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package subscript(id: String) -> StoryboardController? {
        indexByID[id].map { controllers[$0] }
    }
}
