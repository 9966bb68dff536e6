/// Appearance: the callbacks of a step (R25–R30) and the views it loads.
extension FlowSimulator {
    /// The step's appearance callbacks (R25–R30), from what was on screen when it began;
    /// then the views on screen are loaded.
    mutating func traceAppearance(visibleBefore: [String]?) -> [String] {
        let loadedThisStep = Set(viewsLoadedThisStep.map(name))
        let onScreen = hierarchy.onScreen
        let appearing = onScreen.appearing.map(name)
        let callbacks = AppearanceTrace.callbacks(
            visibleBefore: visibleBefore, appearingAfter: appearing, visibleAfter: onScreen.visible.map(name), interleaved: interleaved
        ) { name in
            hierarchy.id(name).map(hierarchy.isViewLoaded) == true && !loadedThisStep.contains(name)
        }
        markViewsLoaded(onScreen.visible)
        appearingAtLastStepEnd = appearing
        return callbacks
    }

    /// Marks the views on screen loaded; returns the ones that were not.
    @discardableResult
    mutating func markVisibleViewsLoaded() -> [ViewControllerID] {
        markViewsLoaded(hierarchy.visibleIDs)
    }

    @discardableResult
    private mutating func markViewsLoaded(_ visible: [ViewControllerID]) -> [ViewControllerID] {
        let loading = visible.filter { !hierarchy.isViewLoaded($0) }
        for id in loading { hierarchy.update(id) { $0.viewLoaded = true } }
        return loading
    }
}
