/// A scene across the storyboards of one import: ids are unique only within a file.
package struct SceneKey: Hashable, Sendable {
    package let file: Int
    package let id: String

    package init(file: Int, id: String) {
        self.file = file
        self.id = id
    }

    /// A storyboard reference's scene in the storyboard it names (by `referencedIdentifier`,
    /// else that storyboard's initial view controller); any other scene is itself.
    package func resolved(in storyboards: [Storyboard], depth: Int = 0) -> SceneKey {
        guard let reference = storyboards[file][id], reference.isReference, depth < 16, let target = reference.storyboardName,
            let file = storyboards.firstIndex(where: { $0.name == target })
        else { return self }
        let storyboard = storyboards[file]
        let id =
            reference.referencedIdentifier.flatMap { wanted in storyboard.controllers.first { $0.storyboardIdentifier == wanted }?.id }
            ?? (reference.referencedIdentifier == nil ? storyboard.initialViewController : nil)
        guard let id else { return self }
        return SceneKey(file: file, id: id).resolved(in: storyboards, depth: depth + 1)
    }
}
