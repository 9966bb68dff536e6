import NavStoryboard

/// What the code import's interpretation ran and did, in one place: the evaluator and
/// the UIKit and SwiftUI semantics append to it, the tour reads it to tell what no
/// reached code ran, and the evaluator's memo reads `effects` to tell runs that changed nothing.
final class RunRecord {
    /// The functions (by description) and closures (by where they are) that ran, so the
    /// call sites they hold are not listed as unreached.
    private var ranFunctions: Set<String> = []
    private var ranClosures: Set<CodeSite> = []
    /// The calls of the app's navigation helpers that ran, whether or not they led to navigation.
    private var ranHelpers: Set<CodeSite> = []
    /// What became of a navigation call that made no step and was not commented where it
    /// ran (a push onto a navigation controller never shown), for the closing list.
    private var outcomes: [CodeSite: String] = [:]
    /// The segues `performSegue` performed: the tour does not perform them again.
    private var performedSegues: Set<SegueKey> = []
    /// The storyboard scenes instantiated, so the ones nothing reaches can be listed.
    private var instantiatedScenes: Set<SceneKey> = []
    /// The SwiftUI sites performed, each from one screen identity once.
    private var performedSwiftUISites: Set<String> = []
    /// Closures the launch code set up (UI callbacks, notification observers), run once the
    /// root is on screen and toured.
    private(set) var launchActions: [CodeAction] = []
    /// Closures the launch code dispatched to the main queue (`DispatchQueue.main.async { … }`):
    /// they run in the next turn of the run loop, once the root is on screen and before the user
    /// can do anything on it.
    private(set) var launchDispatches: [CodeAction] = []
    /// Counts what the interpretation did that the heap does not show: navigation handed
    /// to the tour, notes, kept callbacks, static values.
    private(set) var effects = 0

    /// A segue of one storyboard of the import.
    private struct SegueKey: Hashable {
        let file: Int
        let id: String
    }

    func countEffect() {
        effects &+= 1
    }

    func ran(_ function: String) {
        ranFunctions.insert(function)
    }

    func hasRun(function: String) -> Bool {
        ranFunctions.contains(function)
    }

    func ranClosure(at site: CodeSite) {
        ranClosures.insert(site)
        countEffect()
    }

    func hasRun(_ action: CodeAction) -> Bool {
        ranClosures.contains(action.site)
    }

    func ranHelper(at site: CodeSite) {
        ranHelpers.insert(site)
    }

    func hasRunHelper(at site: CodeSite) -> Bool {
        ranHelpers.contains(site)
    }

    /// Why the call at `site` made no step; `replacing` an earlier reason, or only where there is none.
    func setOutcome(_ why: String, at site: CodeSite, replacing: Bool = true) {
        guard replacing || outcomes[site] == nil else { return }
        outcomes[site] = why
        countEffect()
    }

    func outcome(at site: CodeSite) -> String? {
        outcomes[site]
    }

    func performed(segue id: String, inFile file: Int) {
        performedSegues.insert(SegueKey(file: file, id: id))
        countEffect()
    }

    func hasPerformed(segue id: String, inFile file: Int) -> Bool {
        performedSegues.contains(SegueKey(file: file, id: id))
    }

    func instantiated(_ scene: SceneKey) {
        instantiatedScenes.insert(scene)
        countEffect()
    }

    func hasInstantiated(_ scene: SceneKey) -> Bool {
        instantiatedScenes.contains(scene)
    }

    /// Whether the SwiftUI site `key` names is performed for the first time (and now counts as performed).
    func performSwiftUISite(_ key: String) -> Bool {
        performedSwiftUISites.insert(key).inserted
    }

    func keepForLaunch(_ actions: [CodeAction], dispatched: Bool) {
        if dispatched { launchDispatches += actions } else { launchActions += actions }
        countEffect()
    }
}
