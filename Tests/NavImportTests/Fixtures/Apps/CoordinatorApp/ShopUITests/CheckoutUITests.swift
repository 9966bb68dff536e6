import XCTest

final class CheckoutUITests: XCTestCase {
    func testCheckout() { XCUIApplication().launch() }
}
