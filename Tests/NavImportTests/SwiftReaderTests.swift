import NavCodeFacts
import NavSwiftReader
import Testing

@Suite("navviz-swift-reader: what Swift code says")
struct SwiftReaderTests {
    private func body(_ source: String) throws -> [CodeStatement] {
        let facts = SwiftFileReader.read(path: "Home.swift", text: source)
        return try #require(facts.types.first?.functions.first).body
    }

    /// UIKit calls an `@IBAction`, and an `@objc` function a `#selector` of the file names; not
    /// another `@objc` function, nor a function a `#selector(getter:)` names.
    @Test func targetActionsAreToldByTheirAttributeAndTheFilesSelectors() throws {
        let facts = SwiftFileReader.read(
            path: "Home.swift",
            text: """
                class Home: UIViewController {
                    override func viewDidLoad() {
                        button.addTarget(self, action: #selector(Self.share(_:)), for: .touchUpInside)
                        observe(#selector(getter: title))
                    }
                    @IBAction func close() {}
                    @objc func share(_ sender: UIButton) {}
                    @objc func title() {}
                    @objc func refresh() {}
                    func open() {}
                }
                """)
        let functions = try #require(facts.types.first).functions
        #expect(functions.filter(\.isTargetAction).map(\.name) == ["close", "share"])
    }

    @Test func aCallIsAtTheLineOfItsName() throws {
        let statements = try body(
            """
            class Home: UIViewController {
                func open() {
                    navigationController?
                        .pushViewController(Detail(), animated: true)
                }
            }
            """)
        guard case .evaluate(.call(let call), let line) = statements.first else { Issue.record("\(statements)"); return }
        #expect(line == 3)
        #expect(call.line == 4)
        #expect(call.name == "pushViewController")
        #expect(call.base == .name("navigationController"))
        #expect(call.labels == [nil, "animated"])
    }

    /// A body with a local function reads its local functions first (they can be called
    /// above their declaration); every statement keeps the line it is at in the file.
    @Test func aBodyWithALocalFunctionKeepsEveryLine() throws {
        let statements = try body(
            """
            class Home: UIViewController {
                func open() {
                    let detail = Detail()
                    show(detail)

                    func show(_ screen: UIViewController) {
                        navigationController?.pushViewController(screen, animated: true)
                    }
                }
            }
            """)
        let lines = statements.map { statement -> Int in
            switch statement {
            case .bind(_, _, _, let line), .evaluate(_, let line): return line
            default: return 0
            }
        }
        #expect(lines == [6, 3, 4], "the local function, then the statements above it, each at its own line")
        guard case .bind("show", _, .closure(let closure)?, _) = statements.first,
            case .evaluate(.call(let push), let line) = closure.body.first
        else { Issue.record("\(statements)"); return }
        #expect(line == 7)
        #expect(push.line == 7)
    }

    @Test func swiftUINavigationIsToldByNameAndLabels() throws {
        let facts = SwiftFileReader.read(
            path: "Home.swift",
            text: """
                struct Home: View {
                    var body: some View {
                        NavigationStack {
                            NavigationLink("Next") { Detail() }
                        }
                        .sheet(isPresented: $editing) { Editor() }
                        #if os(iOS)
                        .fullScreenCover(item: $item) { Cover(item: $0) }
                        #endif
                        .alert("Sure?", isPresented: $asking) {}
                    }
                    func route() { router.sheet(for: .settings); alert(title: "x") }
                }
                """)
        var found: [String] = []
        func visit(_ value: CodeValue) {
            if case .member(let base?, _) = value { visit(base) }
            guard case .call(let call) = value else { return }
            if let kind = call.swiftUI { found.append("\(kind.written):\(call.line)") }
            visit(call.callee)
            for argument in call.arguments {
                if case .closure(let closure) = argument.value { closure.body.forEach(visitStatement) } else { visit(argument.value) }
            }
        }
        func visitStatement(_ statement: CodeStatement) {
            if case .evaluate(let value, _) = statement { visit(value) }
            if case .return(let value?, _) = statement { visit(value) }
        }
        let home = try #require(facts.types.first)
        home.properties.first?.getter?.forEach(visitStatement)
        home.functions.first?.body.forEach(visitStatement)
        #expect(found.sorted() == [".alert:10", ".fullScreenCover:8", ".sheet:6", "NavigationLink:4", "NavigationStack:3"].sorted())
    }

