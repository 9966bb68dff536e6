/// The time `navviz import` gives one file it reads (a Swift file, a storyboard): a file
/// that takes longer is skipped, with a problem located where the reading had got to, and
/// the rest of the app is read.
public enum ReadingTimeLimit {
    /// Ten seconds, or the seconds `setting` (an environment variable's value) gives, at least `least`.
    public static func seconds(_ setting: String?, least: Double) -> Double {
        setting.flatMap(Double.init).map { max(least, $0) } ?? 10
    }

    /// What a file that took longer than `seconds` is told.
    public static func exceeded(_ seconds: Double) -> String {
        "reading it took longer than \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") s, the time navviz import gives a file"
    }
}
