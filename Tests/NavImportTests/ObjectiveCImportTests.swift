import NavCodeFacts
import NavImport
import NavObjCReader
import Testing

/// Apps that mix Objective-C and Swift: their `.m` files (with the header beside each) are
/// read into the facts Swift gives, under Swift's names, so the tour runs both languages.
@Suite("navviz import: Objective-C")
struct ObjectiveCImportTests {
    private func read(_ text: String) -> SwiftFileFacts {
        ObjCFileReader.read(path: "Root.m", text: text)
    }

    private func function(_ name: String, in facts: SwiftFileFacts) -> FunctionFacts? {
        facts.types.flatMap(\.functions).first { $0.name == name }
    }

    @Test func aHeadersInterfaceIsAClassWithItsParentsAndProperties() {
        let facts = read(
            """
            @class Other;
            @protocol Ahead;
            @interface RootViewController : UIViewController <UITableViewDelegate, SidebarDelegate> {
                UINavigationController *_content;
            }
            @property (nonatomic, strong, nullable) IBOutlet NSArray<UIViewController *> *pages;
            - (instancetype)initWithMainViewController:(UIViewController *)main;
            @end
            @interface RootViewController (Layout)
            @property (nonatomic) CGFloat width;
            @end
            """)
        #expect(facts.types.map(\.name) == ["RootViewController", "RootViewController"])
        #expect(facts.types[0].kind == .class)
        #expect(facts.types[0].inherits == ["UIViewController", "UITableViewDelegate", "SidebarDelegate"])
        #expect(facts.types[0].properties.map(\.name) == ["_content", "pages"])
        #expect(facts.types[0].properties.map(\.type) == ["UINavigationController", "NSArray"])
        #expect(facts.types[1].kind == .extension, "a category extends the class")
        #expect(facts.types[1].properties.map(\.name) == ["width"])
    }

