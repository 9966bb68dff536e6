import Testing
@testable import UIKitModel

/// Rule R31: getTopVC.
@Suite("H. getTopVC")
struct TopViewControllerRuleTests {
    @Test func R31_followsTheSelectedTabTheVisibleVCAndTheModalChain() {
        let flow = simulate(
            "root tabs T [nav N1 [A], nav N2 [B]] selected: 1\nexpect top == B\nB push C\nexpect top == C\nC present M style: fullScreen\nexpect top == M\nM present M2\nexpect top == M2\n"
        )
        #expect(flow.expectations.count == 4)
        #expect(flow.failedExpectations.isEmpty, "\(flow.failedExpectations)")
    }

    @Test func R31_aPresentedNavigationYieldsItsTopViewController() {
        let h = simulate("root A\nA present nav S [V1] style: fullScreen\nV1 push V2\n").final
        #expect(h.top == "V2")
    }

    @Test func R31_aPlainRootIsItsOwnTop() {
        #expect(simulate("root A\n").final.top == "A")
    }
}
