import WatchKit

final class InterfaceController: WKInterfaceController {
    @IBAction func start() {
        pushController(withName: "Running", context: nil)
    }
}
