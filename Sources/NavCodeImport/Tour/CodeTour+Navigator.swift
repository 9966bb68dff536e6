import NavCodeFacts
import NavFlowWriting
import NavLanguage
import NavStoryboard

extension CodeTour {
    func navigate(_ transition: CodeTransition) {
        var transition = enteredFromTop(transition)
        // A present made once its presenter shows was asked for where the code first ran it.
        if transition.askedAt.isEmpty { transition.askedAt = evaluator.askedAt }
        guard let destination = transition.destinations.first else { return }
        if !lint, isGuessed(transition), let alert = heap[destination].alert {
            // An alert has no entry of its own: drawn from a screen no code shows asking for it, it would be an invented arrow.
            let titled = alert.title.map { " \"\($0)\"" } ?? ""
            return note(
                transition.site,
                "not a step: \(transition.call): an alert\(titled) that code no traced path runs shows over a screen it only guesses (\(name(transition.actor)))"
            )
        }
        // The same call showing the same screen from the same screen again (another path
        // reaches the same function) adds nothing to the map: it is performed once.
        let shown = transition.destinations.map { heap[$0].identity ?? "\($0)" }
        // What UIKit refuses depends on the call, the actor and the screen, not on which helper call asked for it.
        let step = "\(transition.site.text) \(heap[transition.actor].identity ?? "\(transition.actor)") \(shown)"
        // Containment is performed each time: the code's later calls act on the children it leaves.
        let isContainment = transition.operation == .addChild || transition.operation == .removeFromParent
        guard performed.insert(step + transition.askedAt.map { " " + $0.text }.joined()).inserted || isContainment else { return }
        if let refusal = refused[step] { return note(transition.site, "not a step: \(transition.call): \(refusal)") }
        // What the code does on a screen in another tab (after it selected one) happens once its tab is shown.
        selectTabs(toShow: transition.actor)
        text.step = step
        defer { text.step = nil }
        if lint {
            stepCalls[step] = path(to: transition)
            stepDestinations[step] = destination
            if isOnGuessedScreens || transition.isEntry {
                stepsOnGuessedScreens.insert(step)
            }
        }
        let actor = name(transition.actor)
        switch transition.operation {
        case .push(let navigation, let written):
            guard !heap[destination].placed else { return alreadyShown(destination, transition) }
            add(expression(destination, source: source(transition)), prefix: "\(actor) \(written) ", suffix: "")
            heap.attach(destination, to: navigation, site: transition.site, how: transition.call)
            visit(transition, destination)
        case .present(let written):
            guard !heap[destination].placed else { return alreadyShown(destination, transition) }
            let presenter = heap.layerRoot(of: transition.actor)
            if let presented = heap[presenter].presented {
                return note(transition.site, "not a step: \(transition.call): \(name(presenter)) already presents \(name(presented)) (R19)")
            }
            if let parent = heap[destination].parent {
                return note(transition.site, "not a step: \(transition.call): \(name(destination)) is a child of \(name(parent)) (R18b)")
            }
            // An alert is presented in its own style (R53): `present alert X`, an action sheet with its anchor.
            let isAlert = heap[destination].alert != nil
            let style = isAlert ? nil : transition.style
            let popover =
                heap[destination].alert?.actionSheet == true || style == .popover
                || style == nil && UIKitClass.presentsAsPopover(heap[destination].className)
            let anchor = popover ? self.anchor(of: destination, presenter: presenter, site: transition.site) : ""
            add(
                expression(destination, source: source(transition), presented: true),
                prefix: written == .entry && !isAlert ? "entry " : "\(actor) \(isAlert ? "present" : written.rawValue) ",
                suffix: (style.map { " style: \($0.rawValue)" } ?? "") + anchor)
            heap[presenter].presented = destination
            heap[destination].presenter = presenter
            visit(transition, destination)
        case .replaceColumn(let split, let index):
            var columns = heap[split].children
            guard !heap[destination].placed else { return alreadyShown(destination, transition) }
            // A split view given only its primary column takes the detail as its second (R36).
            guard columns.count == 2 || columns.count == 1 && index == 1 else {
                return note(transition.site, "not a step: \(transition.call): \(name(split)) has \(Quantity.of(columns.count, "column")) here")
            }
            add(expression(destination, source: source(transition)), prefix: "\(actor) \(index == 0 ? "show" : "showDetail") ", suffix: "")
            let previous = columns.count > index ? [columns[index]] : []
            for column in previous { heap.setPlaced(column, false) }
            if previous.isEmpty { columns.append(destination) } else { columns[index] = destination }
            heap.setChildren(of: split, columns, site: transition.site, how: transition.call)
            visit(transition, destination, replacing: previous)
        case .setColumn(let split, let column):
            guard !heap[destination].placed, let previous = heap[split].children.first(where: { heap[$0].column == column }) else {
                return alreadyShown(destination, transition)
            }
            heap.setColumn(column, of: split, to: destination, site: transition.site, how: transition.call)
            add(expression(destination, source: source(transition)), prefix: "\(actor) setViewController ", suffix: " for: \(column.rawValue)")
            heap.setPlaced(previous, false)
            visit(transition, destination, replacing: [previous])
        case .setStack(let navigation):
            let old = heap[navigation].children
            let new = transition.destinations
            guard Set(new).count == new.count, new.allSatisfy({ old.contains($0) || !heap[$0].placed }) else {
                return note(transition.site, "not a step: \(transition.call): a view controller in the list is already elsewhere")
            }
            let list = NavExpression(
                name: "the stack", head: "", children: new.map { expression($0, source: source(transition)) }, source: source(transition))
            add(list, prefix: "\(actor) setStack", suffix: "")
            for member in old where !new.contains(member) { heap.setPlaced(member, false) }
            heap.setChildren(of: navigation, new, site: transition.site, how: transition.call)
            visit(transition, new.last!, replacing: old)
        case .addChild:
            guard !heap[destination].placed else { return alreadyShown(destination, transition) }
            add(expression(destination, source: source(transition)), prefix: "\(actor) addChild ", suffix: "")
            text.step = nil
            heap.attach(destination, to: transition.actor, site: transition.site, how: transition.call)
            heap.setPlaced(destination, true)
            tour(heap.members(of: destination))
        case .removeFromParent:
            // A container swapping its child: the old one leaves for good, as `addChild` stays.
            guard heap[destination].placed, heap[destination].parent != nil else {
                return note(transition.site, "not a step: \(transition.call): \(actor) is in no container on screen here")
            }
            // What the child does while it is on screen, before it leaves (the launch's content before the user swaps it).
            tour(heap.members(of: destination))
            guard heap[destination].placed, heap[destination].parent != nil else { return }
            text.add("\(actor) removeFromParent", source: "\(transition.site.text) \(transition.call)")
            text.step = nil
            mention(transition.site)
            heap.detach(destination)
            heap.setPlaced(destination, false)
        }
    }

