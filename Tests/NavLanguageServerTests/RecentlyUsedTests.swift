import XCTest

@testable import NavLanguageServer

/// The bounded memories of the server: the documents that keep their analysis, and a
/// document's states and steps per line.
final class RecentlyUsedTests: XCTestCase {
    func testTheKeyUsedLongestAgoIsPushedOut() {
        var recent = RecentlyUsed<String>(capacity: 2)
        XCTAssertNil(recent.use("a"))
        XCTAssertNil(recent.use("b"))
        XCTAssertNil(recent.use("a"))
        XCTAssertEqual(recent.use("c"), "b")
        recent.forget("a")
        XCTAssertNil(recent.use("d"))
        XCTAssertEqual(recent.use("e"), "c")
    }

    func testAMemoComputesAValueOnceWhileItIsKept() {
        var memo = Memo<Int, String?>(capacity: 2)
        var computed: [Int] = []
        func value(_ key: Int) -> String? {
            memo.value(for: key) {
                computed.append(key)
                return key == 0 ? nil : "value \(key)"
            }
        }
        XCTAssertEqual(value(1), "value 1")
        XCTAssertEqual(value(1), "value 1")
        XCTAssertNil(value(0))
        XCTAssertNil(value(0))
        XCTAssertEqual(computed, [1, 0], "a nil result is kept too")
        XCTAssertEqual(value(2), "value 2")
        XCTAssertEqual(value(1), "value 1")
        XCTAssertEqual(computed, [1, 0, 2, 1], "1 was pushed out by 0 and 2")
    }
}
