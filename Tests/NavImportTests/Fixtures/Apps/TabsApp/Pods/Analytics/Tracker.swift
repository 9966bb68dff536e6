import UIKit
public final class Tracker { public func track(_ controller: UIViewController) { controller.present(UIViewController(), animated: true) } }