    /// Shows `destination`, runs the call's completion, tours what it shows, and undoes it.
    private func visit(_ transition: CodeTransition, _ destination: Int, replacing replaced: [Int] = []) {
        let step = text.step ?? ""
        text.step = nil
        mention(transition.site)
        for site in transition.askedAt { mention(site) }
        heap.setPlaced(destination, true)
        shownClasses.insert(heap[destination].className)
        open.append(OpenTransition(transition: transition, step: step, destination: destination, replaced: replaced))
        if let completion = transition.completion { evaluator.run(completion) }
        if open.count > Self.maximumDepth {
            text.comment("note: \(transition.site.text) \(name(destination)) is not toured: the tour is \(Self.maximumDepth) transitions deep here")
        } else if heap[destination].alert == nil {
            if case .setStack(let navigation) = transition.operation {
                tour(heap.members(of: navigation).filter { $0 != navigation })
            } else {
                tour(heap.members(of: destination))
            }
        }
        undo(open.removeLast())
    }

    /// A push, a presentation or a new stack that code no path reaches makes on a screen it
    /// only guesses (the screen on top, as `self` or as a view controller looked up at run
    /// time) shows its screen as an entry: no arrow from a screen no code shows doing it.
    private func enteredFromTop(_ transition: CodeTransition) -> CodeTransition {
        guard isGuessed(transition), let shown = transition.destinations.first, heap[shown].alert == nil else { return transition }
        var entered = transition.destinations
        switch transition.operation {
        case .push, .present(.present), .present(.show):
            break
        case .setStack where entered.allSatisfy({ !heap[$0].placed }):
            // A coordinator's `start()` setting the stack of a navigation controller it was given:
            // that stack, in a navigation controller of its own, is what the entry shows.
            let navigation = heap.make("UINavigationController", kind: .navigation, origin: transition.site)
            heap.setChildren(of: navigation, entered, site: transition.site, how: transition.call)
            entered = [navigation]
        default:
            return transition
        }
        return CodeTransition(
            operation: .present(written: .entry), actor: transition.actor, destinations: entered, site: transition.site,
            call: transition.call, style: transition.style, completion: transition.completion)
    }

