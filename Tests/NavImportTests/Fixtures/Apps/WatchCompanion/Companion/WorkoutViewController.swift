import UIKit

final class WorkoutViewController: UIViewController {}