    @Test func methodsTakeTheNamesSwiftGivesThem() {
        let facts = read(
            """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options { return YES; }
            - (instancetype)initWithMainViewController:(UIViewController *)main sidebar:(UIViewController *)sidebar { return self; }
            - (void)showNoteWithKey:(NSString *)key animated:(BOOL)animated {}
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {}
            + (void)reset {}
            - (IBAction)close:(id)sender {}
            - (void)declaredOnly;
            @end
            """)
        let functions = facts.types[0].functions
        #expect(
            functions.map(\.signature) == [
                "application(_:didFinishLaunchingWithOptions:)", "init(mainViewController:sidebar:)", "showNote(withKey:animated:)",
                "tableView(_:didSelectRowAt:)", "reset()", "close(_:)",
            ])
        #expect(functions[0].parameters.map(\.name) == ["application", "options"])
        #expect(functions.map(\.isStatic) == [false, false, false, false, true, false])
        #expect(functions.map(\.isTargetAction) == [false, false, false, false, false, true], "an IBAction is a user action")
    }

    @Test func messagesAreSwiftCallsAndAllocInitCallsTheClass() throws {
        let facts = read(
            """
            @implementation Root
            - (void)showSettings:(id)sender {
                SettingsViewController *settings = [[SettingsViewController alloc] init];
                UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:settings];
                navigation.modalPresentationStyle = UIModalPresentationFormSheet;
                [self presentViewController:navigation animated:YES completion:nil];
                [[self navigationController] popViewControllerAnimated:NO];
                [_content setViewControllers:@[settings]];
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete?" message:nil preferredStyle:UIAlertControllerStyleAlert];
            }
            @end
            """)
        let body = try #require(function("showSettings", in: facts)?.body)
        let settings = CodeValue.name("settings")
        #expect(
            body == [
                .bind(
                    name: "settings", type: "SettingsViewController",
                    value: .call(CodeCall(callee: .name("SettingsViewController"), arguments: [], line: 3)), line: 3),
                .bind(
                    name: "navigation", type: "UINavigationController",
                    value: .call(
                        CodeCall(
                            callee: .name("UINavigationController"), arguments: [CodeArgument(label: "rootViewController", value: settings)], line: 4)
                    ),
                    line: 4),
                .assign(target: .member(.name("navigation"), "modalPresentationStyle"), value: .member(nil, "formSheet"), line: 5),
                .evaluate(
                    .call(
                        CodeCall(
                            callee: .member(.name("self"), "present"),
                            arguments: [
                                CodeArgument(label: nil, value: .name("navigation")), CodeArgument(label: "animated", value: .boolean(true)),
                                CodeArgument(label: "completion", value: .nil),
                            ], line: 6)), line: 6),
                .evaluate(
                    .call(
                        CodeCall(
                            callee: .member(.member(.name("self"), "navigationController"), "popViewController"),
                            arguments: [CodeArgument(label: "animated", value: .boolean(false))], line: 7)), line: 7),
                .assign(target: .member(.member(.name("self"), "content"), "viewControllers"), value: .array([settings]), line: 8),
                .bind(
                    name: "alert", type: "UIAlertController",
                    value: .call(
                        CodeCall(
                            callee: .name("UIAlertController"),
                            arguments: [
                                CodeArgument(label: "title", value: .string("Delete?")), CodeArgument(label: "message", value: .nil),
                                CodeArgument(label: "preferredStyle", value: .member(nil, "alert")),
                            ], line: 9)), line: 9),
            ])
    }

    @Test func blocksAreClosuresAndBranchesAreKept() throws {
        let facts = read(
            """
            @implementation Editor
            - (void)done {
                if (self.isEditing) {
                    dispatch_async(dispatch_get_main_queue(), ^{
                        [self dismissViewControllerAnimated:YES completion:nil];
                    });
                } else if (count > 2) {
                    [self.navigationController popToRootViewControllerAnimated:YES];
                } else {
                    return;
                }
                for (UIViewController *child in self.childViewControllers) { [child removeFromParentViewController]; }
            }
            @end
            """)
        let body = try #require(function("done", in: facts)?.body)
        guard case .branches(let branches, 3) = body.first else {
            Issue.record("an if with an else if and an else is three branches: \(body)")
            return
        }
        #expect(branches.count == 3)
        guard case .evaluate(.call(let dispatch), _) = branches[0].first else {
            Issue.record("dispatch_async is a call: \(branches[0])")
            return
        }
        #expect(dispatch.callee == .member(.member(.name("DispatchQueue"), "main"), "async"))
        guard case .closure(let closure) = dispatch.arguments.last?.value else {
            Issue.record("its block is a closure: \(dispatch)")
            return
        }
        #expect(closure.body.count == 1)
        #expect(branches[2] == [.return(nil, line: 10)])
        guard case .evaluate(.call(let remove), 12) = body.last else {
            Issue.record("a loop's body follows: \(body)")
            return
        }
        #expect(remove.name == "removeFromParent")
    }

    @Test func onlyTheFirstBranchOfAPreprocessorConditionalIsRead() {
        let facts = read(
            """
            #if 0
            @implementation Never
            @end
            #else
            @implementation Kept
            #endif
            #ifdef DEBUG
            - (void)debug { }
            #else
            - (void)release { }
            #endif
            /* @implementation Commented */
            // @implementation Commented
            @end
            """)
        #expect(facts.types.map(\.name) == ["Kept"])
        #expect(facts.types[0].functions.map(\.name) == ["debug"])
    }

    @Test func everyCutOfAFileReadsWithoutCrashingAndDeepNestingIsRefused() throws {
        let text = try String(contentsOfFile: AppFixtures.path("ObjectiveCApp") + "/Notes/EditorViewController.m", encoding: .utf8)
        let whole = ObjCFileReader.read(path: "Editor.m", text: text)
        #expect(whole.types.first?.functions.map(\.signature) == ["deleteNote(_:)"])
        var cuts = 0
        for end in text.indices {
            let facts = ObjCFileReader.read(path: "Editor.m", text: String(text[..<end]))
            #expect(facts.problem == nil)
            cuts += 1
        }
        #expect(cuts == text.count)
        let deep = ObjCFileReader.read(
            path: "Deep.m", text: "@implementation Deep\n- (void)go { x = " + String(repeating: "[", count: 300) + " }\n@end")
        #expect(deep.problem?.message == "brackets nested deeper than 256")
        #expect(deep.problem?.line == 2)
    }

    @Test func anAppInBothLanguagesImportsItsRootContainerAndNavigation() throws {
        let result = try AppFixtures.importResult([AppFixtures.path("ObjectiveCApp")], title: "ObjectiveCApp")
        let lines = result.text.split(separator: "\n").map { $0.split(separator: "#")[0].trimmingCharacters(in: .whitespaces) }
        // The root a `willFinishLaunching` sets, with the navigation controller the container embeds (an ivar, `_navigationController`).
        #expect(
            lines.dropFirst().starts(with: ["root Root: RootViewController [", "nav NotesNav [", "Notes: NotesViewController,", "],", "]"]),
            "\(lines)")
        // A target-action presents a form sheet; Settings' Done asks its presenter to dismiss it.
        #expect(lines.contains("Root present nav SettingsNav ["))
        #expect(lines.contains("] style: formSheet"))
        #expect(lines.contains("Root dismiss"))
        // The Swift screen pushes the Objective-C one, whose alert's action pops it.
        #expect(lines.contains("Notes push Editor: EditorViewController"))
        #expect(lines.contains("Editor present alert DeleteNoteAlert"))
        #expect(lines.contains("NotesNav pop"))
        #expect(!lines.contains { $0.contains("Legacy") }, "`#if 0` is never read")
        #expect(result.text.contains("AppDelegate.m:23 window.rootViewController"), "steps name the Objective-C line")
    }
}