    /// Code no path reaches acting on a screen it only guesses: the screen on top, as `self`
    /// or as a view controller looked up at run time (what a screen presents, a stack's top),
    /// in an unreached function; or an entry (a screen made where no path goes), which no
    /// presenter shows.
    private func isGuessed(_ transition: CodeTransition) -> Bool {
        transition.isEntry
            || enteringUnreachedCode
                && (transition.actor == enteredOver || transition.actor == uikit.actorOnTop || uikit.lookedUp.contains(transition.actor))
    }

    private func undo(_ finished: OpenTransition) {
        text.step = finished.step
        defer { text.step = nil }
        let destination = finished.destination
        // A way back whose caller has left the window since (popped inside the presented layer) cannot be taken.
        let back = finished.waysBack.first { heap[$0.actor].placed }
        take(back, from: finished)
        runAfterwards(of: back)
        // Every other way back the screen has (Cancel and Done) is a step too: the screen shown again, then left that way.
        for other in finished.waysBack where other.site != back?.site {
            if heap.members(of: destination).contains(other.actor), reshow(finished) {
                take(other, from: finished)
                runAfterwards(of: other)
            } else {
                note(other.site, "\(other.call): another way back from \(name(destination)), like the one above")
            }
        }
        if let completion = back?.completion { evaluator.run(completion) }
        // A tap on an alert's button is a later turn of the run loop than the call that showed the alert.
        if heap[destination].alert != nil { evaluator.inNewTurn { runActions(of: destination) } }
    }

    /// What the turn that went `back` dispatched for later, each a turn of its own.
    private func runAfterwards(of back: CodeBack?) {
        for action in back?.afterwards ?? [] { evaluator.inNewTurn { evaluator.inMode(.action) { evaluator.run(action) } } }
    }

