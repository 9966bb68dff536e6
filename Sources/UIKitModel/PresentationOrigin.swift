/// What made a presentation: a call the flow traces, or code it does not (R66), which the
/// drawing shows without an arrow from the presenter.
public enum PresentationOrigin: Sendable, Hashable {
    /// `present`, `show` or `showDetail` written in the flow.
    case call
    /// `entry X`: code the flow does not trace (a deep link, a notification) presented X
    /// over what getTopVC returned.
    case entry
}
