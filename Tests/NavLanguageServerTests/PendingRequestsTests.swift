import XCTest

@testable import NavLanguageServer

/// The line of requests the reading thread fills and the server's queue empties: what a
/// cancellation and a later hover do to a request still waiting.
final class PendingRequestsTests: XCTestCase {
    func testACancelledRequestIsNotAnsweredAndOthersAre() {
        let pending = PendingRequests()
        let first = pending.add(.number(1), hoverOf: nil)
        let second = pending.add(.string("two"), hoverOf: nil)
        pending.cancel(.string("two"))
        pending.cancel(.number(99))
        XCTAssertEqual(pending.take(first), .answer)
        XCTAssertEqual(pending.take(second), .cancelled)
    }

    func testACancellationAfterTheAnswerChangesNothingLater() {
        let pending = PendingRequests()
        XCTAssertEqual(pending.take(pending.add(.number(1), hoverOf: nil)), .answer)
        pending.cancel(.number(1))
        // An id used again after its answer is a new request.
        XCTAssertEqual(pending.take(pending.add(.number(1), hoverOf: nil)), .answer)
    }

    func testAHoverIsSupersededByALaterHoverOfItsDocumentOnly() {
        let pending = PendingRequests()
        let a1 = pending.add(.number(1), hoverOf: "file:///a.nav")
        let b = pending.add(.number(2), hoverOf: "file:///b.nav")
        let definition = pending.add(.number(3), hoverOf: nil)
        let a2 = pending.add(.number(4), hoverOf: "file:///a.nav")
        XCTAssertEqual(pending.take(a1), .superseded)
        XCTAssertEqual(pending.take(b), .answer)
        XCTAssertEqual(pending.take(definition), .answer)
        XCTAssertEqual(pending.take(a2), .answer)
        // The next hover of a.nav has no one before it.
        XCTAssertEqual(pending.take(pending.add(.number(5), hoverOf: "file:///a.nav")), .answer)
    }

    func testACancelledHoverIsCancelledEvenWhenSuperseded() {
        let pending = PendingRequests()
        let first = pending.add(.number(1), hoverOf: "file:///a.nav")
        _ = pending.add(.number(2), hoverOf: "file:///a.nav")
        pending.cancel(.number(1))
        XCTAssertEqual(pending.take(first), .cancelled)
    }
}