    /// Undoes `finished` the way `back` goes (nil: as the back button or the system does).
    private func take(_ back: CodeBack?, from finished: OpenTransition) {
        let transition = finished.transition
        let destination = finished.destination
        let source = back.map { "\($0.site.text) \($0.call)" + Self.asked($0.askedAt) } ?? "back from \(transition.site.text)"
        if let back {
            mention(back.site)
            for site in back.askedAt { mention(site) }
        }
        switch transition.operation {
        case .push(let navigation, _):
            let operation = back.map { $0.isUnwind ? "pop" : $0.operation == .popToRoot ? "popToRoot" : "pop" } ?? "pop"
            // `X pop` pops X's own navigation controller (X itself when it is one): from inside a pushed
            // navigation controller (a collapsed detail, R36) the way back pops the stack it was pushed onto.
            let popper =
                back.flatMap { heap.ancestor(of: $0.actor, .navigation, including: true) == navigation ? $0.actor : nil }
                ?? (heap[destination].kind == .navigation ? navigation : destination)
            text.add("\(name(popper)) \(operation)", source: source)
            heap.detach(destination)
            heap.setPlaced(destination, false)
        case .present:
            let alertSource = "\(heap[destination].origin.text) an action of the alert dismisses it"
            text.add("\(name(back?.actor ?? destination)) dismiss", source: heap[destination].alert != nil && back == nil ? alertSource : source)
            if let presenter = heap[destination].presenter { heap[presenter].presented = nil }
            heap[destination].presenter = nil
            heap.setPlaced(destination, false)
        case .replaceColumn(let split, let index):
            // A detail that became the split view's second column stays: an expanded split view has no way back from it.
            guard let previous = finished.replaced.first else { return }
            // The primary column shown again by the split view itself: the caller may have been that column.
            text.add(index == 0 ? "\(name(split)) show \(name(previous))" : "\(name(transition.actor)) showDetail \(name(previous))", source: source)
            heap.setPlaced(destination, false)
            var columns = heap[split].children
            columns[index] = previous
            heap.setChildren(of: split, columns, site: transition.site, how: transition.call)
            heap.setPlaced(previous, true)
        case .setColumn(let split, let column):
            let previous = finished.replaced[0]
            text.add("\(name(transition.actor)) setViewController \(name(previous)) for: \(column.rawValue)", source: source)
            heap.setPlaced(destination, false)
            heap.setColumn(column, of: split, to: previous, site: transition.site, how: transition.call)
            heap.setPlaced(previous, true)
        case .setStack(let navigation):
            let list = NavExpression(
                name: "the stack", head: "",
                children: finished.replaced.map { NavExpression(name: name($0), head: name($0), children: [], source: source) },
                source: source)
            add(list, prefix: "\(name(navigation)) setStack", suffix: "")
            for member in heap[navigation].children where !finished.replaced.contains(member) { heap.setPlaced(member, false) }
            heap.setChildren(of: navigation, finished.replaced, site: transition.site, how: transition.call)
            heap.setPlaced(navigation, true)
        case .addChild, .removeFromParent:
            break
        }
    }

    /// Shows `finished`'s screen again from where its step showed it (a push or a
    /// presentation, not an alert), so that another way back can be taken; false when it cannot be.
    private func reshow(_ finished: OpenTransition) -> Bool {
        let transition = finished.transition
        let destination = finished.destination
        guard heap[transition.actor].placed, !heap[destination].placed, heap[destination].alert == nil else { return false }
        let again = "\(transition.site.text) \(transition.call) again" + Self.asked(transition.askedAt)
        switch transition.operation {
        case .push(let navigation, let written):
            guard heap[navigation].placed, heap[destination].parent == nil else { return false }
            text.add("\(name(transition.actor)) \(written) \(name(destination))", source: again)
            heap.attach(destination, to: navigation, site: transition.site, how: transition.call)
        case .present(let written):
            let presenter = heap.layerRoot(of: transition.actor)
            guard heap[presenter].presented == nil, heap[destination].parent == nil else { return false }
            let popover = transition.style == .popover || transition.style == nil && UIKitClass.presentsAsPopover(heap[destination].className)
            let anchor = popover ? self.anchor(of: destination, presenter: presenter, site: transition.site) : ""
            text.add(
                (written == .entry ? "entry " : "\(name(transition.actor)) \(written.rawValue) ") + name(destination)
                    + (transition.style.map { " style: \($0.rawValue)" } ?? "") + anchor,
                source: again)
            heap[presenter].presented = destination
            heap[destination].presenter = presenter
        default:
            return false
        }
        heap.setPlaced(destination, true)
        return true
    }

    /// Whether the code anchors the popover of `step` right after its `present` (the lines
    /// below it, in the same turn, before UIKit lays the popover out, as Apple's own samples
    /// do), so that it has an anchor by then.
    func anchorsAfterPresenting(_ step: String) -> Bool {
        guard let destination = stepDestinations[step], let presented = stepCalls[step]?.last else { return false }
        let below = presented.line + 1...presented.line + Self.anchorLinesAfterPresent
        return heap[destination].anchorSites.contains { $0.file == presented.file && below.contains($0.line) }
    }

    /// How far below a `present` an anchor still counts as set right after it.
    private static let anchorLinesAfterPresent = 10

