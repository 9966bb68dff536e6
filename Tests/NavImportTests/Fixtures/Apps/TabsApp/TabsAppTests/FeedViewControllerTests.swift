import XCTest
@testable import TabsApp

final class FeedViewControllerTests: XCTestCase {
    func testSelectingPushes() {
        let navigation = UINavigationController(rootViewController: FeedViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }
}