    /// A container's `contentViewController` embeds what it is given in its setter or `didSet`.
    @Test func settersAndDidSetsAreKept() throws {
        let facts = SwiftFileReader.read(
            path: "Root.swift",
            text: """
                final class Root: UIViewController {
                    var content: UIViewController? {
                        get { nil }
                        set(controller) { embed(controller) }
                    }
                    var detail: UIViewController? {
                        didSet { embed(detail) }
                    }
                }
                """)
        let properties = try #require(facts.types.first).properties
        #expect(properties[0].setter?.first == .bind(name: "controller", type: nil, value: .name("newValue"), line: 4), "the value's own name")
        #expect(properties[0].setter?.count == 2)
        #expect(properties[1].didSet?.count == 1)
        #expect(properties[1].setter == nil)
    }

    @Test func bindingsCastsAndAssignmentsAreKept() throws {
        let statements = try body(
            """
            class Home: UIViewController {
                func open() {
                    guard let vc = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController else { return }
                    vc.modalPresentationStyle = .fullScreen
                    if let nav = navigationController { nav.present(vc, animated: true) }
                }
            }
            """)
        #expect(statements.count == 4)
        guard case .bind("vc", nil, .cast(.call(let instantiate), "DetailViewController")?, 3) = statements[0] else {
            Issue.record("\(statements[0])")
            return
        }
        #expect(instantiate.arguments == [CodeArgument(label: "withIdentifier", value: .string("Detail"))])
        #expect(statements[1] == .return(nil, line: 3), "the guard's else block follows, flattened")
        #expect(statements[2] == .assign(target: .member(.name("vc"), "modalPresentationStyle"), value: .member(nil, "fullScreen"), line: 4))
        guard case .branches(let branches, 5) = statements[3], branches.count == 2 else {
            Issue.record("an `if` keeps its branches: \(statements[3])")
            return
        }
        #expect(
            branches[0].prefix(2)
                == [
                    .expect(.array([.name("navigationController")]), holds: true, line: 5),
                    .bind(name: "nav", type: nil, value: .name("navigationController"), line: 5),
                ], "in its branch the value is not nil, and the condition binds it")
        #expect(
            branches[1] == [.expect(.array([.name("navigationController")]), holds: false, line: 5)],
            "without an else, the path through none is a branch too, where the value is nil")
    }

    @Test func switchCasesAreBranchesAndEveryBranchesValueIsFollowed() throws {
        let statements = try body(
            """
            class Router {
                func destination(_ route: Route) -> UIViewController {
                    switch route {
                    case .settings: return SettingsViewController()
                    case .profile: return ProfileViewController()
                    }
                }
            }
            """)
        guard case .cases(.name("route"), let cases, 3) = statements[0] else {
            Issue.record("\(statements)")
            return
        }
        #expect(cases.map(\.names) == [["settings"], ["profile"]], "each case knows the enum case it is for")
        #expect(cases[0].body == [.return(.call(CodeCall(callee: .name("SettingsViewController"), arguments: [], line: 4)), line: 4)])
    }

    /// `case let .profile(id)` names its enum case as `case .profile(let id)` does: it is no `default`.
    @Test func aCaseThatBindsItsValuesWithALeadingLetNamesItsEnumCase() throws {
        let statements = try body(
            """
            class Router {
                func destination(_ route: Route) -> UIViewController {
                    switch route {
                    case let .profile(id), let .followers(id): return ProfileViewController(id: id)
                    case .settings(let section): return SettingsViewController(section: section)
                    case var .search(text): return SearchViewController(text: text)
                    default: return HomeViewController()
                    }
                }
            }
            """)
        guard case .cases(_, let cases, _) = statements[0] else {
            Issue.record("\(statements)")
            return
        }
        #expect(cases.map(\.names) == [["profile", "followers"], ["settings"], ["search"], nil])
    }

    @Test func closuresKeepTheirBodies() throws {
        let statements = try body(
            """
            class Home: UIViewController {
                func delete() {
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                        self.navigationController?.popViewController(animated: true)
                    })
                }
            }
            """)
        guard case .evaluate(.call(let add), _) = statements.first, case .call(let action)? = add.arguments.first?.value,
            case .closure(let closure)? = action.arguments.last?.value
        else { Issue.record("\(statements)"); return }
        #expect(closure.parameters == ["_"])
        #expect(closure.line == 3)
        guard case .return(.call(let pop)?, 4) = closure.body.first else { Issue.record("\(closure.body)"); return }
        #expect(pop.name == "popViewController")
    }

    @Test func declarationsSayWhatTheyInheritAndHold() {
        let facts = SwiftFileReader.read(
            path: "Tabs.swift",
            text: """
                final class Tabs: UITabBarController, Themed {
                    weak var coordinator: AppCoordinator?
                    private lazy var home = HomeViewController()
                    func make<T: UIViewController>(_ type: T.Type, title: String = "") -> T { fatalError() }
                }
                extension Tabs { struct Inner {} }
                func helper() {}
                """)
        #expect(facts.types.map(\.name) == ["Tabs", "Tabs", "Inner"])
        #expect(facts.types[0].inherits == ["UITabBarController", "Themed"])
        #expect(facts.types[0].properties.map(\.type) == ["AppCoordinator", nil])
        #expect(facts.types[0].properties[1].value == .call(CodeCall(callee: .name("HomeViewController"), arguments: [], line: 3)))
        let make = facts.types[0].functions[0]
        #expect(make.isGeneric && make.returnType == "T" && make.signature == "make(_:title:)")
        #expect(make.parameters.map(\.hasDefault) == [false, true])
        #expect(facts.functions.map(\.name) == ["helper"])
    }

    @Test func aFileThatDoesNotParseSaysWhere() {
        let facts = SwiftFileReader.read(path: "Broken.swift", text: "class A {\n    func f( {\n}\n")
        #expect(facts.problem == ParseProblem(line: 2, column: 12, message: "expected ')' to end parameter clause"))
        #expect(facts.types.isEmpty)
    }

    /// An app's flag that only asks the device is what the device answers, so a branch on it
    /// picks one side (`if controller.isPad`); one that also asks something else is kept as
    /// written, unless the device's part decides it alone.
    @Test func aComparisonTheDeviceDecidesIsItsValue() throws {
        let source = """
            extension UIViewController {
                var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                var isWide: Bool { traitCollection.horizontalSizeClass == .regular && view.bounds.width > 700 }
                var isRegular: Bool { traitCollection.horizontalSizeClass == .regular || UIDevice.current.userInterfaceIdiom == .pad }
            }
            """
        for (idiom, answer) in [(TargetDevice.Idiom.pad, true), (.phone, false)] {
            let properties = SwiftFileReader.read(path: "Flags.swift", text: source, device: TargetDevice(idiom: idiom)).types[0].properties
            #expect(properties[0].getter == [.return(.boolean(answer), line: 2)], "\(idiom)")
            #expect(properties[2].getter == [.return(.boolean(answer), line: 4)], "\(idiom)")
            // A compact iPhone is never wide; on an iPad the width decides, which the device does not say.
            if idiom == .phone {
                #expect(properties[1].getter == [.return(.boolean(false), line: 3)])
            } else if case .return(.boolean?, _)? = properties[1].getter?.first {
                Issue.record("the width is not the device's: \(properties[1])")
            }
        }
    }

    /// Past `if let nav = vc as? UINavigationController, let first = nav.viewControllers.first`
    /// one of the values is nil: the `else` says which, each in terms of what the `if` was given.
    @Test func theElseOfAnIfLetExpectsOneOfItsValuesNil() throws {
        let statements = try body(
            """
            class Home: UIViewController {
                func showDetail(_ vc: UIViewController) {
                    if let nav = vc as? UINavigationController, let first = nav.viewControllers.first {
                        show(first, sender: self)
                    } else {
                        show(vc, sender: self)
                    }
                }
            }
            """)
        guard case .branches(let branches, 3) = statements.first, branches.count == 2 else {
            Issue.record("\(statements)")
            return
        }
        let nav = CodeValue.cast(.name("vc"), "UINavigationController")
        #expect(branches[1].first == .expect(.array([nav, .member(.member(nav, "viewControllers"), "first")]), holds: false, line: 3))
    }

    // MARK: one branch, the one that runs (issue 41)

    /// The names of the calls the types' functions and getters make, in order, branches flattened.
    private func calls(_ source: String, device: TargetDevice = TargetDevice()) -> [String] {
        let facts = SwiftFileReader.read(path: "Root.swift", text: source, device: device)
        var names: [String] = []
        func visit(_ value: CodeValue) {
            switch value {
            case .call(let call):
                visit(call.callee)
                names.append(call.name ?? "?")
                call.arguments.forEach { visit($0.value) }
            case .member(let base?, _), .cast(let base, _): visit(base)
            case .closure(let closure): visit(closure.body)
            case .array(let items): items.forEach(visit)
            default: break
            }
        }
        func visit(_ statements: [CodeStatement]) {
            for statement in statements {
                switch statement {
                case .evaluate(let value, _), .return(let value?, _): visit(value)
                case .branches(let branches, _): branches.forEach(visit)
                case .cases(_, let cases, _): cases.forEach { visit($0.body) }
                default: break
                }
            }
        }
        for type in facts.types {
            type.properties.forEach { visit($0.getter ?? []) }
            type.functions.forEach { visit($0.body) }
        }
        return names
    }

    @Test func anAvailabilityBranchIsTheOneTheIOSVersionRuns() {
        let source = """
            struct Root: View {
                var body: some View {
                    if #available(iOS 16, *) {
                        NavigationStack { Home() }
                    } else {
                        NavigationView { Home() }
                    }
                }
            }
            """
        #expect(calls(source) == ["NavigationStack", "Home"])
        #expect(calls(source, device: TargetDevice(ios: 15)) == ["NavigationView", "Home"])
    }

    @Test func onlyTheIOSClauseOfAnIfIsRead() {
        let source = """
            final class Root: UIViewController {
                func open() {
                    #if os(macOS)
                    openWindow()
                    #elseif targetEnvironment(macCatalyst)
                    showCatalystSheet()
                    #elseif canImport(UIKit)
                    present(Settings(), animated: true)
                    #else
                    fallback()
                    #endif
                    #if DEBUG
                    showDebugMenu()
                    #endif
                }
            }
            #if os(macOS)
            final class MacOnly: NSViewController {}
            #endif
            """
        #expect(calls(source) == ["present", "Settings"])
        let facts = SwiftFileReader.read(path: "Root.swift", text: source)
        #expect(facts.types.map(\.name) == ["Root"], "a type declared for macOS is no type of the app")
    }

    @Test func theIdiomAndSizeClassBranchesAreTheDevices() {
        let source = """
            final class Root: UIViewController {
                func open() {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        showDetailViewController(Detail(), sender: nil)
                    } else if traitCollection.horizontalSizeClass == .compact || isCollapsed {
                        push(Detail())
                    }
                    guard #available(iOS 16, *) else { return legacy() }
                    if .pad != UIDevice.current.userInterfaceIdiom && someFlag { phoneOnly() }
                }
            }
            """
        #expect(calls(source) == ["push", "Detail", "phoneOnly"])
        #expect(calls(source, device: TargetDevice(ios: 15, idiom: .pad)) == ["showDetailViewController", "Detail", "legacy"])
    }

    /// `switch UIDevice.current.userInterfaceIdiom`: the case of the device, else `default`.
    @Test func aSwitchOverTheIdiomRunsTheDevicesCase() {
        let source = """
            final class Root: UIViewController {
                func open() {
                    switch UIDevice.current.userInterfaceIdiom {
                    case .phone: push(Detail())
                    case .mac, .vision: macOnly()
                    default: showDetailViewController(Detail(), sender: nil)
                    }
                    switch traitCollection.horizontalSizeClass {
                    case .regular: wide()
                    case .compact: narrow()
                    default: break
                    }
                }
            }
            """
        #expect(calls(source) == ["push", "Detail", "narrow"])
        #expect(calls(source, device: TargetDevice(ios: 17, idiom: .pad)) == ["showDetailViewController", "Detail", "wide"])
    }

    @Test func aConditionTheDeviceDoesNotDecideKeepsEveryBranch() {
        let source = """
            final class Root: UIViewController {
                func open() {
                    if isLoggedIn { home() } else { login() }
                }
            }
            """
        #expect(calls(source) == ["home", "login"])
    }
}

