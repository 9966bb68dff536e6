import NavLanguage

/// `show` and `showDetail`, and the split view's columns (R36).
extension FlowSimulator {
    /// `show(_:sender:)`: the nearest navigation or split view controller from the actor
    /// up handles it (UIKit's `targetViewController(forAction:sender:)`): a navigation
    /// controller pushes, a split view makes it the primary column; with neither, it is
    /// presented.
    mutating func show(_ shown: ViewControllerID, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let handler = ([actor] + hierarchy.ancestors(of: actor)).first {
            hierarchy[$0].kind == .navigationController || hierarchy[$0].kind == .splitViewController
        }
        guard let handler else {
            if recordsFacts { facts.append("show presents: \(name(actor)) is in no navigation or split view controller (R36)") }
            return try present(shown, from: actor, style: options.style, animated: options.animated)
        }
        if hierarchy[handler].kind == .navigationController {
            if recordsFacts { facts.append("show pushes: \(name(actor)) is in \(name(handler))") }
            try push(shown, onto: handler)
        } else {
            try replaceColumn(0, of: handler, with: shown, call: "show")
        }
        return .completed
    }

    /// `showDetailViewController(_:sender:)`: the split view controller above the actor
    /// makes it the secondary column; collapsed (compact width), it pushes onto the
    /// primary column's navigation controller. Without a split view it is `show` (R36).
    mutating func showDetail(_ shown: ViewControllerID, from actor: ViewControllerID, options: ActionOptions) throws -> Outcome {
        let split = hierarchy[actor].kind == .splitViewController ? actor : hierarchy.splitViewController(of: actor)
        guard let split else {
            if recordsFacts { facts.append("showDetail is show: \(name(actor)) is in no split view controller (R36)") }
            return try show(shown, from: actor, options: options)
        }
        let primary = hierarchy[split].children.first
        if hierarchy.isCompactWidth, let primary, hierarchy[primary].kind == .navigationController {
            if recordsFacts { facts.append("showDetail pushes: \(name(split)) is collapsed (compact width), so its primary \(name(primary)) shows \(name(shown)) (R36)") }
            try push(shown, onto: primary)
        } else {
            try replaceColumn(1, of: split, with: shown, call: "showDetail")
        }
        return .completed
    }

    /// Makes `shown` the split view's column at `index` (0 primary, 1 secondary); the
    /// old column leaves the split. Showing the VC already there does nothing.
    private mutating func replaceColumn(_ index: Int, of split: ViewControllerID, with shown: ViewControllerID, call: String) throws {
        var columns = hierarchy[split].children
        // A column `removeFromParent` took away leaves the place empty: `shown` fills it.
        guard index < columns.count else {
            try checkCanJoin(shown, split, rule: "R36")
            hierarchy.setChildren(split, columns + [shown])
            if recordsFacts { facts.append("\(call): \(name(shown)) becomes a column of \(name(split)) (R36)") }
            return
        }
        guard columns[index] != shown else {
            events.append(UIKitEvent(.note, "\(call) did nothing: \(name(shown)) is already that column of \(name(split))", rule: "R36"))
            return
        }
        try checkCanJoin(shown, split, rule: "R36")
        if recordsFacts { facts.append("\(call): \(name(shown)) replaces \(name(columns[index])) as the \(index == 0 ? "primary" : "secondary") column of \(name(split)) (R36)") }
        columns[index] = shown
        hierarchy.setChildren(split, columns)
    }
}
