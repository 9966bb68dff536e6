import Testing
@testable import UIKitModel

/// `navviz dump`'s text: the shape of UIKit's `_printHierarchy`, per step.
@Suite("Hierarchy dump")
struct HierarchyDumpTests {
    @Test func aSheetSitsUnderItsRealPresenterAsInTheSpecsExample() {
        let flow = simulate("root tabs T [nav N [V1]]\nV1 push V2\nV2 present P style: pageSheet\n")
        #expect(
            HierarchyDump.treeLines(of: flow.final) == [
                "<UITabBarController: T>, state: appeared, view: <UILayoutContainerView>",
                "   | <UINavigationController: N>, state: appeared, view: <UILayoutContainerView>",
                "   |    | <UIViewController: V1>, state: disappeared, view: <UIView> not in the window",
                "   |    | <UIViewController: V2>, state: appeared, view: <UIView>",
                "   + <UIViewController: P>, state: appeared, view: <UIView>, presented with: pageSheet",
            ])
    }

    @Test func aFrameHasAHeaderTheTreeGetTopVCAndItsEvents() {
        let flow = simulate("root nav N [A]\nA present B   \"open\"\nA present C style: fullScreen\n")
        #expect(
            HierarchyDump.text(of: flow.frames[2]) == """
                ## step 2 (line 3): A present C style: fullScreen
                <UINavigationController: N>, state: appeared, view: <UILayoutContainerView>
                   | <UIViewController: A>, state: appeared, view: <UIView>
                   + <UIViewController: B>, state: appeared, view: <UIView>, presented with: pageSheet (automatic)
                getTopVC: B
                ! warning (R19): [Presentation] Attempt to present <UIViewController: C> on <UINavigationController: N> (from <UIViewController: A>) which is already presenting <UIViewController: B>.

                """)
        #expect(HierarchyDump.header(of: flow.frames[1], numbered: true) == "## step 1 (line 2): A present B \"open\"")
        #expect(HierarchyDump.header(of: flow.frames[1], numbered: false) == "## A present B \"open\"")
    }

    @Test func aGroupsHeaderListsItsLinesAndChildrenOfAPresentedVCAreNested() {
        let flow = simulate("root nav N [A]\nstep \"open the flow\"   # why\n  A present nav S [V5] style: fullScreen\n  then V5 push V6\n")
        let text = HierarchyDump.text(of: flow.frames[1])
        #expect(text.hasPrefix("## step 1 (line 2): step \"open the flow\" { A present nav S [V5] style: fullScreen; then V5 push V6 }\n"))
        #expect(
            text.contains(
                "\n   + <UINavigationController: S>, state: appeared, view: <UILayoutContainerView>, presented with: fullScreen\n"
                    + "   |    | <UIViewController: V5>, state: disappeared, view: <UIView> not in the window\n"
                    + "   |    | <UIViewController: V6>, state: appeared, view: <UIView>\n"))
    }

    @Test func unselectedTabsAreNotLoadedAndMoreTabsAreMarked() {
        let lines = HierarchyDump.treeLines(of: simulate("root tabs T [A, B, C, D, E, F]\n").final)
        #expect(lines[1] == "   | <UIViewController: A>, state: appeared, view: <UIView>")
        #expect(lines[2] == "   | <UIViewController: B>, state: disappeared, view: (view not loaded)")
        #expect(lines[6] == "   | <UIViewController: F>, state: disappeared, view: (view not loaded), under More")
    }

    @Test func declaredClassesAndDetachedVCs() {
        let flow = simulate("root nav N: MainNav [A: HomeViewController]\nA push B\nB pop\n")
        #expect(
            HierarchyDump.treeLines(of: flow.final) == [
                "<MainNav: N>, state: appeared, view: <UILayoutContainerView>",
                "   | <HomeViewController: A>, state: appeared, view: <UIView>",
            ], "the popped B is not in the window, so not listed")
    }

    @Test func anExceptionIsReportedWithTheStateBeforeIt() {
        let flow = simulate("root nav N [A]\nA push A\n")
        let text = HierarchyDump.text(of: flow)
        #expect(
            text.hasSuffix(
                "getTopVC: A\n! exception NSInvalidArgumentException (R5): <UINavigationController: N> is pushing the same view controller instance (<UIViewController: A>) more than once which is not supported and is most likely an error in the application\n"
            ))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("## step") }.count == 2)
    }

    @Test func theDumpIsDeterministic() {
        let text = "root tabs T [nav N [A], B, C]\nA present M\nM present nav S [X]\nT select 2\n"
        #expect(HierarchyDump.text(of: simulate(text)) == HierarchyDump.text(of: simulate(text)))
    }
}
