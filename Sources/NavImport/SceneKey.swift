/// A scene across the storyboards of one import: ids are unique only within a file.
struct SceneKey: Hashable, Sendable {
    let file: Int
    let id: String
}