    /// The calls that reach `transition`: each open transition (the helpers that asked for
    /// it, then its call), outermost first, then `transition`'s.
    private func path(to transition: CodeTransition) -> [TourCall] {
        (open.map(\.transition) + [transition]).flatMap { transition in
            transition.askedAt.map { tourCall($0, method: nil) } + [tourCall(transition.site, method: transition.call)]
        }
    }

    /// The call at `site`: `method` (the first word of how the step names it), else the navigation call the code makes there.
    private func tourCall(_ site: CodeSite, method: String?) -> TourCall {
        let known = functions[site]
        let method = method.map { String($0.prefix { $0 != "," && $0 != " " && $0 != "(" }) } ?? known?.method ?? ""
        return TourCall(file: site.file, line: site.line, method: method, function: known?.function)
    }

    func goBack(_ back: CodeBack) {
        var back = back
        back.askedAt = evaluator.askedAt
        guard let index = open.lastIndex(where: { leads(back, from: $0) }) else {
            return note(back.site, "not a step: \(back.call): \(name(back.actor)) has nothing to go back from here")
        }
        open[index].waysBack.append(back)
        lastWayBack = (open[index].step, open[index].waysBack.count - 1, evaluator.turn)
    }

    func runAfterWayBack(_ actions: [CodeAction]) -> Bool {
        guard let last = lastWayBack, last.turn == evaluator.turn,
            let index = open.lastIndex(where: { $0.step == last.step }), last.back < open[index].waysBack.count
        else { return false }
        open[index].waysBack[last.back].afterwards += actions
        return true
    }

    /// Whether `back` undoes `open`, as UIKit decides what a pop or a dismiss removes (R6, R22).
    private func leads(_ back: CodeBack, from open: OpenTransition) -> Bool {
        if back.isUnwind { return true }
        switch (back.operation, open.transition.operation) {
        case (.pop, .push(let navigation, _)), (.popToRoot, .push(let navigation, _)):
            return back.navigation == navigation && (back.operation == .pop || heap[navigation].children.firstIndex(of: open.destination) == 1)
        case (.dismiss, .present):
            let presented = heap.presentedViewController(of: back.actor) ?? heap.layerRoot(of: back.actor)
            return presented == open.destination
        default:
            return false
        }
    }

    func select(tab: Int, of tabBar: Int, actor: Int, site: CodeSite, call: String) {
        guard tab >= 0, tab < heap[tabBar].children.count else {
            return note(site, "not a step: \(call) selects tab \(tab): \(name(tabBar)) has \(heap[tabBar].children.count) tabs")
        }
        text.add("\(name(actor)) select \(tab)", source: "\(site.text) \(call)")
        mention(site)
        heap[tabBar].selectedTab = tab
    }

    var isOnGuessedScreens: Bool { enteringUnreachedCode || open.contains(where: \.transition.isEntry) }

    func screenOnTop() -> Int? {
        heap[windowRoot].placed ? heap.top(from: windowRoot, compactWidth: isCompactWidth) : nil
    }

    func showInOwnWindow(_ object: Int, window: Int?, site: CodeSite) {
        guard !heap[object].placed else { return note(site, "not a step: rootViewController of another window: it shows what is on screen already") }
        presentInOwnWindow(object, window: window, site: site, entry: false)
    }

    func switchRoot(to object: Int, site: CodeSite) {
        rootSwitches.append((object, site))
    }

    func note(_ site: CodeSite, _ why: String) {
        let line = "\(site.text) \(why)"
        // A call that runs again for the same reason is said once.
        guard noted.insert(line).inserted else { return }
        text.comment(line)
        mention(site, drawn: false)
    }

    private func alreadyShown(_ destination: Int, _ transition: CodeTransition) {
        note(transition.site, "not a step: \(transition.call): \(name(destination)) is on screen already")
    }

    /// `site` is named in the flow: as a step (`drawn`), or in a comment where it runs.
    func mention(_ site: CodeSite, drawn: Bool = true) {
        mentioned.insert(site)
        if drawn { drawnSites.insert(site) }
    }
}