/// The Composable Architecture's code, as the reader tells it.
extension SwiftReaderTests {

    /// A reducer's parent matches its child's actions by the cases its pattern nests.
    @Test func aCasePatternKeepsTheCasesNestedInIt() throws {
        let statements = try body(
            """
            struct Feature {
                func reduce(action: Action) {
                    switch action {
                    case let .path(.element(_, action: .detail(.delegate(.editHabit(habit))))): break
                    case .destination(.presented(.alert(.confirm))), .list: break
                    default: break
                    }
                }
            }
            """)
        guard case .cases(_, let cases, _) = statements.first else { Issue.record("\(statements)"); return }
        #expect(cases[0].nestedNames == [["path", "element", "detail", "delegate", "editHabit"]])
        #expect(cases[1].nestedNames == [["destination", "presented", "alert", "confirm"], ["list"]])
        #expect(cases[2].nestedNames == [])
    }

    /// The app runs, not its tests: a test-only branch is not kept.
    @Test func aTestOnlyBranchIsNotTheApp() throws {
        for condition in ["isTesting", "_XCTIsTesting", #"ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil"#] {
            let statements = try body(
                """
                struct Launch {
                    func start() {
                        if \(condition) { testing() } else { app() }
                    }
                }
                """)
            guard case .branches(let branches, _) = statements.first, branches.count == 1,
                case .evaluate(.call(let call), _) = branches[0].first
            else { Issue.record("\(condition): \(statements)"); continue }
            #expect(call.name == "app", "\(condition)")
        }
    }

