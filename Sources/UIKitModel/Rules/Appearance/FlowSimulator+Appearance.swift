/// Appearance: the callbacks of a step (R25–R30) and the views it loads.
extension FlowSimulator {
    /// The step's appearance callbacks (R25–R30), from what was on screen when it began;
    /// then the views on screen are loaded.
    mutating func traceAppearance(visibleBefore: [String]?) -> [String] {
        let loadedThisStep = Set(viewsLoadedThisStep.map(name))
        let callbacks = AppearanceTrace.callbacks(visibleBefore: visibleBefore, to: hierarchy, interleaved: interleaved) { name in
            hierarchy[name]?.viewLoaded == true && !loadedThisStep.contains(name)
        }
        markVisibleViewsLoaded()
        return callbacks
    }

    /// Marks the views on screen loaded; returns the ones that were not.
    @discardableResult
    mutating func markVisibleViewsLoaded() -> [ViewControllerID] {
        let loading = hierarchy.visibleIDs.filter { !hierarchy[$0].viewLoaded }
        for id in loading { hierarchy.update(id) { $0.viewLoaded = true } }
        return loading
    }
}
