import NavLanguage
import Testing
@testable import UIKitModel

/// What UIKit says is located at the line whose call said it, also inside a group.
@Suite("Event locations")
struct EventLocationTests {
    @Test func R21_aWarningInsideAGroupPointsAtTheRefusedLine() {
        let flow = simulate("root A\nstep \"tap twice\"\n  A present B\n  A present C\n")
        #expect(flow.warnings.count == 1)
        #expect(flow.warnings.first?.location == SourceLocation(line: 4, column: 3))
        #expect(flow.frames.last?.location.line == 2, "the frame itself is the group's")
    }

    @Test func R5_anExceptionInsideAGroupPointsAtTheCrashingLine() {
        let flow = simulate("root nav N [A]\nstep \"push twice\"\n  A push B\n  B push B\n")
        #expect(flow.unexpectedException?.location == SourceLocation(line: 4, column: 3))
    }

    @Test func aTopLevelStepsEventsPointAtItsLine() {
        let flow = simulate("root A\nA dismiss\n")
        #expect(flow.frames.last?.events.first?.location == SourceLocation(line: 2, column: 1))
    }
}
