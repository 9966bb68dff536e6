import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let notesViewController = NotesViewController(store: .shared)

        let window = NSWindow(contentViewController: notesViewController)
        window.title = "Notes"
        window.setContentSize(NSSize(width: 720, height: 480))
        window.styleMask.insert(.fullSizeContentView)
        window.center()
        window.makeKeyAndOrderFront(nil)
        self.window = window
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        true
    }

    @IBAction func showPreferences(_ sender: Any?) {
        let preferences = NSViewController()
        preferences.title = "Settings"
        window?.contentViewController?.presentAsModalWindow(preferences)
    }
}
