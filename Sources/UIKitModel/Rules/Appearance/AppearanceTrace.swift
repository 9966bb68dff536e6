/// Derives UIKit's appearance callbacks (R25–R30) from what became visible.
///
/// A VC that goes on screen gets viewWillAppear/viewDidAppear, one that leaves gets
/// the disappear pair, in UIKit's interleaving (R25): loads, will-disappear,
/// will-appear, did-disappear, did-appear; a presentation or dismissal alone gives the
/// side it covers its "did" last (R57), and a tab switch alone sends the new tab's
/// will-appear before the old tab's will-disappear (R28). Parents come before their children (R30),
/// because visible VCs are listed in window order. Presenters kept on screen by a
/// sheet get nothing (R27), because they stay visible. A view added without
/// `addChild` gets no appearance callbacks at all (R54).
enum AppearanceTrace {
    /// The calls of a step that are not appearance callbacks, placed where UIKit
    /// interleaves them: containment (R29, R56; seed 003 logs this order) and the
    /// presentation controller delegate's (R50); and what kind of transitions the
    /// step made, which decides the order of the did-callbacks (R57).
    struct Interleaved {
        /// `willMove(toParent:)`, `presentationControllerWillDismiss`: before the view is
        /// loaded or leaves.
        var beforeAppearance: [String] = []
        /// The app's `didMove(toParent:)` after `addChild`: after the will-callbacks,
        /// before the did-callbacks.
        var afterWillAppearance: [String] = []
        /// A navigation controller's `didMove(toParent:)` (R56) and
        /// `presentationControllerDidDismiss`: after the transition's did-callbacks.
        var afterAppearance: [String] = []
        /// Presentations and dismissals that went ahead in the step.
        var presentationTransitions = 0
        /// Tab switches (`select`, `tapTab`) that went ahead in the step.
        var tabSwitches = 0
        /// Whether a call of the step that was no presentation, dismissal or tab switch went ahead.
        var otherTransitions = false

        /// R57: a step that only presented or dismissed sends the appearing side's
        /// did-callbacks before the disappearing side's.
        var appearingSideFinishesFirst: Bool { presentationTransitions > 0 && tabSwitches == 0 && !otherTransitions }

        /// R28: a step that only switched tabs sends the new tab's viewWillAppear before
        /// the old tab's viewWillDisappear.
        var appearingSideBeginsFirst: Bool { tabSwitches > 0 && presentationTransitions == 0 && !otherTransitions }
    }

    /// `visibleBefore` is what was on screen and got appearance callbacks when the step
    /// began (nil before the first frame), `appearingAfter` what does when it ends, and
    /// `visibleAfter` all that is on screen then; `wasLoaded` tells whether a view had
    /// loaded by then.
    static func callbacks(
        visibleBefore: [String]?, appearingAfter isVisible: [String], visibleAfter: [String], interleaved: Interleaved,
        wasLoaded: (String) -> Bool
    ) -> [String] {
        let wasVisible = visibleBefore ?? []
        let wasVisibleSet = Set(wasVisible)
        let isVisibleSet = Set(isVisible)
        let appearing = isVisible.filter { !wasVisibleSet.contains($0) }
        let disappearing = wasVisible.filter { !isVisibleSet.contains($0) }
        var result = interleaved.beforeAppearance
        // A view loads as it first goes on screen: a detached VC's too, which gets no
        // appearance callbacks (R54).
        result += visibleAfter.filter { visibleBefore == nil || !wasLoaded($0) }.map { "\($0).viewDidLoad" }
        let willDisappear = disappearing.map { "\($0).viewWillDisappear" }
        let willAppear = appearing.map { "\($0).viewWillAppear" }
        result += interleaved.appearingSideBeginsFirst ? willAppear + willDisappear : willDisappear + willAppear
        result += interleaved.afterWillAppearance
        let didDisappear = disappearing.map { "\($0).viewDidDisappear" }
        let didAppear = appearing.map { "\($0).viewDidAppear" }
        result += interleaved.appearingSideFinishesFirst ? didAppear + didDisappear : didDisappear + didAppear
        result += interleaved.afterAppearance
        return result
    }
}