    /// The app is opened from its icon: what a scene or the app is launched with only from a
    /// link, a shortcut or a notification binds nothing, so that branch is not kept; a binding
    /// of anything else keeps both.
    @Test func aLaunchFromALinkIsNotThePlainLaunch() throws {
        for binding in [
            "connectionOptions.urlContexts.first", "options.userActivities.first?.webpageURL", "connectionOptions.shortcutItem",
            "connectionOptions.notificationResponse?.notification", "launchOptions?[.url] as? URL",
            "launchOptions?[UIApplication.LaunchOptionsKey.remoteNotification]",
        ] {
            let statements = try body(
                """
                struct Launch {
                    func start() {
                        if let opened = \(binding) { open(opened) } else { home() }
                    }
                }
                """)
            guard case .branches(let branches, _) = statements.first, branches.count == 1,
                case .evaluate(.call(let call), _) = branches[0].last
            else { Issue.record("\(binding): \(statements)"); continue }
            #expect(call.name == "home", "\(binding)")
        }
        let kept = try body(
            """
            struct Launch {
                func start() {
                    if let url = URLContexts.first?.url { open(url) } else { home() }
                }
            }
            """)
        guard case .branches(let branches, _) = kept.first else { Issue.record("\(kept)"); return }
        #expect(branches.count == 2)
    }
}
